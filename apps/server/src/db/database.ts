import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { ThesisSqliteDialect } from './sqlite-driver';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
}

const inMemory = (file: string) => file === '' || file === ':memory:' || file.startsWith('file::memory:');

/** The writer, then (for a file) a read-only connection beside it: WAL lets it read while the writer writes. */
function openSqlite(file: string) {
  const writer = new SQLite(file);
  writer.pragma('journal_mode = WAL');
  writer.pragma('foreign_keys = ON');
  writer.pragma('busy_timeout = 5000');
  writer.pragma('synchronous = NORMAL');
  if (inMemory(file)) return { writer, reader: null };
  const reader = new SQLite(file);
  reader.pragma('busy_timeout = 5000');
  reader.pragma('query_only = ON');
  return { writer, reader };
}

/** Opens the configured database: SQLite (WAL, foreign keys) by default, PostgreSQL with DATABASE_URL. */
export function openDatabase(database: Config['database']): Db {
  if (database.kind === 'sqlite') {
    const db = new Kysely<Database>({ dialect: new ThesisSqliteDialect(openSqlite(database.file)) });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
