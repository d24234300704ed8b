import { expect, it, onTestFinished } from 'vitest';
import { BILLING_MESSAGES, tooManyRequestsMessage, trialEndsAt, type BillingPlans } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { billingState, checkout, getPlans, historyOf, planChangeRecorder, portal, postWebhook, storedSubscription, storedUser } from './billing.test-helpers';

const PRICES = {
  BILLING_PRICE_INVESTOR_MONTHLY: '24',
  BILLING_PRICE_INVESTOR_YEARLY: '240',
  BILLING_PRICE_PRO_MONTHLY: '59.5',
  BILLING_PRICE_PRO_YEARLY: '595',
  BILLING_PRO_SEATS: '7',
};

const onTrial = () => ({ role: 'investor' as const, trial_ends_at: trialEndsAt(new Date()).toISOString() });

describeEachDb('billing in local mode (the embedded default)', (ctx) => {
  const { changes, listen } = planChangeRecorder(ctx);

  it('lists Free, Investor and Pro Investor with the configured prices and seats, to visitors too', async () => {
    const response = await getPlans(ctx);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: BillingPlans }>();
    expect(data).toMatchObject({ mode: 'local', currency: 'USD', trial_days: 90, current: null });
    expect(data.plans.map((plan) => [plan.id, plan.name, plan.prices, plan.seats])).toEqual([
      ['free', 'Free', null, 0],
      ['investor', 'Investor', { month: 24, year: 240 }, 0],
      ['proInvestor', 'Pro Investor', { month: 59.5, year: 595 }, 7],
    ]);
    expect(data.plans[2]!.features).toContain('A team workspace with 7 seats');
    expect(JSON.stringify(data.plans)).not.toMatch(/"Team"|\$99/);
    expect(ctx.app.deps.billing.seatsFor('proInvestor')).toBe(7);
    expect(ctx.app.deps.billing.seatsFor('investor')).toBe(0);
  });

  it('shows a signed-in user their plan and trial, hides prices from an administrator and refuses a bad token', async () => {
    const trial = await signedInUser(ctx, onTrial());
    expect(await billingState(ctx, trial)).toMatchObject({
      plan: 'investor', role: 'investor', paid_plan: 'free', interval: null, status: null, past_due: false,
      trial: { active: true, days_left: 90 }, has_billing_account: false, trial_ended_notice: false,
      abilities: { change_plan: true, manage_billing: true },
    });
    const admin = await signedInUser(ctx, { role: 'admin' });
    const adminView = (await getPlans(ctx, admin)).json<{ data: BillingPlans }>().data;
    expect(adminView.plans.every((plan) => plan.prices === null)).toBe(true);
    expect(adminView.current).toMatchObject({ role: 'admin', abilities: { change_plan: false } });
    const stale = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/plans', headers: { authorization: 'Bearer nonsense' } });
    expect(stale.statusCode).toBe(401);
  });

  it('refuses a checkout without a session or with a bad plan or interval', async () => {
    expect((await checkout(ctx, null, { plan: 'investor', interval: 'month' })).statusCode).toBe(401);
    const session = await signedInUser(ctx, onTrial());
    const missing = await checkout(ctx, session, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ message: BILLING_MESSAGES.planRequired, errors: { plan: [BILLING_MESSAGES.planRequired] } });
    const team = await checkout(ctx, session, { plan: 'team', interval: 'fortnight' });
    expect(team.statusCode).toBe(422);
    expect(team.json().errors).toEqual({ plan: [BILLING_MESSAGES.planRequired], interval: [BILLING_MESSAGES.intervalRequired] });
  });

  it('applies a plan at once, ends the trial, records the history and tells the listeners; then down to Investor and Free', async () => {
    listen();
    const session = await signedInUser(ctx, onTrial());
    const id = session.user.id;
    const upgrade = await checkout(ctx, session, { plan: 'proInvestor', interval: 'year' });
    expect(upgrade.statusCode).toBe(200);
    expect(upgrade.json()).toEqual({ data: { url: 'http://localhost:3000/pricing?checkout=local&plan=proInvestor', applied: true } });
    expect(await storedUser(ctx, id)).toEqual({ role: 'proInvestor', trial_ends_at: null });
    expect(await billingState(ctx, session)).toMatchObject({ plan: 'proInvestor', paid_plan: 'proInvestor', interval: 'year', status: 'active', trial: { active: false } });
    expect(await ctx.app.deps.billing.planOf(id)).toBe('proInvestor');
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile?include=roles', headers: session.headers });
    expect(profile.json().data).toMatchObject({ roles: ['proInvestor'], trial: { active: false } });

    const again = await checkout(ctx, session, { plan: 'proInvestor', interval: 'year' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(BILLING_MESSAGES.alreadyOnPlan);
    expect((await checkout(ctx, session, { plan: 'proInvestor', interval: 'month' })).statusCode).toBe(200);
    expect((await checkout(ctx, session, { plan: 'investor', interval: 'month' })).statusCode).toBe(200);
    expect((await storedUser(ctx, id)).role).toBe('investor');
    expect((await checkout(ctx, session, { plan: 'free' })).statusCode).toBe(200);
    expect((await storedUser(ctx, id)).role).toBe('free');
    expect(await ctx.app.deps.billing.planOf(id)).toBe('free');
    const free = await checkout(ctx, session, { plan: 'free' });
    expect(free.statusCode).toBe(422);
    expect(free.json().message).toBe(BILLING_MESSAGES.alreadyFree);

    expect((await historyOf(ctx, session)).map((row) => [row.kind, row.from_plan, row.to_plan, row.interval, row.source, row.description])).toEqual([
      ['plan_change', 'investor', 'free', null, 'local', 'Cancelled Investor: moved to Free — no charge: payments are not configured'],
      ['plan_change', 'proInvestor', 'investor', 'month', 'local', 'Downgraded from Pro Investor to Investor (monthly) — no charge: payments are not configured'],
      ['plan_change', 'proInvestor', 'proInvestor', 'month', 'local', 'Billing changed to Pro Investor (monthly) — no charge: payments are not configured'],
      ['plan_change', 'investor', 'proInvestor', 'year', 'local', 'Upgraded from Investor to Pro Investor (yearly) — no charge: payments are not configured'],
    ]);
    // The interval change kept the plan in force: listeners hear only real changes.
    expect(changes).toEqual([
      [id, 'investor', 'proInvestor'],
      [id, 'proInvestor', 'investor'],
      [id, 'investor', 'free'],
    ]);
  });

  it('keeps the role of a team administrator and changes only their stored plan; refuses other team roles and admins', async () => {
    listen();
    const teamAdmin = await signedInUser(ctx, { role: 'teamAdministrator' });
    expect((await checkout(ctx, teamAdmin, { plan: 'proInvestor', interval: 'month' })).statusCode).toBe(200);
    expect((await storedUser(ctx, teamAdmin.user.id)).role).toBe('teamAdministrator');
    expect(await storedSubscription(ctx, teamAdmin.user.id)).toMatchObject({ plan: 'proInvestor', billing_interval: 'month', status: 'active', source: 'local' });
    expect(await ctx.app.deps.billing.planOf(teamAdmin.user.id)).toBe('proInvestor');
    expect(changes).toEqual([[teamAdmin.user.id, 'free', 'proInvestor']]);

    for (const [role, message] of [
      ['teamAnalyst', BILLING_MESSAGES.teamMemberPlan],
      ['teamViewer', BILLING_MESSAGES.teamMemberPlan],
      ['admin', BILLING_MESSAGES.adminHasNoPlan],
    ] as const) {
      const session = await signedInUser(ctx, { role });
      const response = await checkout(ctx, session, { plan: 'investor', interval: 'month' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
      expect(await storedSubscription(ctx, session.user.id)).toBeUndefined();
    }
  });

  it('counts a role given by the operator as that plan until a plan is chosen', async () => {
    const pro = await signedInUser(ctx, { role: 'proInvestor' });
    expect(await ctx.app.deps.billing.planOf(pro.user.id)).toBe('proInvestor');
    expect(await billingState(ctx, pro)).toMatchObject({ plan: 'proInvestor', paid_plan: 'proInvestor' });
    listen();
    expect((await checkout(ctx, pro, { plan: 'investor', interval: 'year' })).statusCode).toBe(200);
    expect(changes).toEqual([[pro.user.id, 'proInvestor', 'investor']]);
  });

  it('applies the change even when a listener fails', async () => {
    const stop = ctx.app.deps.billing.onPlanChange(() => Promise.reject(new Error('listener broke')));
    onTestFinished(stop);
    const session = await signedInUser(ctx, onTrial());
    expect((await checkout(ctx, session, { plan: 'investor', interval: 'month' })).statusCode).toBe(200);
    expect((await storedUser(ctx, session.user.id)).role).toBe('investor');
    expect(await historyOf(ctx, session)).toHaveLength(1);
  });

  it('answers the local /billing page as the portal, and only returns to pages of the app', async () => {
    const session = await signedInUser(ctx, onTrial());
    for (const returnUrl of [undefined, '/pricing', 'http://localhost:3000/billing?x=1']) {
      const response = await portal(ctx, session, returnUrl);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { portal_url: 'http://localhost:3000/billing' } });
    }
    for (const hostile of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', 'http://localhost:3000.evil.example/', 'http://user@localhost:3000/billing', 'http://localhost:3001/billing', '/\\evil.example']) {
      const response = await portal(ctx, session, hostile);
      expect(response.statusCode, hostile).toBe(422);
      expect(response.json()).toEqual({ message: BILLING_MESSAGES.returnUrlInvalid, errors: { return_url: [BILLING_MESSAGES.returnUrlInvalid] } });
    }
    expect((await portal(ctx, null)).statusCode).toBe(401);
  });

  it('limits portal visits (like checkouts) to 30 per user in 10 minutes', async () => {
    const session = await signedInUser(ctx, onTrial());
    for (let visit = 0; visit < 30; visit++) expect((await portal(ctx, session)).statusCode).toBe(200);
    const limited = await portal(ctx, session);
    expect(limited.statusCode).toBe(429);
    // Ten minutes' window: the message says how many minutes, as Retry-After does in seconds.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(540);
    expect(limited.json().message).toBe(tooManyRequestsMessage(retryAfter));
    expect(limited.json().message).toMatch(/^Too many attempts\. Please wait (9|10) minutes and try again\.$/);
    const other = await signedInUser(ctx, onTrial());
    expect((await portal(ctx, other)).statusCode).toBe(200);
  });

  it('pages the history and validates the page size', async () => {
    const session = await signedInUser(ctx, onTrial());
    await checkout(ctx, session, { plan: 'investor', interval: 'month' });
    await checkout(ctx, session, { plan: 'proInvestor', interval: 'month' });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/history?limit=1&page=2', headers: session.headers });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ data: [{ to_plan: 'investor' }], meta: { pagination: { total: 2, count: 1, per_page: 1, current_page: 2, total_pages: 2 } } });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/history?limit=1000', headers: session.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ limit: ['The limit must be a whole number from 1 to 100'] });
  });

  it('documents every billing route under the Billing tag', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>();
    const billing = [
      ['/api/v1/billing/plans', 'get'],
      ['/api/v1/billing/checkout', 'post'],
      ['/api/v1/users/stripe/portal_url', 'get'],
      ['/api/v1/billing/history', 'get'],
      ['/api/v1/billing/notices/trial-ended', 'post'],
      ['/api/v1/billing/stripe/webhook', 'post'],
    ] as const;
    for (const [path, method] of billing) expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['Billing']);
  });

  it('has no Stripe webhook without Stripe', async () => {
    const response = await postWebhook(ctx, '{"id":"evt_1"}', 't=1,v1=abc');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: BILLING_MESSAGES.stripeNotConfigured });
  });
}, { env: PRICES });

describeEachDb('billing with BILLING_MODE=off', (ctx) => {
  it('lets nobody change plans; the plans, the history and the local billing page stay readable', async () => {
    const session = await signedInUser(ctx, onTrial());
    const plans = (await getPlans(ctx, session)).json<{ data: BillingPlans }>().data;
    expect(plans.mode).toBe('off');
    expect(plans.current).toMatchObject({ plan: 'investor', abilities: { change_plan: false, manage_billing: false } });
    const refused = await checkout(ctx, session, { plan: 'proInvestor', interval: 'month' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: BILLING_MESSAGES.planChangesOff });
    expect((await storedUser(ctx, session.user.id)).role).toBe('investor');
    expect((await portal(ctx, session)).json()).toEqual({ data: { portal_url: 'http://localhost:3000/billing' } });
    expect(await historyOf(ctx, session)).toEqual([]);
  });
}, { env: { BILLING_MODE: 'off' } });
