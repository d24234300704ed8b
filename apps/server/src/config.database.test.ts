import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PG_POOL_SIZE } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'thesis-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env }).database;
const url = 'postgres://thesis@db.example.com:5432/thesis';

describe('database configuration', () => {
  it('uses SQLite in the data directory without DATABASE_URL', () => {
    expect(load({})).toEqual({ kind: 'sqlite', file: join(dataDir, 'thesis.db') });
  });

  it('on PostgreSQL sends prepared statements unless DATABASE_PREPARED_STATEMENTS is off (a pooler that cannot keep them)', () => {
    expect(load({ DATABASE_URL: url })).toEqual({ kind: 'postgres', url, schema: undefined, preparedStatements: true });
    expect(load({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'off' })).toMatchObject({ preparedStatements: false });
  });

  it('refuses any other value, saying which', () => {
    expect(() => load({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(ConfigError);
    expect(() => load({ DATABASE_URL: url, DATABASE_PREPARED_STATEMENTS: 'no' })).toThrow(/DATABASE_PREPARED_STATEMENTS: must be on or off/);
  });

  it('works on 8 requests at once on SQLite and on a little more than the pool on PostgreSQL, unless MAX_CONCURRENT_REQUESTS says otherwise', () => {
    const places = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env }).maxConcurrentRequests;
    expect(places({})).toBe(8);
    expect(places({ DATABASE_URL: url })).toBe(PG_POOL_SIZE + 2);
    expect(PG_POOL_SIZE + 2).toBe(12);
    expect(places({ DATABASE_URL: url, MAX_CONCURRENT_REQUESTS: '40' })).toBe(40);
  });
});
