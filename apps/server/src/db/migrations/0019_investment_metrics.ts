import type { Kysely } from 'kysely';

/**
 * Fundamentals screens and the portfolio filter and sort on (issue 19 item 8): one row per company
 * and catalogue metric (packages/domain/src/screens/screen-metrics.ts), its value or why there is
 * none, the date of the figures it read (as_of) and when it was computed. computeAllMetrics
 * rewrites the table after reference data and price or financial imports. The primary key serves
 * a row's lookups ((investment_id, metric_id)); (metric_id, value) serves a range over one metric.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('investment_metrics')
    .addColumn('investment_id', 'varchar(36)', (col) => col.notNull().references('investments.id').onDelete('cascade'))
    .addColumn('metric_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('value', 'double precision')
    .addColumn('reason', 'varchar(500)')
    .addColumn('as_of', 'varchar(32)')
    .addColumn('computed_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('investment_metrics_pk', ['investment_id', 'metric_id'])
    .execute();
  await db.schema.createIndex('investment_metrics_metric_value_idx').on('investment_metrics').columns(['metric_id', 'value']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('investment_metrics').execute();
}
