import { expect, it } from 'vitest';
import { REPORTING_CURRENCY_MESSAGE, type User } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call } from '../items/library.test-helpers';

/** One reporting currency per user (issue 19 item 4): Account Overview, PATCH /users/{id}. */
describeEachDb('users: reporting currency', (ctx) => {
  it('defaults to AUD and changes only what is sent', async () => {
    const session = await signedInUser(ctx, { first_name: 'Grace', last_name: 'Hopper' });
    const profile = await call(ctx, session, 'GET', '/users/profile?include=roles');
    expect(profile.json<{ data: User }>().data.reporting_currency).toBe('AUD');
    const changed = await call(ctx, session, 'PATCH', `/users/${session.user.id}`, { reporting_currency: 'USD' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ data: User }>().data).toMatchObject({ reporting_currency: 'USD', first_name: 'Grace', last_name: 'Hopper', username: session.user.username });
    const renamed = await call(ctx, session, 'PATCH', `/users/${session.user.id}`, { first_name: 'Ada' });
    expect(renamed.json<{ data: User }>().data).toMatchObject({ reporting_currency: 'USD', first_name: 'Ada', last_name: 'Hopper' });
    const stored = await ctx.db.db.selectFrom('users').select(['reporting_currency', 'last_name']).where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ reporting_currency: 'USD', last_name: 'Hopper' });
  });

  it('accepts only the product currencies, with a message (422)', async () => {
    const session = await signedInUser(ctx);
    for (const value of ['JPY', 'usd', '', null, 3]) {
      const response = await call(ctx, session, 'PATCH', `/users/${session.user.id}`, { reporting_currency: value });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.reporting_currency).toEqual([REPORTING_CURRENCY_MESSAGE]);
    }
  });
});
