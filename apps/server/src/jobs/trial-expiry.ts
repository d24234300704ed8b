import type { FastifyBaseLogger } from 'fastify';
import { TRIAL_WARNING_DAYS, trialDaysLeft } from '@thesis/domain';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { trialEndedMessage, trialEndingMessage } from '../modules/billing/billing.mail';
import { BillingRepository } from '../modules/billing/billing.repository';
import { isLive, planWithoutRecord, type PlanChanges } from '../modules/billing/plan-changes';
import { TrialNoticesRepository, type TrialUser } from '../modules/billing/trial-notices.repository';
import { displayName } from '../modules/users/users.presenter';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** A notice whose e-mail failed is retried for this long, then dropped (a late trial e-mail helps nobody). */
const MAIL_RETRY_MS = 2 * DAY_MS;

export interface TrialJobDeps {
  db: Db;
  billing: PlanChanges;
  mailer: Mailer;
  config: Config;
  log?: FastifyBaseLogger;
}

export interface TrialRun {
  /** Users told "your trial ends in 3 days". */
  reminded: number;
  /** Trials moved to Free. */
  expired: number;
  /** E-mails sent (reminders and ends). */
  mailed: number;
}

/**
 * Ends one user's trial if it is over: the plan becomes Free through applyPlan, once (the 'ended'
 * notice is the claim). A user who holds a plan anyway (paid, or given by the operator) keeps it
 * and gets neither the e-mail nor the notice.
 */
export async function expireTrialOf(deps: TrialJobDeps, user: Pick<TrialUser, 'id' | 'role' | 'trial_ends_at'>, now: Date = new Date()): Promise<boolean> {
  if (!user.trial_ends_at || Date.parse(user.trial_ends_at) > now.getTime()) return false;
  const row = await new BillingRepository(deps.db.db).subscriptionOf(user.id);
  const keepsPlan = isLive(row) || (!row && planWithoutRecord(user) !== 'free');
  const claimed = await new TrialNoticesRepository(deps.db.db).claim(user.id, 'ended', now.toISOString(), keepsPlan);
  if (!claimed) return false;
  if (!keepsPlan) await deps.billing.applyPlan(user.id, 'free', 'trial', {}, now);
  return !keepsPlan;
}

async function sendPending(deps: TrialJobDeps, now: Date): Promise<number> {
  const notices = new TrialNoticesRepository(deps.db.db);
  const pricingUrl = `${deps.config.appUrl}/pricing`;
  let mailed = 0;
  for (const pending of await notices.unmailed(new Date(now.getTime() - MAIL_RETRY_MS).toISOString())) {
    const input = {
      to: pending.email,
      name: displayName(pending),
      role: pending.role,
      trialEndsAt: pending.trial_ends_at ?? now.toISOString(),
      daysLeft: trialDaysLeft(pending.trial_ends_at, now) ?? 0,
      pricingUrl,
    };
    // A reminder for a trial that stopped meanwhile (a plan was chosen) is no longer due.
    const due = pending.kind === 'ended' || (pending.trial_ends_at !== null && Date.parse(pending.trial_ends_at) > now.getTime());
    try {
      if (due) await deps.mailer.send(pending.kind === 'ended' ? trialEndedMessage(input) : trialEndingMessage(input));
      await notices.markMailed(pending.notice_id, now.toISOString());
      if (due) mailed++;
    } catch (error) {
      deps.log?.error({ err: error, userId: pending.id, kind: pending.kind }, 'trial e-mail failed; retrying at the next run');
    }
  }
  return mailed;
}

/**
 * The trial work (issue #16): claims the "ends in 3 days" notice of every trial with three days
 * or fewer left, moves every ended trial to Free through applyPlan, and sends each notice's
 * e-mail once. `now` is injected by tests; the claims make a second run (or instance) a no-op.
 */
export async function runTrialExpiry(deps: TrialJobDeps, now: Date = new Date()): Promise<TrialRun> {
  const notices = new TrialNoticesRepository(deps.db.db);
  const at = now.toISOString();
  const warnUntil = new Date(now.getTime() + (TRIAL_WARNING_DAYS + 1) * DAY_MS).toISOString();
  let reminded = 0;
  for (const user of await notices.trialsWithout('ending_soon', warnUntil, at)) {
    if (await notices.claim(user.id, 'ending_soon', at)) reminded++;
  }
  let expired = 0;
  for (const user of await notices.trialsWithout('ended', at)) {
    if (await expireTrialOf(deps, user, now)) expired++;
  }
  return { reminded, expired, mailed: await sendPending(deps, now) };
}

/** Runs the trial work at start-up and then hourly. Returns a function that stops it. */
export function scheduleTrialExpiry(deps: TrialJobDeps, log: FastifyBaseLogger): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runTrialExpiry({ ...deps, log })
      .then((result) => {
        if (result.reminded + result.expired + result.mailed > 0) log.info(result, 'trial job');
      })
      .catch((error: unknown) => log.error({ err: error }, 'trial job failed'))
      .finally(() => {
        running = false;
      });
  };
  run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
