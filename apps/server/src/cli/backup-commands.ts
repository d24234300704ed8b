import SQLite from 'better-sqlite3';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { CliError, type FileCommand } from './command';

const ON_POSTGRES =
  'On PostgreSQL, back up with pg_dump and restore with pg_restore (see "Backups" in docs/operations.md), e.g.\n' +
  '  pg_dump --format=custom --file=thesis.dump "$DATABASE_URL"\n' +
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" thesis.dump';

function sqliteFile(config: Config): string {
  if (config.database.kind !== 'sqlite') throw new CliError(ON_POSTGRES);
  return config.database.file;
}

function target(args: string[]): string {
  const [file, ...rest] = args;
  if (!file || rest.length > 0) throw new CliError('Give one backup file name.');
  return resolve(file);
}

/**
 * Copies a whole database with SQLite's online backup API. The remaining pages go in one step,
 * so when a writer changes the source meanwhile SQLite restarts that step and the copy is always
 * one consistent snapshot.
 */
async function copyDatabase(from: string, to: string, options: { readonly: boolean }): Promise<number> {
  const source = new SQLite(from, { readonly: options.readonly, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    const result = await source.backup(to, { progress: ({ remainingPages }) => Math.max(remainingPages, 1) });
    return result.totalPages;
  } finally {
    source.close();
  }
}

/** Opens a file and checks it is an intact Thesis database. */
function checkThesisDatabase(file: string): void {
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new CliError(`${file} is damaged: ${String(integrity)}`);
    const tables = new Set(db.prepare("select name from sqlite_master where type = 'table'").pluck().all() as string[]);
    if (!tables.has('users') || !tables.has('kysely_migration')) throw new CliError(`${file} is not a Thesis database.`);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`${file} is not a readable SQLite database (${(error as Error).message}).`);
  } finally {
    db?.close();
  }
}

function megabytes(file: string): string {
  return `${(statSync(file).size / 1024 / 1024).toFixed(1)} MB`;
}

export const BACKUP_COMMANDS: Record<string, FileCommand> = {
  backup: {
    usage: 'backup FILE',
    summary: 'Copy the SQLite database to FILE while the app runs (a consistent snapshot)',
    async run(args, { config, out }) {
      const live = sqliteFile(config);
      const file = target(args);
      if (!existsSync(live)) throw new CliError(`There is no database at ${live}.`);
      if (file === live) throw new CliError('The backup file must not be the database itself.');
      if (existsSync(file)) throw new CliError(`${file} exists already: choose a new file name.`);
      // Written next to the target and renamed when complete: a failed backup leaves no half file.
      const partial = `${file}.partial`;
      rmSync(partial, { force: true });
      try {
        const pages = await copyDatabase(live, partial, { readonly: true });
        checkThesisDatabase(partial);
        renameSync(partial, file);
        out(`Backed up ${live} to ${file} (${pages} pages, ${megabytes(file)}).`);
      } finally {
        rmSync(partial, { force: true });
      }
      out('Back up the uploaded files (DATA_DIR/media or the S3 bucket) and the secret too: see docs/operations.md.');
    },
  },
  restore: {
    usage: 'restore FILE',
    summary: 'Replace the SQLite database with a backup (stop the app first); keeps the old one beside it',
    async run(args, { config, out }) {
      const live = sqliteFile(config);
      const file = target(args);
      if (!existsSync(file)) throw new CliError(`There is no file ${file}.`);
      if (file === live) throw new CliError('Give a backup file, not the database itself.');
      checkThesisDatabase(file);
      if (existsSync(live)) {
        const kept = `${live}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
        await copyDatabase(live, kept, { readonly: false });
        out(`Kept the current database as ${kept}.`);
      }
      // Through the backup API as well: it writes the live file the way SQLite does (its WAL included).
      await copyDatabase(file, live, { readonly: true });
      const db = openDatabase(config.database);
      try {
        const result = await migrateToLatest(db);
        const applied = (result.results ?? []).filter((entry) => entry.status === 'Success').length;
        out(`Restored ${file} to ${live}${applied ? ` and applied ${applied} newer migration(s)` : ''}. Start the app again.`);
      } finally {
        await db.destroy();
      }
    },
  },
};
