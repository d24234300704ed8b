import { Migrator, sql, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001_foundation';
import * as m0002 from './migrations/0002_processes';
import * as m0003 from './migrations/0003_investments';
import * as m0004 from './migrations/0004_reviews';
import * as m0006 from './migrations/0006_screens';
import * as m0007 from './migrations/0007_portfolio';

/** Every migration, in order. Static imports keep them inside the server bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_processes': m0002,
  '0003_investments': m0003,
  '0004_reviews': m0004,
  // 0005 decisions and 0008 sharing are added by their features.
  '0006_screens': m0006,
  '0007_portfolio': m0007,
};

class StaticProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(MIGRATIONS);
  }
}

export class MigrationError extends Error {}

/** Brings the schema to the latest version. Safe to run on every start. */
export async function migrateToLatest({ db, dialect }: Db): Promise<MigrationResultSet> {
  // Without a schema, Kysely takes its migration tables in ANY PostgreSQL schema for its own, so two
  // databases side by side (test schemas, DATABASE_SCHEMA) break each other's migrations.
  const migrationTableSchema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: new StaticProvider(), ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String((result.error as Error).message ?? result.error)}`,
    );
  }
  return result;
}
