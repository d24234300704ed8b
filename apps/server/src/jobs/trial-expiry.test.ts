import { expect, it } from 'vitest';
import { trialEndsAt, type PlanId } from '@thesis/domain';
import { describeEachDb, type TestContext } from '../test/build-test-app';
import { createUser, login } from '../test/factories/user';
import { billingState, historyOf } from '../modules/billing/billing.test-helpers';
import { runTrialExpiry } from './trial-expiry';

const DAY = 86_400_000;

/** A user who signed up at `signUp` (as sign-up stores the trial). */
function trialUser(ctx: TestContext, signUp: Date, overrides: Parameters<typeof createUser>[1] = {}) {
  return createUser(ctx, { role: 'investor', trial_ends_at: trialEndsAt(signUp).toISOString(), created_at: signUp.toISOString(), ...overrides });
}

function mailsTo(ctx: TestContext, email: string) {
  return ctx.outbox().filter((message) => message.to.includes(email));
}

async function roleOf(ctx: TestContext, id: string) {
  return (await ctx.db.db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;
}

describeEachDb('the trial job', (ctx) => {
  it('reminds at 3 days left, keeps days 89 and 90, ends on day 91, and sends each e-mail once', async () => {
    const signUp = new Date('2031-01-10T14:30:00Z');
    const user = await trialUser(ctx, signUp);
    const changes: [string, PlanId, PlanId][] = [];
    const stop = ctx.app.deps.billing.onPlanChange(async (userId, from, to) => void changes.push([userId, from, to]));
    const at = (days: number) => runTrialExpiry(ctx.app.deps, new Date(signUp.getTime() + days * DAY));
    try {
      await at(86);
      expect(mailsTo(ctx, user.email)).toHaveLength(0);

      await at(87);
      const [reminder] = mailsTo(ctx, user.email);
      expect(reminder?.subject).toBe('Your Thesis free trial ends in 3 days');
      expect(reminder?.text).toContain('its last day is 10 Apr 2031 (UTC)');
      expect(reminder?.text).toContain('http://localhost:3000/pricing');

      await at(89);
      expect(await roleOf(ctx, user.id)).toBe('investor');
      await at(89.5);
      await at(90);
      expect(await roleOf(ctx, user.id)).toBe('investor');
      expect(mailsTo(ctx, user.email)).toHaveLength(1);

      await at(91);
      expect(await roleOf(ctx, user.id)).toBe('free');
      const mails = mailsTo(ctx, user.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['Your Thesis free trial ends in 3 days', 'Your Thesis free trial has ended']);
      expect(mails[1]!.text).toContain('ended on 10 Apr 2031, and your account is now on the Free plan');

      await at(91.1);
      await at(120);
      expect(mailsTo(ctx, user.email)).toHaveLength(2);
      expect(changes).toEqual([[user.id, 'investor', 'free']]);
    } finally {
      stop();
    }
    const session = await login(ctx, user);
    expect((await historyOf(ctx, session)).map((row) => [row.source, row.description])).toEqual([['trial', 'Free trial ended: moved to Free']]);
  });

  it('shows the end of the trial once in the app, until dismissed', async () => {
    const signUp = new Date(Date.now() - 95 * DAY);
    const user = await trialUser(ctx, signUp);
    await runTrialExpiry(ctx.app.deps);
    const session = await login(ctx, user);
    expect(await billingState(ctx, session)).toMatchObject({ plan: 'free', trial: { active: false }, trial_ended_notice: true });
    const dismiss = await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/notices/trial-ended', headers: session.headers });
    expect(dismiss.statusCode).toBe(200);
    expect(dismiss.json().data).toMatchObject({ plan: 'free', trial_ended_notice: false });
    expect((await billingState(ctx, session)).trial_ended_notice).toBe(false);
  });

  it('ends a trial found over at sign-in the same way, once', async () => {
    const user = await trialUser(ctx, new Date(Date.now() - 92 * DAY));
    const session = await login(ctx, user);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile?include=roles', headers: session.headers });
    expect(profile.json().data.roles).toEqual(['free']);
    expect((await billingState(ctx, session)).trial_ended_notice).toBe(true);
    const run = await runTrialExpiry(ctx.app.deps);
    expect(mailsTo(ctx, user.email).map((mail) => mail.subject)).toEqual(['Your Thesis free trial has ended']);
    expect(run.expired).toBe(0);
    expect(await historyOf(ctx, session)).toHaveLength(1);
  });

  it('leaves alone a user who chose a plan during the trial, and never reminds them', async () => {
    const signUp = new Date(Date.now() - 88 * DAY);
    const user = await trialUser(ctx, signUp);
    const session = await login(ctx, user);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/checkout', headers: session.headers, payload: { plan: 'proInvestor', interval: 'month' } })).statusCode).toBe(200);
    await runTrialExpiry(ctx.app.deps, new Date(signUp.getTime() + 89 * DAY));
    await runTrialExpiry(ctx.app.deps, new Date(signUp.getTime() + 95 * DAY));
    expect(await roleOf(ctx, user.id)).toBe('proInvestor');
    expect(mailsTo(ctx, user.email)).toHaveLength(0);
  });

  it('keeps a plan the operator gave, and the role of a team member, without e-mails for the former', async () => {
    const signUp = new Date(Date.now() - 100 * DAY);
    const pro = await trialUser(ctx, signUp, { role: 'proInvestor' });
    const member = await trialUser(ctx, signUp, { role: 'teamAnalyst' });
    await runTrialExpiry(ctx.app.deps);
    expect(await roleOf(ctx, pro.id)).toBe('proInvestor');
    expect(mailsTo(ctx, pro.email)).toHaveLength(0);
    expect(await roleOf(ctx, member.id)).toBe('teamAnalyst');
    const [ended] = mailsTo(ctx, member.email);
    expect(ended?.text).toContain('Your work inside your team is not affected.');
    expect(await ctx.app.deps.billing.planOf(member.id)).toBe('free');
  });

  it('retries an e-mail that failed at the next run', async () => {
    const signUp = new Date(Date.now() - 88.5 * DAY);
    const user = await trialUser(ctx, signUp);
    const failing = { ...ctx.app.deps, mailer: { outboxDir: undefined, send: () => Promise.reject(new Error('SMTP down')) } };
    const first = await runTrialExpiry(failing);
    expect(first).toMatchObject({ reminded: 1, mailed: 0 });
    expect(mailsTo(ctx, user.email)).toHaveLength(0);
    const second = await runTrialExpiry(ctx.app.deps);
    expect(second).toMatchObject({ reminded: 0 });
    expect(mailsTo(ctx, user.email)).toHaveLength(1);
  });
});
