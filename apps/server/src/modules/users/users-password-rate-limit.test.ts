import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyRequestsMessage } from '@thesis/domain';
import { createTestApp, TEST_DIALECTS, type TestContext } from '../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD, login, type Session } from '../../test/factories/user';

const NEW_PASSWORD = 'a brand new passphrase';

function patchSelf(ctx: TestContext, session: Session, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/${session.user.id}`, headers: session.headers, payload });
}

for (const dialect of TEST_DIALECTS) {
  describe(`the current-password check is rate-limited like sign-in [${dialect}]`, () => {
    let ctx: TestContext & { close(): Promise<void> };
    beforeAll(async () => {
      // The shipped default: 10 attempts a minute.
      ctx = await createTestApp(dialect, { env: { AUTH_RATE_LIMIT_MAX: '10' } });
    });
    afterAll(() => ctx.close());

    it('answers 429 after 10 guesses of the current password, per account, and leaves other changes alone', async () => {
      const user = await createUser(ctx);
      const session = await login(ctx, user);
      const statuses: number[] = [];
      for (let guess = 0; guess < 15; guess += 1) {
        const response = await patchSelf(ctx, session, { current_password: `guess number ${guess}`, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json()).toEqual({ message: tooManyRequestsMessage(Number(response.headers['retry-after'])) });
      }
      expect(statuses).toEqual([...Array<number>(10).fill(422), ...Array<number>(5).fill(429)]);

      // Even the right password waits now; the password is unchanged.
      const right = await patchSelf(ctx, session, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(right.statusCode).toBe(429);
      await login(ctx, user, DEFAULT_PASSWORD);

      // Changing a name is not a password check.
      const renamed = await patchSelf(ctx, session, { first_name: 'Ada' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data.first_name).toBe('Ada');

      // Another account is not affected.
      const other = await login(ctx, await createUser(ctx));
      const changed = await patchSelf(ctx, other, { current_password: DEFAULT_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(changed.statusCode).toBe(200);
    });
  });
}
