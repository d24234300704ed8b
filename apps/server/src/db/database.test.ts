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
