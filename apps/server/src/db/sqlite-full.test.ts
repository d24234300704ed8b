import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_MESSAGES } from '@thesis/domain';
import { outageError } from '../lib/unavailable';
import { createTestApp, type TestContext } from '../test/build-test-app';
import { signedInUser } from '../test/factories/user';
import { ThesisSqliteDialect } from './sqlite-driver';

/** A database that may not grow past its current size: writes fail with SQLITE_FULL, as on a full disk. */
async function freeze(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
  await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
}

describe('SQLite full (SQLITE_FULL)', () => {
  it('a failed transaction reports the full database, not a failed rollback', async () => {
    const sqlite = new SQLite(':memory:');
    const db = new Kysely<{ t: { x: string } }>({ dialect: new ThesisSqliteDialect({ writer: sqlite, reader: null }) });
    try {
      await sql`create table t (x text)`.execute(db);
      await freeze(db as Kysely<unknown>);
      const error = await db
        .transaction()
        .execute(async (trx) => {
          for (let i = 0; i < 200; i += 1) await trx.insertInto('t').values({ x: 'x'.repeat(4000) }).execute();
        })
        .then(() => null, (failure: unknown) => failure);
      expect((error as { code?: string }).code).toBe('SQLITE_FULL');
      expect(outageError(error)?.statusCode).toBe(507);
      expect(sqlite.inTransaction).toBe(false);
    } finally {
      await db.destroy();
    }
  });
});

describe('the API on a full SQLite database [sqlite]', () => {
  let ctx: TestContext & { close(): Promise<void> };
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(() => ctx.close());

  it('answers 507 with a message, keeps only what it acknowledged, and writes again once there is room', async () => {
    const session = await signedInUser(ctx);
    await freeze(ctx.db.db as unknown as Kysely<unknown>);
    const statuses: number[] = [];
    for (let i = 0; i < 60 && !statuses.includes(507); i += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/processes', headers: session.headers, payload: { name: `Process ${i}`, description: 'd'.repeat(900) } });
      statuses.push(response.statusCode);
      if (response.statusCode === 507) expect(response.json()).toEqual({ message: OPERATIONS_MESSAGES.storageFull });
    }
    expect(statuses.at(-1)).toBe(507);
    expect(statuses.every((status) => status === 201 || status === 507)).toBe(true);
    const stored = await ctx.db.db.selectFrom('processes').select('id').where('user_id', '=', session.user.id).execute();
    expect(stored).toHaveLength(statuses.filter((status) => status === 201).length);
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await sql`pragma max_page_count = 1073741823`.execute(ctx.db.db);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/processes', headers: session.headers, payload: { name: 'After' } });
    expect(again.statusCode).toBe(201);
  });
});
