import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { outageError } from '../lib/unavailable';
import { openDatabase } from './database';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('a PostgreSQL connection the server closes [postgres]', () => {
  it('does not end the process: the query fails as an outage (503) and the pool opens a new connection', async () => {
    const db = openDatabase({ kind: 'postgres', url: url! });
    try {
      await db.db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
        // What a restart or failover does to every connection: "terminating connection due to administrator command".
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await admin.end();
        await new Promise((resolve) => setTimeout(resolve, 200));
        const failure = await sql`select 1`.execute(connection).then(() => null, (error: unknown) => error);
        expect(outageError(failure)?.statusCode).toBe(503);
      });
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.db);
      expect(rows).toEqual([{ one: 1 }]);
      expect(db.poolStats?.().total).toBeGreaterThanOrEqual(1);
    } finally {
      await db.destroy();
    }
  });
});

describe.runIf(url)('statements on PostgreSQL [postgres]', () => {
  it('are prepared once per connection and reused: the same query runs as one named statement', async () => {
    const db = openDatabase({ kind: 'postgres', url: url! });
    try {
      await db.db.connection().execute(async (connection) => {
        for (const n of [1, 2, 3]) {
          const { rows } = await sql<{ n: number }>`select ${n}::int as n, 'prepared-statement-probe' as probe`.execute(connection);
          expect(rows).toEqual([{ n, probe: 'prepared-statement-probe' }]);
        }
        const { rows } = await sql<{ name: string; calls: string }>`select name, generic_plans + custom_plans as calls from pg_prepared_statements where statement like '%prepared-statement-probe%' and statement not like '%pg_prepared_statements%'`.execute(connection);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.name).toMatch(/^thesis_[0-9a-f]{20}$/);
        expect(Number(rows[0]!.calls)).toBe(3);
      });
      // A bulk statement (more than 64 parameters) is not kept.
      await db.db.connection().execute(async (connection) => {
        const many = Array.from({ length: 70 }, (_, i) => i);
        await sql`select ${sql.join(many)} as bulk_probe`.execute(connection);
        const { rows } = await sql<{ count: string }>`select count(*) as count from pg_prepared_statements where statement like '%bulk_probe%' and statement not like '%pg_prepared_statements%'`.execute(connection);
        expect(Number(rows[0]!.count)).toBe(0);
      });
    } finally {
      await db.destroy();
    }
  });

  it('still answers when another instance changes a table under a kept `select *` (a rolling upgrade)', async () => {
    const schema = `prepared_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}; create table ${schema}.kept (id int); insert into ${schema}.kept values (1)`);
    const db = openDatabase({ kind: 'postgres', url: url!, schema });
    try {
      await db.db.connection().execute(async (connection) => {
        const read = () => sql<Record<string, unknown>>`select * from kept where id = ${1}`.execute(connection);
        expect((await read()).rows).toEqual([{ id: 1 }]);
        await admin.query(`alter table ${schema}.kept add column note text default 'new'`);
        expect((await read()).rows).toEqual([{ id: 1, note: 'new' }]);
        expect((await read()).rows).toEqual([{ id: 1, note: 'new' }]);
      });
    } finally {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  });

  it('are sent unnamed when prepared statements are turned off (DATABASE_PREPARED_STATEMENTS=off)', async () => {
    const db = openDatabase({ kind: 'postgres', url: url!, preparedStatements: false });
    try {
      await db.db.connection().execute(async (connection) => {
        for (const n of [1, 2]) await sql`select ${n}::int as n, 'unnamed-statement-probe' as probe`.execute(connection);
        const { rows } = await sql<{ count: string }>`select count(*) as count from pg_prepared_statements where statement like '%unnamed-statement-probe%' and statement not like '%pg_prepared_statements%'`.execute(connection);
        expect(Number(rows[0]!.count)).toBe(0);
      });
    } finally {
      await db.destroy();
    }
  });
});
