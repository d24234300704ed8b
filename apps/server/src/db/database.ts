import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { PoolStats } from '../metrics/app-metrics';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** The PostgreSQL pool's connections now (absent on SQLite: one in-process connection). */
  poolStats?: () => PoolStats;
}

/** Opens the configured database: SQLite (WAL, foreign keys) by default, PostgreSQL with DATABASE_URL. */
export function openDatabase(database: Config['database']): Db {
  if (database.kind === 'sqlite') {
    const sqlite = new SQLite(database.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    // A request waits at most 5 s for a connection (the server is down or every connection busy)
    // and then answers 503, instead of hanging.
    connectionTimeoutMillis: 5_000,
    ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
  });
  // An idle connection the server closed (restart, failover) is dropped by the pool, which opens a
  // new one on demand. Without a listener the error would end the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
