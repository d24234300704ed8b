import { INTERVAL_LABELS, PLAN_NAMES, planRank, type BillingInterval, type PlanId } from './plans';
import type { HistoryKind, PlanChangeSource } from './schemas';

export interface HistoryEntry {
  kind: HistoryKind;
  from_plan: PlanId | null;
  to_plan: PlanId | null;
  interval: BillingInterval | null;
  amount: number | null;
  currency: string | null;
  source: PlanChangeSource;
}

function planWithInterval(plan: PlanId, interval: BillingInterval | null): string {
  return plan !== 'free' && interval ? `${PLAN_NAMES[plan]} (${INTERVAL_LABELS[interval].adjective.toLowerCase()})` : PLAN_NAMES[plan];
}

const SOURCE_NOTES: Record<PlanChangeSource, string> = {
  stripe: '',
  local: ' — no charge: payments are not configured',
  trial: '',
  operator: ' by the administrator',
};

/** One line of the billing history, as the /billing page and the API show it. */
export function describeHistoryEntry(entry: HistoryEntry): string {
  if (entry.kind === 'payment') return 'Payment received';
  if (entry.kind === 'payment_failed') return 'Payment failed: Stripe retries it, or update your card';
  const to = entry.to_plan ?? 'free';
  if (entry.source === 'trial') {
    return to === 'free' ? 'Free trial ended: moved to Free' : `Free trial of ${PLAN_NAMES[to]} started`;
  }
  const target = planWithInterval(to, entry.interval);
  const from = entry.from_plan;
  const note = SOURCE_NOTES[entry.source];
  if (from === null) return `Started on ${target}${note}`;
  if (from === to) return `Billing changed to ${target}${note}`;
  if (to === 'free') return `Cancelled ${PLAN_NAMES[from]}: moved to Free${note}`;
  return `${planRank(to) > planRank(from) ? 'Upgraded' : 'Downgraded'} from ${PLAN_NAMES[from]} to ${target}${note}`;
}
