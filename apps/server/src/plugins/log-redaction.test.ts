import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Media, Review } from '@thesis/domain';
import { buildProcess, itemNamed, listedInvestment, reviewWith } from '../modules/reviews/reviews.test-helpers';
import { invitationTokenFor } from '../modules/teams/teams.test-helpers';
import { createTestApp, TEST_DIALECTS, type TestContext } from '../test/build-test-app';
import { uploadPng } from '../test/factories/media';
import { createUser, login, signedInUser, type Session } from '../test/factories/user';
import { linkIn } from '../test/outbox';
import { redactUrl } from './log-settings';

interface LogLine {
  msg: string;
  reqId?: string;
  userId?: string | null;
  [key: string]: unknown;
}

function cookieOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header.join(';') : (header ?? '');
  return /thesis_refresh=([^;]+)/.exec(value)?.[1] ?? '';
}

describe('redactUrl', () => {
  it('hides the values of secret and personal query parameters only', () => {
    expect(redactUrl('/api/v1/media/1?expires=9&viewer=u&signature=abc&download=1')).toBe('/api/v1/media/1?expires=9&viewer=[redacted]&signature=[redacted]&download=1');
    expect(redactUrl('/password-reset?token=t0k&email=ann%40example.com')).toBe('/password-reset?token=[redacted]&email=[redacted]');
    expect(redactUrl('/api/v1/investments?search=ticker:AB&limit=10')).toBe('/api/v1/investments?search=ticker%3AAB&limit=10');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });

  it("hides a route's secret parameters, and any token-like path segment on any address", () => {
    const token = 'Zq3-rT_8bW0pLk2mNvX7cYd1eFgHiJkLmNoPqRsTuVw';
    expect(redactUrl(`/api/v1/team-invitations/${token}/accept`, '/api/v1/team-invitations/:token/accept')).toBe('/api/v1/team-invitations/[redacted]/accept');
    expect(redactUrl('/api/v1/email/verify/0192f0a4-5b6c-7d8e-9f00-112233445566/short', '/api/v1/email/verify/:id/:hash')).toBe('/api/v1/email/verify/0192f0a4-5b6c-7d8e-9f00-112233445566/[redacted]');
    // A page of the web app, or an address no route matches: the token's shape gives it away.
    expect(redactUrl(`/team-invitations/${token}`, '*')).toBe('/team-invitations/[redacted]');
    expect(redactUrl(`/api/v1/team-invitations/${token}/nothing-here`)).toBe('/api/v1/team-invitations/[redacted]/nothing-here');
    expect(redactUrl('/api/v1/email/verify/1/3f786850e387550fdab836ed7e6dc881de23001b')).toBe('/api/v1/email/verify/1/[redacted]');
    // Ids, tickers and words stay readable.
    expect(redactUrl('/api/v1/investment-reviews/0192f0a4-5b6c-7d8e-9f00-112233445566/investment-processes', '/api/v1/investment-reviews/:id/investment-processes')).toBe('/api/v1/investment-reviews/0192f0a4-5b6c-7d8e-9f00-112233445566/investment-processes');
    expect(redactUrl('/api/v1/investments/by-ticker/NASDAQ/AAPL')).toBe('/api/v1/investments/by-ticker/NASDAQ/AAPL');
  });
});

for (const dialect of TEST_DIALECTS) {
  describe(`no secret reaches a log line during a full journey [${dialect}]`, () => {
    const chunks: string[] = [];
    let ctx: TestContext & { close(): Promise<void> };
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { env: { LOG_LEVEL: 'trace' }, logStream: { write: (chunk: string) => void chunks.push(chunk) } });
    });
    afterAll(() => ctx.close());
    const inject = (options: InjectOptions) => ctx.app.inject(options);

    it('logs every request with its id and user, and never a password, token, cookie or e-mail body', async () => {
      const secrets: string[] = [];
      const passwords = ['first passphrase 1', 'second passphrase 2', 'third passphrase 3', 'wrong guess passphrase'];
      secrets.push(...passwords);
      const email = 'journey.person@example.com';

      // Sign up and verify the address from the e-mailed link.
      expect((await inject({ method: 'POST', url: '/api/v1/register', payload: { username: 'journey', email, password: passwords[0], password_confirmation: passwords[0] } })).statusCode).toBe(201);
      const verifyLink = new URL(linkIn(ctx.outbox().at(-1)!, '/verify-email'));
      const q = verifyLink.searchParams;
      secrets.push(q.get('signature')!);
      expect((await inject({ method: 'GET', url: `/api/v1/email/verify/${q.get('id')}/${q.get('hash')}?expires=${q.get('expires')}&signature=${q.get('signature')}` })).statusCode).toBe(200);

      // Sign in (one wrong guess first), refresh by cookie and by bearer.
      expect((await inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: passwords[3] } })).statusCode).toBe(422);
      const signIn = await inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: passwords[0] } });
      const first = signIn.json().data;
      secrets.push(first.access_token, first.refresh_token, cookieOf(signIn.headers['set-cookie']));
      const byCookie = await inject({ method: 'POST', url: '/api/v1/refresh', cookies: { thesis_refresh: first.refresh_token } });
      const second = byCookie.json().data;
      const byBearer = await inject({ method: 'POST', url: '/api/v1/refresh', headers: { authorization: `Bearer ${second.refresh_token}` } });
      const third = byBearer.json().data;
      secrets.push(second.access_token, second.refresh_token, third.access_token, third.refresh_token);
      const row = await ctx.db.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      const user = (await ctx.app.deps.viewers.forUser(row.id))!;
      const me: Session = { user, accessToken: third.access_token, refreshToken: third.refresh_token, headers: { authorization: `Bearer ${third.access_token}` } };

      // Change the password.
      const changed = await inject({ method: 'PATCH', url: `/api/v1/users/${user.id}`, headers: me.headers, payload: { current_password: passwords[0], password: passwords[1], password_confirmation: passwords[1] } });
      expect(changed.statusCode).toBe(200);

      // Upload a file and open its signed link; share a review with a message.
      const media: Media = await uploadPng(ctx, me);
      const signed = new URL(media.url, 'http://localhost');
      secrets.push(signed.searchParams.get('signature')!);
      expect((await inject({ method: 'GET', url: media.url })).statusCode).toBe(200);
      const process = await buildProcess(ctx, me, 'Quality', [{ name: 'Moat' }]);
      const review: Review = await reviewWith(ctx, me, await listedInvestment(ctx), [process.id]);
      expect(itemNamed(review, 'Moat')).toBeTruthy();
      const message = 'Confidential: the moat thesis rests on pricing power';
      const shared = await inject({ method: 'POST', url: '/api/v1/sharings', headers: me.headers, payload: { entity_id: review.id, emails: ['friend.of.journey@example.com'], message } });
      expect(shared.statusCode).toBe(201);
      const invitation = ctx.outbox().at(-1)!;
      secrets.push(message, linkIn(invitation, '/investment-reviews/'), new URL(linkIn(invitation, '/investment-reviews/')).searchParams.get('signature')!);

      // A team invitation: its link is read, opened as a page, accepted by the invitee, and another declined.
      const owner = await signedInUser(ctx, { role: 'proInvestor' });
      const teamId = owner.user.workspace.team!.id;
      const invitee = await createUser(ctx);
      const invitations: string[] = [];
      for (const address of [invitee.email, 'declines.politely@example.com']) {
        expect((await inject({ method: 'POST', url: `/api/v1/teams/${teamId}/members`, headers: owner.headers, payload: { email: address, username: 'Invited Colleague', role: 'teamAdministrator' } })).statusCode).toBe(201);
        invitations.push(invitationTokenFor(ctx, address));
      }
      secrets.push(...invitations);
      const [accepting, declining] = invitations as [string, string];
      expect((await inject({ method: 'GET', url: `/api/v1/team-invitations/${accepting}` })).statusCode).toBe(200);
      await inject({ method: 'GET', url: `/team-invitations/${accepting}` });
      await inject({ method: 'GET', url: `/api/v1/team-invitations/${accepting}/no-such-action` });
      const inviteeSession = await login(ctx, invitee);
      expect((await inject({ method: 'POST', url: `/api/v1/team-invitations/${accepting}/accept`, headers: inviteeSession.headers })).statusCode).toBe(200);
      expect((await inject({ method: 'POST', url: `/api/v1/team-invitations/${declining}/decline` })).statusCode).toBe(204);
      // The e-mail verification link's hash, as a path parameter.
      secrets.push(q.get('hash')!);

      // Forget the password, follow the reset link (the page address too), reset it.
      expect((await inject({ method: 'POST', url: '/api/v1/password/forgot', payload: { email } })).statusCode).toBe(200);
      const resetLink = new URL(linkIn(ctx.outbox().at(-1)!, '/password-reset'));
      const resetToken = resetLink.searchParams.get('token')!;
      secrets.push(resetToken);
      await inject({ method: 'GET', url: `${resetLink.pathname}${resetLink.search}` });
      const reset = await inject({ method: 'POST', url: '/api/v1/password/reset', payload: { email, token: resetToken, password: passwords[2], password_confirmation: passwords[2] } });
      expect(reset.statusCode).toBe(200);
      const last = await login(ctx, user, passwords[2]);
      secrets.push(last.accessToken, last.refreshToken);
      expect((await inject({ method: 'DELETE', url: '/api/v1/logout', headers: last.headers })).statusCode).toBe(204);

      // Every e-mail body (each line of some length) stays out of the logs too.
      const mailLines = ctx.outbox().flatMap((mail) => mail.text.split('\n').map((line) => line.trim()).filter((line) => line.length >= 24));
      expect(mailLines.length).toBeGreaterThan(5);

      const log = chunks.join('');
      const lines = log.trim().split('\n').map((line) => JSON.parse(line) as LogLine);
      expect(lines.length).toBeGreaterThan(20);
      for (const secret of [...secrets, ...mailLines]) {
        expect(secret.length).toBeGreaterThan(8);
        expect(log.includes(secret), `log holds "${secret.slice(0, 40)}"`).toBe(false);
      }
      expect(log).not.toMatch(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/); // no JWT of any kind

      const completed = lines.filter((line) => line.msg === 'request completed');
      expect(completed.length).toBeGreaterThan(15);
      for (const line of completed) {
        expect(line.reqId).toEqual(expect.any(String));
        expect(line).toHaveProperty('userId');
      }
      const patch = completed.find((line) => line.method === 'PATCH');
      expect(patch).toMatchObject({ userId: user.id, statusCode: 200, route: '/api/v1/users/:id', url: `/api/v1/users/${user.id}` });
      expect(patch?.responseTime).toEqual(expect.any(Number));
      const anonymous = completed.find((line) => line.route === '/api/v1/register');
      expect(anonymous?.userId).toBeNull();
      // Lines logged while handling a request carry its id.
      const mailLogs = lines.filter((entry) => entry.msg === 'mail written to outbox');
      expect(mailLogs.length).toBe(ctx.outbox().length);
      for (const line of mailLogs) expect(line.reqId).toEqual(expect.any(String));
      expect(mailLogs.filter((line) => line.userId === user.id)).toHaveLength(1); // the share invitation, sent signed in
    });

    it("gives each request line the answer's x-request-id and the signed-in user, once each", async () => {
      const session = await signedInUser(ctx);
      const given = await inject({ method: 'GET', url: '/api/v1/users/profile', headers: { ...session.headers, 'x-request-id': 'lb-trace-7' } });
      expect(given.statusCode).toBe(200);
      expect(given.headers['x-request-id']).toBe('lb-trace-7');
      const made = await inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad "id"' } });
      const madeId = String(made.headers['x-request-id']);
      expect(madeId).toMatch(/^[0-9a-f-]{36}$/);

      const raw = chunks.join('').trim().split('\n');
      const lineOf = (id: string) => raw.filter((line) => line.includes(id) && line.includes('request completed'));
      const [signedIn] = lineOf('lb-trace-7');
      expect(signedIn?.match(/"reqId"/g)).toHaveLength(1);
      expect(signedIn?.match(/"userId"/g)).toHaveLength(1);
      expect(JSON.parse(signedIn ?? '{}')).toMatchObject({ reqId: 'lb-trace-7', userId: session.user.id, statusCode: 200 });
      const [anonymous] = lineOf(madeId);
      expect(JSON.parse(anonymous ?? '{}')).toMatchObject({ reqId: madeId, userId: null, route: '/healthz' });
    });

    it('writes the line of a request whose address cannot be routed too', async () => {
      const refused = await inject({ method: 'GET', url: '/api/v1/investments/%E0%A4%A', headers: { 'x-request-id': 'lb-trace-8' } });
      expect(refused.statusCode).toBe(400);
      const line = chunks.join('').trim().split('\n').find((entry) => entry.includes('lb-trace-8') && entry.includes('request completed'));
      expect(JSON.parse(line ?? '{}')).toMatchObject({ reqId: 'lb-trace-8', userId: null, method: 'GET', url: '/api/v1/investments/%E0%A4%A', route: 'unmatched', statusCode: 400 });
    });
  });
}
