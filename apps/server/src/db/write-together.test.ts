import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachDb } from '../test/build-test-app';
import { signedInUser } from '../test/factories/user';
import { oneStatement, shiftPlaceholders, writeTogether } from './write-together';

describe('writes as one PostgreSQL statement', () => {
  it('numbers each write’s placeholders after the previous ones’, leaving quoted text alone', () => {
    expect(shiftPlaceholders(`update "t" set "a" = $1, "b" = '$2 it''s', "$3" = $2 where "id" = $10`, 4)).toBe(
      `update "t" set "a" = $5, "b" = '$2 it''s', "$3" = $6 where "id" = $14`,
    );
    const statement = oneStatement([
      CompiledQuery.raw('update "a" set "x" = $1 where "id" = $2', [1, 'a']),
      CompiledQuery.raw('insert into "b" ("y") values ($1)', [2]),
      CompiledQuery.raw('update "c" set "z" = $1 where "id" = $2', [3, 'c']),
    ]);
    expect(statement.sql).toBe('with "w0" as (update "a" set "x" = $1 where "id" = $2), "w1" as (insert into "b" ("y") values ($3)) update "c" set "z" = $4 where "id" = $5');
    expect(statement.parameters).toEqual([1, 'a', 2, 3, 'c']);
  });
});

describeEachDb('writes stored together', (ctx) => {
  const countsOf = async (userId: string) =>
    (await ctx.db.db.selectFrom('activity_daily_counts').select(['day', 'count']).where('user_id', '=', userId).orderBy('day').execute()).map((row) => ({ day: row.day, count: Number(row.count) }));
  const count = (userId: string, day: string) => ctx.db.db.insertInto('activity_daily_counts').values({ user_id: userId, kind: 'item_scored', day, series: '', count: 1 });

  it('stores every write, or none when one fails', async () => {
    const { user } = await signedInUser(ctx);
    // The last write names a user that does not exist: the foreign key refuses it, and the first write goes too.
    await expect(writeTogether(ctx.db.db, [count(user.id, '2026-01-01'), count('no-such-user', '2026-01-01')])).rejects.toThrow();
    expect(await countsOf(user.id)).toEqual([]);

    await writeTogether(ctx.db.db, [count(user.id, '2026-01-01'), count(user.id, '2026-01-02'), ctx.db.db.updateTable('users').set({ username: 'together' }).where('id', '=', user.id)]);
    expect(await countsOf(user.id)).toEqual([{ day: '2026-01-01', count: 1 }, { day: '2026-01-02', count: 1 }]);
    expect((await ctx.db.db.selectFrom('users').select('username').where('id', '=', user.id).executeTakeFirstOrThrow()).username).toBe('together');
  });

  it('inside a transaction, rolls back with it', async () => {
    const { user } = await signedInUser(ctx);
    const failure = await ctx.db.db
      .transaction()
      .execute(async (trx) => {
        await writeTogether(trx, [count(user.id, '2026-02-01'), count(user.id, '2026-02-02')]);
        throw new Error('the caller fails after the writes');
      })
      .catch((error: unknown) => error);
    expect((failure as Error).message).toBe('the caller fails after the writes');
    expect(await countsOf(user.id)).toEqual([]);
  });

  it('on PostgreSQL, sends them as one statement', async () => {
    if (ctx.dialect !== 'postgres') return;
    const { user } = await signedInUser(ctx);
    await ctx.db.db.connection().execute(async (connection) => {
      const writes = [count(user.id, '2026-03-01'), count(user.id, '2026-03-02')];
      await writeTogether(connection, writes);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connection);
      expect(rows.map((row) => row.statement)).toContain(oneStatement(writes.map((write) => write.compile())).sql);
    });
    expect(await countsOf(user.id)).toEqual([{ day: '2026-03-01', count: 1 }, { day: '2026-03-02', count: 1 }]);
  });
});
