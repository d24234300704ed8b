import { INTERVAL_LABELS, PLAN_NAMES, formatPlanPrice, planRank, type BillingInterval, type PlanId } from './plans';
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

function money(amount: number, currency: string | null): string {
  return !currency || currency.toUpperCase() === 'USD' ? formatPlanPrice(amount) : `${amount.toFixed(2)} ${currency.toUpperCase()}`;
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
  if (entry.kind === 'payment' || entry.kind === 'payment_failed') {
    const outcome = entry.kind === 'payment' ? 'received' : 'failed';
    return entry.amount === null ? `A payment ${outcome}` : `Payment of ${money(entry.amount, entry.currency)} ${outcome}`;
  }
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
