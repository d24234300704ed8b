import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isPaidPlan,
  isTrialActive,
  keepsRoleOnPlanChange,
  planOfRole,
  TRIAL_ROLE,
  type BillingInterval,
  type PlanChangeSource,
  type PlanId,
  type SubscriptionStatus,
} from '@thesis/domain';
import type { BillingConfig } from '../../config';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { BillingRepository, type SubscriptionChanges, type SubscriptionRow } from './billing.repository';

/** Statuses under which a stored paid plan is in force (past_due keeps the plan while Stripe retries). */
const LIVE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'] satisfies SubscriptionStatus[];

export function isLive(row: Pick<SubscriptionRow, 'plan' | 'status'> | undefined): boolean {
  return row !== undefined && isPaidPlan(row.plan) && LIVE_STATUSES.includes(row.status);
}

/** The trial and role of a user, which decide the plan in force besides the stored subscription. */
export interface PlanHolder {
  role: string;
  trial_ends_at: string | null;
}

/**
 * The plan a user holds without any billing record: the plan their role names when an operator
 * assigned it (no trial), else Free. Such users exist from before billing, from the operator CLI
 * and from tests; the first billing write stores this plan for them.
 */
export function planWithoutRecord(user: PlanHolder): PlanId {
  // The trial role with a trial date is the trial itself; any other plan role was given on purpose.
  if (user.role === TRIAL_ROLE && user.trial_ends_at !== null) return 'free';
  return planOfRole(user.role) ?? 'free';
}

/** The plan in force: a live paid plan, else an active trial (Investor), else the role's plan when there is no billing record, else Free. */
export function effectivePlan(row: Pick<SubscriptionRow, 'plan' | 'status'> | undefined, user: PlanHolder, now: Date = new Date()): PlanId {
  if (row && isLive(row) && isPaidPlan(row.plan)) return row.plan;
  if (isTrialActive(user.trial_ends_at, now)) return 'investor';
  return row ? 'free' : planWithoutRecord(user);
}

export type PlanListener = (userId: string, from: PlanId, to: PlanId) => Promise<void>;

export interface PlanChange {
  userId: string;
  from: PlanId;
  to: PlanId;
}

/** What a change sets besides the plan: interval, status and Stripe's ids (all optional). */
export interface PlanDetails extends Omit<SubscriptionChanges, 'plan' | 'source' | 'billing_interval'> {
  interval?: BillingInterval | null;
  /** The Stripe event that caused it, kept with the history row. */
  eventId?: string | null;
}

/**
 * The one way a plan changes (issue #16): stores the plan, ends a running trial when the user
 * chose a plan, sets `users.role` to the plan in force — except for admins and team members,
 * whose stored plan alone changes — records the history, and tells the listeners when the plan
 * in force changed (Teams: the team becomes inactive when its owner stops being Pro Investor).
 */
export class PlanChanges {
  private readonly listeners: PlanListener[] = [];

  constructor(private readonly deps: { db: Db; config: BillingConfig; log?: FastifyBaseLogger }) {}

  /** Registers a listener for every change of the plan in force; answers a function that removes it. */
  onPlanChange(listener: PlanListener): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  /** Team seats of a plan (BILLING_PRO_SEATS for Pro Investor, none otherwise). */
  seatsFor(plan: PlanId): number {
    return plan === 'proInvestor' ? this.deps.config.proSeats : 0;
  }

  /** The plan in force for a user: an active trial counts as investor, past_due keeps the plan. */
  async planOf(userId: string, db: Kysely<Database> = this.deps.db.db): Promise<PlanId> {
    const user = await db.selectFrom('users').select(['role', 'trial_ends_at']).where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound();
    return effectivePlan(await new BillingRepository(db).subscriptionOf(userId), user);
  }

  /** Applies a plan in its own transaction, then tells the listeners. */
  async applyPlan(userId: string, plan: PlanId, source: PlanChangeSource, details: PlanDetails = {}, now: Date = new Date()): Promise<PlanChange> {
    const change = await this.deps.db.db.transaction().execute((trx) => this.applyWithin(trx, userId, plan, source, details, now));
    await this.notify(change);
    return change;
  }

  /** The writes of applyPlan inside the caller's transaction; call notify() after it commits. */
  async applyWithin(trx: Kysely<Database>, userId: string, plan: PlanId, source: PlanChangeSource, details: PlanDetails = {}, now: Date = new Date()): Promise<PlanChange> {
    const at = now.toISOString();
    const repository = new BillingRepository(trx);
    const user = await lockedUser(trx, userId, this.deps.db.dialect === 'postgres');
    const before = await repository.subscriptionOf(userId);
    // The trial's end compares with the plan in force during its last moment (the trial itself).
    const reference = source === 'trial' && user.trial_ends_at ? new Date(Math.min(now.getTime(), Date.parse(user.trial_ends_at) - 1)) : now;
    const from = effectivePlan(before, user, reference);
    const { interval, eventId, ...stripe } = details;
    const storedInterval = plan === 'free' ? null : (interval ?? before?.billing_interval ?? null);
    await repository.saveSubscription(userId, { status: 'active', ...stripe, plan, billing_interval: storedInterval, source }, at);
    // Choosing a plan ends a running trial; the trial's own end keeps its date.
    const trialEndsAt = source !== 'trial' && isTrialActive(user.trial_ends_at, now) ? null : user.trial_ends_at;
    const to = effectivePlan(await repository.subscriptionOf(userId), { role: user.role, trial_ends_at: trialEndsAt }, now);
    const userChanges = {
      ...(trialEndsAt !== user.trial_ends_at ? { trial_ends_at: trialEndsAt } : {}),
      ...(!keepsRoleOnPlanChange(user.role) && user.role !== to ? { role: to } : {}),
    };
    if (Object.keys(userChanges).length > 0) await trx.updateTable('users').set({ ...userChanges, updated_at: at }).where('id', '=', userId).execute();
    const intervalChanged = isPaidPlan(plan) && storedInterval !== (before?.billing_interval ?? null);
    if (from !== to || intervalChanged || (before?.plan ?? 'free') !== plan) {
      await repository.addHistory(
        { user_id: userId, kind: 'plan_change', from_plan: from, to_plan: plan, billing_interval: storedInterval, amount: null, currency: null, source, stripe_event_id: eventId ?? null },
        at,
      );
    }
    return { userId, from, to };
  }

  /** Calls every listener once when the plan in force changed; a failing listener is logged, not fatal. */
  async notify(change: PlanChange): Promise<void> {
    if (change.from === change.to) return;
    for (const listener of [...this.listeners]) {
      try {
        await listener(change.userId, change.from, change.to);
      } catch (error) {
        this.deps.log?.error({ err: error, userId: change.userId, from: change.from, to: change.to }, 'a plan-change listener failed');
      }
    }
  }
}

/** The user's row, locked for the transaction on PostgreSQL (SQLite serialises writers anyway). */
async function lockedUser(trx: Kysely<Database>, userId: string, lock: boolean) {
  let query = trx.selectFrom('users').select(['id', 'role', 'trial_ends_at']).where('id', '=', userId);
  if (lock) query = query.forUpdate();
  const user = await query.executeTakeFirst();
  if (!user) throw notFound();
  return user;
}
