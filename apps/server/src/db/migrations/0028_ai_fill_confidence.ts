import { sql, type Kysely } from 'kysely';

/**
 * AI fills that fill more, and say how sure they are:
 * - ai_suggestions.confidence: high (a value computed from filed figures), medium (a grade a rule
 *   gives one figure, or a model's grounded judgement) or low. Suggestions made before it are the
 *   built-in analyst's figures (high) or a model's (medium).
 * - ai_fills.tokens: the tokens a model's requests used, when the provider reports them (null for
 *   the built-in analyst).
 * - ai_fills.suggested: how many suggestions the fill made (its open suggestions shrink as the
 *   reviewer accepts or discards them); null for fills made before it (their open count is shown).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_suggestions').addColumn('confidence', 'varchar(10)', (col) => col.notNull().defaultTo('medium')).execute();
  await sql`update ai_suggestions set confidence = 'high' where source = 'Built-in analyst' and value is not null`.execute(db);
  await db.schema.alterTable('ai_fills').addColumn('tokens', 'integer').execute();
  await db.schema.alterTable('ai_fills').addColumn('suggested', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('ai_fills').dropColumn('suggested').execute();
  await db.schema.alterTable('ai_fills').dropColumn('tokens').execute();
  await db.schema.alterTable('ai_suggestions').dropColumn('confidence').execute();
}
