import { Text } from '@mantine/core';
import { ROLE_LABELS, subscriptionCost, subscriptionLabel, type Role } from '@thesis/domain';
import { usePlanPrices } from '../features/billing/api';

/**
 * Role and cost of the subscription (spec §6 Subscription chip), e.g. "Investor (Trial Period) · $0"
 * or "Pro Investor · $490/year": the configured price of the plan and the period it is paid for.
 */
export function SubscriptionChip({ role, onTrial }: { role: Role; onTrial: boolean }) {
  const { prices, interval } = usePlanPrices();
  const label = subscriptionLabel(role, onTrial, ROLE_LABELS[role]);
  const cost = subscriptionCost(role, onTrial, prices, interval);
  return (
    <Text
      span
      fz="sm"
      c="thesis.9"
      bg="thesis.0"
      px={10}
      py={3}
      data-testid="subscription-chip"
      style={{ display: 'inline-block', borderRadius: 'var(--mantine-radius-sm)', border: '1px solid var(--mantine-color-thesis-2)' }}
    >
      <Text span fw={700} inherit>
        {label}
      </Text>
      {cost && <> · {cost}</>}
    </Text>
  );
}
