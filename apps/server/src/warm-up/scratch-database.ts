import pg from 'pg';
import type { Config } from '../config';
import { openDatabase, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** Scratch schemas are named `thesis_warm_up_<unix seconds>_<random>`. */
const PREFIX = 'thesis_warm_up_';
/** A scratch schema older than this was left by an instance that died while warming up. */
const STALE_AFTER_SECONDS = 600;

export interface ScratchDatabase {
  db: Db;
  /** Where the scratch data lives, as the app's configuration (a scratch schema, or SQLite in memory). */
  database: Config['database'];
  /** Closes the scratch database and removes what it held. */
  drop(): Promise<void>;
}

async function run(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops the scratch schemas of instances that died warming up (none is ever in use that long). */
export async function dropStaleScratchSchemas(url: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`select nspname as name from pg_namespace where nspname like '${PREFIX}%'`);
    const stale = rows.map((row) => row.name).filter((name) => Number(name.slice(PREFIX.length).split('_')[0]) < nowSeconds - STALE_AFTER_SECONDS);
    for (const name of stale) await client.query(`drop schema if exists "${name}" cascade`);
    return stale;
  } finally {
    await client.end();
  }
}

/**
 * An empty, migrated database of the same kind as the real one: on PostgreSQL a schema of its own
 * (so the warm-up runs the same driver and SQL as real requests), dropped afterwards; on SQLite, or
 * when the database user may not create schemas, SQLite in memory. Nothing of the real data is read.
 */
export async function openScratchDatabase(config: Config, onFallback: (error: unknown) => void): Promise<ScratchDatabase> {
  if (config.database.kind === 'postgres') {
    const { url } = config.database;
    const schema = `${PREFIX}${Math.floor(Date.now() / 1000)}_${Math.random().toString(36).slice(2, 8)}`;
    try {
      await dropStaleScratchSchemas(url);
      await run(url, `create schema "${schema}"`);
    } catch (error) {
      onFallback(error);
      return openInMemory();
    }
    const database: Config['database'] = { ...config.database, schema };
    const db = openDatabase(database);
    const drop = async () => {
      await db.destroy();
      await run(url, `drop schema if exists "${schema}" cascade`);
    };
    try {
      await migrateToLatest(db);
    } catch (error) {
      await drop();
      throw error;
    }
    return { db, database, drop };
  }
  return openInMemory();
}

async function openInMemory(): Promise<ScratchDatabase> {
  const database: Config['database'] = { kind: 'sqlite', file: ':memory:' };
  const db = openDatabase(database);
  await migrateToLatest(db);
  return { db, database, drop: () => db.destroy() };
}
