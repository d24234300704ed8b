import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001_foundation';
import * as m0002 from './migrations/0002_processes';
import * as m0003 from './migrations/0003_investments';
import * as m0004 from './migrations/0004_reviews';
import * as m0005 from './migrations/0005_decisions';
import * as m0006 from './migrations/0006_screens';
import * as m0007 from './migrations/0007_portfolio';
import * as m0008 from './migrations/0008_sharing';
import * as m0009 from './migrations/0009_dashboard_indexes';
import * as m0010 from './migrations/0010_screen_result_columns';
import * as m0011 from './migrations/0011_teams';
import * as m0012 from './migrations/0012_billing';
import * as m0018 from './migrations/0018_decision_chart_dates';
import * as m0019 from './migrations/0019_investment_metrics';
import * as m0015 from './migrations/0015_grading_rule_and_nav_preference';
import * as m0016 from './migrations/0016_rate_limit_counters';
import * as m0014 from './migrations/0014_ai_fill';
import * as m0013 from './migrations/0013_market_data';
import * as m0020 from './migrations/0020_listed_universe_version';
import * as m0021 from './migrations/0021_drop_search_terms';
import * as m0022 from './migrations/0022_reviews_version';
import * as m0023 from './migrations/0023_screen_results_version';
import * as m0024 from './migrations/0024_review_parts_version';
import * as m0025 from './migrations/0025_financial_checks';
import * as m0026 from './migrations/0026_market_data_sync';
import * as m0027 from './migrations/0027_prices';
import * as m0028 from './migrations/0028_ai_fill_confidence';
import * as m0029 from './migrations/0029_screen_saved_view';
import * as m0030 from './migrations/0030_default_trade_types';
import * as m0031 from './migrations/0031_first_steps';

/** Every migration, in order. Static imports keep them inside the server bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_processes': m0002,
  '0003_investments': m0003,
  '0004_reviews': m0004,
  '0005_decisions': m0005,
  '0006_screens': m0006,
  '0007_portfolio': m0007,
  '0008_sharing': m0008,
  '0009_dashboard_indexes': m0009,
  '0010_screen_result_columns': m0010,
  '0011_teams': m0011,
  '0012_billing': m0012,
  '0018_decision_chart_dates': m0018,
  '0019_investment_metrics': m0019,
  '0015_grading_rule_and_nav_preference': m0015,
  '0016_rate_limit_counters': m0016,
  '0014_ai_fill': m0014,
  '0013_market_data': m0013,
  '0020_listed_universe_version': m0020,
  '0021_drop_search_terms': m0021,
  '0022_reviews_version': m0022,
  '0023_screen_results_version': m0023,
  '0024_review_parts_version': m0024,
  '0025_financial_checks': m0025,
  '0026_market_data_sync': m0026,
  '0027_prices': m0027,
  '0028_ai_fill_confidence': m0028,
  '0029_screen_saved_view': m0029,
  '0030_default_trade_types': m0030,
  '0031_first_steps': m0031,
};

class StaticProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(MIGRATIONS);
  }
}

export class MigrationError extends Error {}

const CATALOGUE_READ_ATTEMPTS = 10;
/** PostgreSQL's codes for a schema, table or column that vanished under a read of the catalogue. */
const VANISHED = new Set(['3F000', '42P01', '42703']);

/** The step failed before any migration ran, on an object that vanished while the catalogue was read. */
export function catalogueReadRaced(result: MigrationResultSet): boolean {
  if (!result.error || result.results?.some((entry) => entry.status === 'Error')) return false;
  return VANISHED.has(String((result.error as { code?: unknown }).code ?? ''));
}

/** Brings the schema to the latest version. Safe to run on every start. */
export async function migrateToLatest({ db, dialect }: Db): Promise<MigrationResultSet> {
  // Without a schema, Kysely takes its migration tables in ANY PostgreSQL schema for its own, so two
  // databases side by side (test schemas, DATABASE_SCHEMA) break each other's migrations.
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  // Features were built side by side, so a database may hold a later migration before an earlier
  // one arrived (0007 before 0005): each migration is independent, so run the missing ones.
  const migrator = new Migrator({ db, provider: new StaticProvider(), allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  let result = await migrator.migrateToLatest();
  // Before it migrates, Kysely looks for its own tables by reading the columns of every table of
  // every schema in the database; a schema or table another database user drops meanwhile makes
  // that read fail ("schema … does not exist"), though nothing of ours is wrong. No migration ran
  // then, so the whole step is tried again.
  for (let attempt = 1; attempt < CATALOGUE_READ_ATTEMPTS && catalogueReadRaced(result); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    result = await migrator.migrateToLatest();
  }
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String((result.error as Error).message ?? result.error)}`,
    );
  }
  return result;
}
