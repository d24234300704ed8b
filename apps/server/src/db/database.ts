import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { PoolStats } from '../metrics/app-metrics';
import type { Database } from './schema';
import { ThesisSqliteDialect } from './sqlite-dialect';

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
    const db = new Kysely<Database>({ dialect: new ThesisSqliteDialect(sqlite) });
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
  // A connection the server closes (restart, failover: "terminating connection due to administrator
  // command") emits 'error'. Without a listener that would end the process: an idle connection is
  // dropped by the pool, and one in use fails its current or next query (answered 503) and is
  // discarded when released. The pool opens new connections on demand.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
