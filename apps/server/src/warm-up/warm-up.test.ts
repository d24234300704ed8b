import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { describeEachDb } from '../test/build-test-app';
import { dropStaleScratchSchemas } from './scratch-database';
import { warmUp } from './warm-up';

async function pgQuery<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

const scratchSchemas = async () => (await pgQuery<{ name: string }>(`select nspname as name from pg_namespace where nspname like 'thesis_warm_up_%'`)).map((row) => row.name);

describeEachDb('warm-up before listening', (ctx) => {
  it('answers the busiest requests on a scratch database of the same kind, every one a success, and leaves the real data and no scratch schema behind', async () => {
    const before = ctx.dialect === 'postgres' ? await scratchSchemas() : [];
    const result = await warmUp({ ...ctx.config, warmUpSeconds: 0.2 }, 0.2, ctx.app.log);
    // At least one round: search, review read, score and screen page (any failed answer throws).
    expect(result.requests).toBeGreaterThanOrEqual(4);
    expect(result.database).toBe(ctx.dialect);
    expect(await ctx.db.db.selectFrom('users').select('id').where('email', '=', 'warm-up@example.invalid').execute()).toEqual([]);
    expect(await ctx.db.db.selectFrom('investments').select('id').where('name', 'like', 'Warm-up Company%').execute()).toEqual([]);
    if (ctx.dialect === 'postgres') expect(await scratchSchemas()).toEqual(before);
  });

  it('drops the scratch schemas instances left when they died warming up (older than 10 minutes), not one in use', async () => {
    if (ctx.dialect !== 'postgres') return;
    const now = Math.floor(Date.now() / 1000);
    const old = `thesis_warm_up_${now - 3600}_dead${process.pid}`;
    const fresh = `thesis_warm_up_${now - 5}_live${process.pid}`;
    await pgQuery(`create schema "${old}"; create schema "${fresh}"`);
    try {
      expect(await dropStaleScratchSchemas(process.env.TEST_DATABASE_URL!, now)).toEqual([old]);
      const left = await scratchSchemas();
      expect(left).toContain(fresh);
      expect(left).not.toContain(old);
    } finally {
      await pgQuery(`drop schema if exists "${old}"; drop schema if exists "${fresh}"`);
    }
  });
});

describe('WARM_UP_SECONDS', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thesis-warm-up-config-'));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env }).warmUpSeconds;

  it('warms up for 3 seconds unless told otherwise; 0 turns it off', () => {
    expect(load({})).toBe(3);
    expect(load({ WARM_UP_SECONDS: '0' })).toBe(0);
    expect(load({ WARM_UP_SECONDS: '1.5' })).toBe(1.5);
  });

  it('refuses what is not a number of seconds from 0 to 60, saying so', () => {
    expect(() => load({ WARM_UP_SECONDS: 'soon' })).toThrow(new ConfigError('Invalid configuration:\n  WARM_UP_SECONDS: must be a number of seconds'));
    expect(() => load({ WARM_UP_SECONDS: '-1' })).toThrow('WARM_UP_SECONDS: must be 0 (off) or more');
    expect(() => load({ WARM_UP_SECONDS: '61' })).toThrow('WARM_UP_SECONDS: must be at most 60');
  });
});
