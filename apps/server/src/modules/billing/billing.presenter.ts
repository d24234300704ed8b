import {
  BILLING_INTERVALS,
  describeHistoryEntry,
  HISTORY_KINDS,
  isPlanId,
  PLAN_CHANGE_SOURCES,
  PLAN_IDS,
  planCopy,
  seesPrices,
  SUBSCRIPTION_STATUSES,
  type BillingHistoryRow,
  type BillingInterval,
  type Plan,
  type Role,
  type SubscriptionStatus,
} from '@thesis/domain';
import type { BillingConfig } from '../../config';
import type { HistoryRow } from './billing.repository';

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | null {
  return value !== null && value !== undefined && (list as readonly string[]).includes(value) ? (value as T) : null;
}

export const intervalOf = (value: string | null | undefined): BillingInterval | null => oneOf(BILLING_INTERVALS, value);
export const statusOf = (value: string | null | undefined): SubscriptionStatus | null => oneOf(SUBSCRIPTION_STATUSES, value);

/** The plan catalogue; prices are left out for an administrator, who never sees them. */
export function presentPlans(config: BillingConfig, viewerRole: Role | null): Plan[] {
  const showPrices = seesPrices(viewerRole);
  return PLAN_IDS.map((id) => {
    const copy = planCopy(id, config.proSeats);
    return {
      id,
      ...copy,
      prices: id === 'free' || !showPrices ? null : { ...config.prices[id] },
      seats: id === 'proInvestor' ? config.proSeats : 0,
    };
  });
}

/** A history row with its description; amounts from minor units. */
export function presentHistory(row: HistoryRow): BillingHistoryRow {
  const entry = {
    kind: oneOf(HISTORY_KINDS, row.kind) ?? 'plan_change',
    from_plan: isPlanId(row.from_plan) ? row.from_plan : null,
    to_plan: isPlanId(row.to_plan) ? row.to_plan : null,
    interval: intervalOf(row.billing_interval),
    amount: row.amount === null ? null : Number(row.amount) / 100,
    currency: row.currency,
    source: oneOf(PLAN_CHANGE_SOURCES, row.source) ?? 'stripe',
  };
  return { id: row.id, ...entry, description: describeHistoryEntry(entry), created_at: row.created_at };
}
