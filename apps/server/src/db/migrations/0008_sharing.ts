import type { Kysely } from 'kysely';

/**
 * Sharing of investment reviews (spec §1, §3 Share, §9 Sharing and defaults).
 *
 * - shares: one POST /sharings. entity_id is the review (deleted with it); access_type private
 *   (named recipients only) or public (anyone with the link); expire_at the chosen period and
 *   expires_at its instant; permission_rules JSON text { models, notes, decisions }; token an
 *   unguessable random value the link's signature is computed from; revoked_at set when the owner
 *   stops the share. A share grants access while revoked_at is null and now < expires_at.
 * - share_recipients: the addresses a share names, and for a public link everyone who opened it
 *   signed in. user_id is filled when the recipient opens the link (user-attach); a named address
 *   also matches the account holding it. Unique (share_id, email).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shares')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('entity_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(36)', (col) => col.notNull().references('investment_reviews.id').onDelete('cascade'))
    .addColumn('owner_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('message', 'varchar(255)')
    .addColumn('expire_at', 'varchar(8)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('permission_rules', 'text', (col) => col.notNull())
    .addColumn('token', 'varchar(64)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('shares_token_unique').on('shares').column('token').unique().execute();
  await db.schema.createIndex('shares_entity_idx').on('shares').columns(['entity_id', 'created_at']).execute();
  await db.schema.createIndex('shares_owner_idx').on('shares').column('owner_id').execute();

  await db.schema
    .createTable('share_recipients')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('share_id', 'varchar(36)', (col) => col.notNull().references('shares.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('attached_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('share_recipients_share_email_unique').on('share_recipients').columns(['share_id', 'email']).unique().execute();
  await db.schema.createIndex('share_recipients_email_idx').on('share_recipients').column('email').execute();
  await db.schema.createIndex('share_recipients_user_idx').on('share_recipients').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_recipients').ifExists().execute();
  await db.schema.dropTable('shares').ifExists().execute();
}
