import { expect, it } from 'vitest';
import { MESSAGES } from '@thesis/domain';
import { describeEachDb, type TestContext } from '../../test/build-test-app';
import { upload, uploadPng } from '../../test/factories/media';
import { createUser, signedInUser, type Session } from '../../test/factories/user';
import { tinyPdf } from '../../test/multipart';

function profile(ctx: TestContext, session: Session, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/users/profile${query}`, headers: session.headers });
}

function patch(ctx: TestContext, session: Session, id: string, payload: Record<string, unknown>, query = '') {
  return ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/${id}${query}`, headers: session.headers, payload });
}

describeEachDb('user profile', (ctx) => {
  it('answers the signed-in user without private fields; include adds roles and avatar', async () => {
    const session = await signedInUser(ctx, { role: 'proInvestor', first_name: 'Grace', last_name: 'Hopper' });
    const plain = await profile(ctx, session);
    expect(plain.statusCode).toBe(200);
    const data = plain.json().data;
    expect(data).toMatchObject({
      id: session.user.id,
      username: session.user.username,
      email: session.user.email,
      confirmed: true,
      first_name: 'Grace',
      last_name: 'Hopper',
      display_name: 'Grace Hopper',
      dashboard_view_type: 'default',
      trial_ends_at: null,
      trial: { days_left: null, active: false },
      is_global_sharer: false,
    });
    expect(data).not.toHaveProperty('roles');
    expect(data).not.toHaveProperty('avatar');
    expect(data).not.toHaveProperty('password_hash');
    expect(JSON.stringify(data)).not.toContain('argon2');

    const full = await profile(ctx, session, '?include=roles,avatar');
    expect(full.json().data).toMatchObject({ roles: ['proInvestor'], avatar: null });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile' })).statusCode).toBe(401);
  });

  it('shows first and last name as the display name, else the username', async () => {
    const cases = [
      { first_name: 'Ada', last_name: 'Lovelace', expected: 'Ada Lovelace' },
      { first_name: 'Ada', last_name: null, expected: 'Ada' },
      { first_name: null, last_name: 'Lovelace', expected: 'Lovelace' },
      { first_name: null, last_name: null, expected: null },
    ];
    for (const { expected, ...names } of cases) {
      const session = await signedInUser(ctx, names);
      expect((await profile(ctx, session)).json().data.display_name).toBe(expected ?? session.user.username);
    }
  });
});

describeEachDb('user update', (ctx) => {
  it('changes names, username and dashboard view, and saves them', async () => {
    const session = await signedInUser(ctx);
    const response = await patch(ctx, session, session.user.id, { first_name: 'Katherine', last_name: 'Johnson', username: 'kjohnson', dashboard_view_type: 'compact' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ username: 'kjohnson', display_name: 'Katherine Johnson', dashboard_view_type: 'compact', roles: ['investor'] });
    const saved = await ctx.db.db.selectFrom('users').selectAll().where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ username: 'kjohnson', first_name: 'Katherine', last_name: 'Johnson', dashboard_view_type: 'compact' });
    expect(saved.updated_at >= session.user.updated_at).toBe(true);
    expect((await profile(ctx, session)).json().data.username).toBe('kjohnson');

    const cleared = await patch(ctx, session, session.user.id, { first_name: null, last_name: null });
    expect(cleared.json().data.display_name).toBe('kjohnson');
  });

  it('refuses a username somebody else has (422) but accepts keeping your own', async () => {
    const other = await createUser(ctx);
    const session = await signedInUser(ctx);
    const taken = await patch(ctx, session, session.user.id, { username: other.username });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual({ message: MESSAGES.usernameTaken, errors: { username: [MESSAGES.usernameTaken] } });
    const same = await patch(ctx, session, session.user.id, { username: session.user.username });
    expect(same.statusCode).toBe(200);
  });

  it('answers 401 without a token, 403 for another user and 404 for an unknown id', async () => {
    const session = await signedInUser(ctx);
    const other = await createUser(ctx);
    const anonymous = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/users/${session.user.id}`, payload: { first_name: 'X' } });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await patch(ctx, session, other.id, { first_name: 'Mallory' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBeTruthy();
    const unchanged = await ctx.db.db.selectFrom('users').select('first_name').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(unchanged.first_name).toBeNull();
    const missing = await patch(ctx, session, '00000000-0000-7000-8000-000000000000', { first_name: 'Nobody' });
    expect(missing.statusCode).toBe(404);
  });

  it('validates the fields (422 listing each)', async () => {
    const session = await signedInUser(ctx);
    const response = await patch(ctx, session, session.user.id, { first_name: 'x'.repeat(101), username: '' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['first_name', 'username']);
  });

  it('sets your own uploaded picture as avatar; the profile then shows it', async () => {
    const session = await signedInUser(ctx);
    const picture = await uploadPng(ctx, session, 'avatar');
    const response = await patch(ctx, session, session.user.id, { avatar_id: picture.id }, '?include=avatar');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.avatar).toEqual({ id: picture.id, url: expect.stringMatching(`^/api/v1/media/${picture.id}\\?expires=`) });
    const shown = (await profile(ctx, session, '?include=avatar')).json().data.avatar;
    expect(shown.id).toBe(picture.id);
    expect((await ctx.app.inject({ method: 'GET', url: shown.url })).statusCode).toBe(200);

    // Replacing the avatar removes the old picture; null clears it.
    const next = await uploadPng(ctx, session, 'avatar');
    await patch(ctx, session, session.user.id, { avatar_id: next.id });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${picture.id}`, headers: session.headers })).statusCode).toBe(404);
    const cleared = await patch(ctx, session, session.user.id, { avatar_id: null }, '?include=avatar');
    expect(cleared.json().data.avatar).toBeNull();
  });

  it('refuses as avatar another user’s picture, a PDF or an unknown id (422)', async () => {
    const session = await signedInUser(ctx);
    const stranger = await signedInUser(ctx);
    const theirs = await uploadPng(ctx, stranger, 'avatar');
    const pdf = (await upload(ctx, session, { collection: 'attachment', file: { filename: 'memo.pdf', content: tinyPdf() } })).json().data;
    for (const avatarId of [theirs.id, pdf.id, '00000000-0000-7000-8000-000000000000']) {
      const response = await patch(ctx, session, session.user.id, { avatar_id: avatarId });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['avatar_id']);
    }
    const saved = await ctx.db.db.selectFrom('users').select('avatar_id').where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(saved.avatar_id).toBeNull();
  });
});
