import { Migrator, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001_foundation';

/** Every migration, in order. Static imports keep them inside the server bundle. */
const MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
};

class StaticProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(MIGRATIONS);
  }
}

export class MigrationError extends Error {}

/** Brings the schema to the latest version. Safe to run on every start. */
export async function migrateToLatest({ db }: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((entry) => entry.status === 'Error');
    throw new MigrationError(
      `Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String((result.error as Error).message ?? result.error)}`,
    );
  }
  return result;
}
