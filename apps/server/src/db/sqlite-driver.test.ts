import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database';
import { FifoLock } from './fifo-lock';

interface Notes {
  notes: { id: number; body: string };
}

describe('SQLite driver: statement cache, read connection, fair writer queue', () => {
  let dir: string;
  let handle: Db;
  let db: Kysely<Notes>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'thesis-driver-'));
    handle = openDatabase({ kind: 'sqlite', file: join(dir, 'test.db') });
    db = handle.db as unknown as Kysely<Notes>;
    await db.schema.createTable('notes').addColumn('id', 'integer', (col) => col.primaryKey()).addColumn('body', 'text', (col) => col.notNull()).execute();
  });
  afterEach(async () => {
    await handle.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads what was just written, outside and inside a transaction', async () => {
    await db.insertInto('notes').values({ id: 1, body: 'first' }).execute();
    expect(await db.selectFrom('notes').select('body').where('id', '=', 1).executeTakeFirst()).toEqual({ body: 'first' });
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('notes').set({ body: 'changed' }).where('id', '=', 1).execute();
      expect(await trx.selectFrom('notes').select('body').where('id', '=', 1).executeTakeFirst()).toEqual({ body: 'changed' });
    });
    expect(await db.selectFrom('notes').select('body').where('id', '=', 1).executeTakeFirst()).toEqual({ body: 'changed' });
    const returned = await db.insertInto('notes').values({ id: 2, body: 'second' }).returning(['id', 'body']).executeTakeFirst();
    expect(returned).toEqual({ id: 2, body: 'second' });
  });

  it('answers reads while a transaction is open, without its uncommitted rows', async () => {
    await db.insertInto('notes').values({ id: 1, body: 'committed' }).execute();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'pending' }).execute();
      inside();
      await held;
    });
    await started;
    const seen = await db.selectFrom('notes').select('body').orderBy('id').execute();
    expect(seen).toEqual([{ body: 'committed' }]);
    // A write waits for the transaction, then runs.
    const write = db.insertInto('notes').values({ id: 3, body: 'after' }).execute();
    release();
    await Promise.all([transaction, write]);
    expect((await db.selectFrom('notes').select('body').orderBy('id').execute()).map((row) => row.body)).toEqual(['committed', 'pending', 'after']);
  });

  it('rolls back a failed transaction and frees the writer for the next one', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 1, body: 'gone' }).execute();
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
    await db.insertInto('notes').values({ id: 1, body: 'kept' }).execute();
    expect(await sql<{ n: number }>`select count(*) as n from notes`.execute(db)).toMatchObject({ rows: [{ n: 1 }] });
  });

  it('keeps concurrent transactions apart (each sees only its own writes until commit)', async () => {
    const writes = Array.from({ length: 20 }, (_, index) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: index + 1, body: `n${index}` }).execute();
        const mine = await trx.selectFrom('notes').select('id').execute();
        return mine.length;
      }),
    );
    const counts = await Promise.all(writes);
    // First come, first served: the k-th transaction sees the k rows written so far.
    expect(counts).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('answers rows by column name, the later of two same-named columns winning, as better-sqlite3 does', async () => {
    await db.insertInto('notes').values([{ id: 1, body: 'one' }, { id: 2, body: 'two' }]).execute();
    const rows = await sql<Record<string, unknown>>`select id, body, 'x' as "constructor", id * 10 as body from notes order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 1, body: 10, constructor: 'x' },
      { id: 2, body: 20, constructor: 'x' },
    ]);
    expect(Object.keys(rows.rows[0]!)).toEqual(['id', 'body', 'constructor']);
    const proto = await sql<Record<string, unknown>>`select 1 as "__proto__", body from notes where id = 1`.execute(db);
    expect(Object.getPrototypeOf(proto.rows[0])).toBe(Object.prototype);
    expect(proto.rows[0]).toMatchObject({ body: 'one' });
  });

  it('reads the new columns of a kept `select *` after the schema changes, here or on another connection', async () => {
    await db.insertInto('notes').values({ id: 1, body: 'one' }).execute();
    const all = () => sql<Record<string, unknown>>`select * from notes`.execute(db).then((result) => result.rows);
    expect(await all()).toEqual([{ id: 1, body: 'one' }]);
    await db.schema.alterTable('notes').addColumn('tag', 'text', (col) => col.defaultTo('t')).execute();
    expect(await all()).toEqual([{ id: 1, body: 'one', tag: 't' }]);
    // Another process migrating: this process's kept statements are not told.
    const other = new SQLite(join(dir, 'test.db'));
    other.exec(`alter table notes add column pinned integer default 0`);
    other.close();
    expect(await all()).toEqual([{ id: 1, body: 'one', tag: 't', pinned: 0 }]);
  });
});

describe('FifoLock', () => {
  it('hands the lock over in the order it was asked for, one waiter at a time', async () => {
    const lock = new FifoLock();
    const order: number[] = [];
    await lock.acquire();
    const waiters = [1, 2, 3].map((n) => lock.acquire().then(() => order.push(n)));
    expect(lock.waiting).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      lock.release();
      await Promise.resolve();
      await Promise.resolve();
    }
    await Promise.all(waiters);
    expect(order).toEqual([1, 2, 3]);
    lock.release();
    expect(lock.waiting).toBe(0);
    await lock.acquire();
  });
});
