import { createHash } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PG_POOL_SIZE, type Config } from '../config';
import type { PoolStats } from '../metrics/app-metrics';
import type { Database } from './schema';
import { ThesisSqliteDialect } from './sqlite-driver';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  destroy(): Promise<void>;
  /** The PostgreSQL pool's connections now (absent on SQLite: one in-process connection). */
  poolStats?: () => PoolStats;
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

/** Distinct statement texts kept as named statements (so at most this many per connection); the rest go unnamed. */
const MAX_PREPARED = 400;
const preparedNames = new Map<string, string>();

/** The prepared statement name of `text`, or null for a statement not worth keeping (bulk writes). */
function preparedNameOf(text: string, parameters: number): string | null {
  const known = preparedNames.get(text);
  if (known) return known;
  if (parameters > 64 || text.length > 4_000 || preparedNames.size >= MAX_PREPARED) return null;
  const name = `thesis_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  preparedNames.set(text, name);
  return name;
}

/**
 * Sends the application's statements as named prepared statements: PostgreSQL parses each once per
 * connection and, after a few runs, reuses its plan. Unnamed, every statement was parsed and planned
 * again on each run (the database processes used about 80 % of a core under the mixed load, 70 % with
 * prepared statements at a higher request rate: docs/benchmarks.md).
 */
function usePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const parsed = (client as unknown as { connection?: { parsedStatements?: Record<string, unknown> } }).connection?.parsedStatements;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    if (typeof text !== 'string' || args.length !== 2 || !Array.isArray(values)) return query(...args);
    const name = preparedNameOf(text, values.length);
    if (!name) return query(text, values);
    return query({ name, text, values }).catch(async (error: unknown) => {
      // Another instance migrated the schema under a kept `select *`: prepare it again next time, run it unnamed now.
      if ((error as { code?: string }).code !== '0A000' || !parsed) throw error;
      delete parsed[name];
      await query(`deallocate "${name}"`).catch(() => undefined);
      return query(text, values);
    });
  };
}

/** Opens the configured database: SQLite (WAL, foreign keys) by default, PostgreSQL with DATABASE_URL. */
export function openDatabase(database: Config['database']): Db {
  if (database.kind === 'sqlite') {
    const db = new Kysely<Database>({ dialect: new ThesisSqliteDialect(openSqlite(database.file)) });
    return { db, dialect: 'sqlite', destroy: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: database.url,
    max: PG_POOL_SIZE,
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
    if (database.preparedStatements !== false) usePreparedStatements(client);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    destroy: () => db.destroy(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
