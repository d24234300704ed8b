import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { BILLING_MESSAGES, PLAN_NAMES } from '@thesis/domain';
import { useLocation } from 'react-router';
import { useBillingState } from './api';
import { ManageBillingButton } from './ManageBillingButton';

/** Shown while Stripe retries a failed payment (past_due): the plan is kept, the card needs updating. */
export function PastDueBanner() {
  const state = useBillingState();
  const { pathname } = useLocation();
  if (!state?.past_due) return null;
  return (
    <Alert color="red" variant="light" mb="lg" icon={<IconAlertTriangle size={20} aria-hidden="true" />} title="Payment failed" data-testid="past-due-banner">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {BILLING_MESSAGES.pastDue} You are still on {PLAN_NAMES[state.plan]} while the payment is retried.
        </Text>
        <ManageBillingButton size="xs" color="red" label="Update your card" returnPath={pathname} />
      </Group>
    </Alert>
  );
}
