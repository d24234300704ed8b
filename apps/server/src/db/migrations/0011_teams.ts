import { sql, type Kysely } from 'kysely';

/**
 * Teams (issue 13): one shared workspace per Pro Investor.
 *
 * - teams: one per owner (unique owner_id). The team's workspace is keyed by its owner's id: team
 *   content keeps `user_id` = the owner (so the owner's work is the team's from the start), and
 *   `created_by` records the member who made a row (shown as its author).
 * - team_members: the owner (role proInvestor) and everyone invited. An invitation is pending until
 *   accepted_at is set (user_id then points at the account); it carries a hashed token and its
 *   expiry; revoking deletes the row. A person works in at most one team: user_id is unique among
 *   accepted rows.
 * - team_events: the team's history (who did what to whom, when).
 * - created_by on processes, process items, reviews and screens: the author inside a workspace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teams')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('teams_owner_unique').on('teams').column('owner_id').unique().execute();

  await db.schema
    .createTable('team_members')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('team_id', 'varchar(36)', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('role', 'varchar(40)', (col) => col.notNull())
    .addColumn('is_blocked', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('token_hash', 'varchar(128)')
    .addColumn('invited_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('invited_at', 'varchar(32)')
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('accepted_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('team_members_team_email_unique').on('team_members').columns(['team_id', 'email']).unique().execute();
  await db.schema.createIndex('team_members_token_unique').on('team_members').column('token_hash').unique().execute();
  await db.schema.createIndex('team_members_user_idx').on('team_members').column('user_id').execute();
  await sql`create unique index team_members_one_team on team_members (user_id) where accepted_at is not null`.execute(db);
  await db.schema.createIndex('team_members_email_idx').on('team_members').column('email').execute();

  await db.schema
    .createTable('team_events')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('team_id', 'varchar(36)', (col) => col.notNull().references('teams.id').onDelete('cascade'))
    .addColumn('actor_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('details', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('team_events_team_created_idx').on('team_events').columns(['team_id', 'created_at']).execute();

  for (const table of ['processes', 'process_items', 'investment_reviews', 'screens']) {
    await db.schema
      .alterTable(table)
      .addColumn('created_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['processes', 'process_items', 'investment_reviews', 'screens']) {
    await db.schema.alterTable(table).dropColumn('created_by').execute();
  }
  await db.schema.dropTable('team_events').ifExists().execute();
  await db.schema.dropTable('team_members').ifExists().execute();
  await db.schema.dropTable('teams').ifExists().execute();
}
