import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { catalogueReadRaced, migrateToLatest } from './migrate';

const url = process.env.TEST_DATABASE_URL;

describe('migrating beside other schemas that come and go', () => {
  it('retries only a step that failed before any migration, on an object that vanished', () => {
    const vanished = Object.assign(new Error('schema "t_x" does not exist'), { code: '3F000' });
    expect(catalogueReadRaced({ error: vanished, results: [] })).toBe(true);
    expect(catalogueReadRaced({ error: Object.assign(new Error('gone'), { code: '42P01' }) })).toBe(true);
    // A migration of ours that failed is a real failure, and so is any other error.
    expect(catalogueReadRaced({ error: vanished, results: [{ migrationName: '0025', direction: 'Up', status: 'Error' }] })).toBe(false);
    expect(catalogueReadRaced({ error: Object.assign(new Error('syntax'), { code: '42601' }), results: [] })).toBe(false);
    expect(catalogueReadRaced({ results: [] })).toBe(false);
  });

  it.runIf(url)('migrates a fresh schema while another database user creates and drops schemas [postgres]', { timeout: 120_000 }, async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const churn = new pg.Client({ connectionString: url });
    await churn.connect();
    let running = true;
    const churning = (async () => {
      for (let n = 0; running; n += 1) {
        const name = `churn_${process.pid}_${n}`;
        await churn.query(`create schema ${name}; create table ${name}.t (a int, b text, c serial)`);
        await churn.query(`drop schema ${name} cascade`);
        // A busy neighbour, not a tight loop: test suites create and drop a schema per test file.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const schemas: string[] = [];
    try {
      for (let run = 0; run < 8; run += 1) {
        const schema = `migrate_race_${process.pid}_${run}`;
        schemas.push(schema);
        await admin.query(`create schema ${schema}`);
        const db = openDatabase({ kind: 'postgres', url: url!, schema });
        try {
          await expect(migrateToLatest(db)).resolves.toBeDefined();
        } finally {
          await db.destroy();
        }
      }
    } finally {
      running = false;
      await churning.catch(() => undefined);
      for (const schema of schemas) await admin.query(`drop schema if exists ${schema} cascade`);
      await churn.end();
      await admin.end();
    }
  });
});
