import { sql, type Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDb } from '../test/build-test-app';
import { signedInUser } from '../test/factories/user';
import { compiledOnce, compiledWithIds, ID_LIST_LENGTHS } from './compiled-once';
import type { Database } from './schema';

describeEachDb('statements compiled once', (ctx) => {
  const byName = compiledOnce((db: Kysely<Database>, username: string, email: string) =>
    db.selectFrom('users').select(['id', 'username']).where('username', '=', username).where('email', '!=', email).where('suspended_at', 'is', null).orderBy('id').limit(2),
  );

  it('answers each run with its own values, the constants of the first build kept', async () => {
    const { user: first } = await signedInUser(ctx);
    const { user: second } = await signedInUser(ctx);
    expect(await byName(ctx.db.db, first.username, 'someone@example.com')).toEqual([{ id: first.id, username: first.username }]);
    expect(await byName(ctx.db.db, second.username, 'someone@example.com')).toEqual([{ id: second.id, username: second.username }]);
    // The second value is a parameter too: the user's own e-mail leaves them out.
    expect(await byName(ctx.db.db, second.username, second.email)).toEqual([]);
    // Side by side, each run keeps its values.
    const [a, b] = await Promise.all([byName(ctx.db.db, first.username, ''), byName(ctx.db.db, second.username, '')]);
    expect([a[0]?.id, b[0]?.id]).toEqual([first.id, second.id]);
  });

  it('runs inside a transaction on its connection', async () => {
    const { user } = await signedInUser(ctx);
    const seen = await ctx.db.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ username: `${user.username}-renamed` }).where('id', '=', user.id).execute();
      return byName(trx, `${user.username}-renamed`, '');
    });
    expect(seen).toEqual([{ id: user.id, username: `${user.username}-renamed` }]);
  });

  it('refuses a value that is not a parameter of its own', async () => {
    const inList = compiledOnce((db: Kysely<Database>, id: string) => db.selectFrom('users').select('id').where(sql<boolean>`id = ${sql.lit('x')} or ${id.length} > 0`));
    await expect(inList(ctx.db.db, 'a')).rejects.toThrow('compiledOnce: value 1 is not a parameter of its own');
    // A value its build does not declare (a default makes `length` stop before it) would never be placed.
    const withDefault = compiledOnce((db: Kysely<Database>, id: string = 'x') => db.selectFrom('users').select('id').where('id', '=', id));
    await expect((withDefault as (db: Kysely<Database>, id: string) => Promise<unknown>)(ctx.db.db, 'a')).rejects.toThrow('compiledOnce: 1 values given, the statement takes 0');
  });

  it('builds the query once per database', async () => {
    let builds = 0;
    const counted = compiledOnce((db: Kysely<Database>, id: string) => {
      builds += 1;
      return db.selectFrom('users').select('id').where('id', '=', id);
    });
    const { user } = await signedInUser(ctx);
    for (let run = 0; run < 3; run += 1) expect(await counted(ctx.db.db, user.id)).toEqual([{ id: user.id }]);
    expect(builds).toBe(1);
  });

  it('runs a statement with a list of ids of any length, built once for each padded length', async () => {
    const people = await Promise.all(Array.from({ length: 7 }, () => signedInUser(ctx)));
    const ids = people.map(({ user }) => user.id);
    let builds = 0;
    const byIds = compiledWithIds((db: Kysely<Database>, list: readonly string[], without: string) => {
      builds += 1;
      return db.selectFrom('users').select('id').where('id', 'in', list).where('email', '!=', without).orderBy('id');
    });
    const sorted = (list: string[]) => [...list].sort();
    expect((await byIds(ctx.db.db, ids.slice(0, 1), '')).map((row) => row.id)).toEqual(ids.slice(0, 1));
    // 3 ids run as 5 (the first repeated): each user once.
    expect((await byIds(ctx.db.db, ids.slice(0, 3), '')).map((row) => row.id)).toEqual(sorted(ids.slice(0, 3)));
    expect((await byIds(ctx.db.db, ids.slice(2, 6), '')).map((row) => row.id)).toEqual(sorted(ids.slice(2, 6)));
    // The value after the list is a parameter of its own: it leaves the first user out.
    expect((await byIds(ctx.db.db, ids, people[0]!.user.email)).map((row) => row.id)).toEqual(sorted(ids.slice(1)));
    // Lengths 1, 5 and 10: three builds for four runs.
    expect(builds).toBe(3);
    // Longer than the longest length: built on the spot, still right (unknown ids match nothing).
    const many = [...ids, ...Array.from({ length: ID_LIST_LENGTHS.at(-1)! }, (_, index) => `missing-${index}`)];
    expect((await byIds(ctx.db.db, many, '')).map((row) => row.id)).toEqual(sorted(ids));
    await expect(byIds(ctx.db.db, [], '')).rejects.toThrow('compiledWithIds: an empty list of ids');
  });
});
