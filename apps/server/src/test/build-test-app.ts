import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db, type Dialect } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { randomToken } from '../lib/crypto';
import { reportContractDifferences, watchContract } from './contract';
import { readOutbox } from './outbox';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  db: Db;
  dialect: Dialect;
  outbox(): ReturnType<typeof readOutbox>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Receives the app's log lines (at LOG_LEVEL from env); no logging without it. */
  logStream?: DestinationStream;
  /** Starts the background job runner (stopped on close). */
  jobs?: boolean;
  /** A second app on the database (and data dir) of this one: a restarted server, or another instance. */
  sameDatabaseAs?: TestContext;
}

async function createSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema "${schema}"`);
  } finally {
    await client.end();
  }
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.query(`drop schema if exists "${schema}_jobs" cascade`);
  } finally {
    await client.end();
  }
}

/** Builds an app on a fresh data dir and a fresh database (its own PostgreSQL schema). */
export async function createTestApp(dialect: Dialect, options: TestAppOptions = {}): Promise<TestContext & { close(): Promise<void> }> {
  const shared = options.sameDatabaseAs;
  const dataDir = shared?.config.dataDir ?? mkdtempSync(join(tmpdir(), 'thesis-test-'));
  const schema = shared?.config.database.kind === 'postgres' ? shared.config.database.schema! : `t_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}_${process.pid}`;
  const url = process.env.TEST_DATABASE_URL;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000',
    JOBS_POLL_MS: dialect === 'postgres' ? '500' : '50',
    JOBS_MAINTENANCE_SECONDS: '1',
    ...options.env,
  };
  if (dialect === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    if (!shared) await createSchema(url, schema);
    env.DATABASE_URL = url;
    env.DATABASE_SCHEMA = schema;
  }
  const config = loadConfig(env);
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = await buildApp({ config, db, ...(options.logStream ? { logStream: options.logStream } : { logger: false }) });
  const differences = process.env.CONTRACT_CHECK === 'off' ? [] : watchContract(app);
  await app.ready();
  if (options.jobs) await app.deps.jobs.start();
  return {
    app,
    config,
    db,
    dialect,
    outbox: () => readOutbox(join(dataDir, 'outbox')),
    async close() {
      await app.close();
      await db.destroy();
      if (shared) return reportContractDifferences(differences);
      if (dialect === 'postgres' && url) await dropSchema(url, schema);
      rmSync(dataDir, { recursive: true, force: true });
      reportContractDifferences(differences);
    },
  };
}

/**
 * Runs a suite once per test database. The context is filled in beforeAll, so read it inside
 * tests: `ctx.app.inject(...)`.
 */
export function describeEachDb(name: string, suite: (ctx: TestContext) => void, options: TestAppOptions = {}): void {
  for (const dialect of TEST_DIALECTS) {
    describe(`${name} [${dialect}]`, () => {
      const ctx = { dialect } as TestContext;
      let close: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const built = await createTestApp(dialect, options);
        Object.assign(ctx, built);
        close = built.close;
      });
      afterAll(async () => {
        await close?.();
      });
      suite(ctx);
    });
  }
}
