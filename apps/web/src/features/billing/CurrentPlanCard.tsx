import { Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  formatDate,
  formatPlanCost,
  INTERVAL_LABELS,
  PLAN_NAMES,
  trialCountdown,
  type BillingMode,
  type BillingState,
  type Plan,
} from '@thesis/domain';
import type { ReactNode } from 'react';

function statusBadge(state: BillingState): ReactNode {
  if (state.past_due) return <Badge color="red">Payment failed</Badge>;
  if (state.trial.active && state.plan === 'investor') return <Badge color="thesis">Free trial</Badge>;
  if (state.cancel_at_period_end) return <Badge color="orange">Ends at the period’s end</Badge>;
  return <Badge color="green">Active</Badge>;
}

function billingLine(state: BillingState, plan: Plan | undefined, mode: BillingMode): string {
  if (state.plan === 'free' || (state.trial.active && state.plan === 'investor')) return 'No charge';
  if (!state.interval) return 'Assigned by your administrator';
  if (mode === 'local') return `${INTERVAL_LABELS[state.interval].adjective} · no charge (payments are not configured on this server)`;
  return plan?.prices ? `${formatPlanCost(plan.prices[state.interval], state.interval)} by card` : INTERVAL_LABELS[state.interval].adjective;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Box fz="sm">{children}</Box>
    </>
  );
}

/** The plan in force on /billing: name and status, what it costs, the trial and the renewal. */
export function CurrentPlanCard({ state, plans, mode }: { state: BillingState; plans: Plan[]; mode: BillingMode }) {
  const plan = plans.find((candidate) => candidate.id === state.plan);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="current-plan-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="current-plan-title">
          Your plan
        </Title>
        <Box style={{ display: 'grid', gridTemplateColumns: 'minmax(120px, auto) 1fr', columnGap: 24, rowGap: 10, alignItems: 'center' }}>
          <Row label="Plan">
            <Group gap="xs">
              <Text span fw={700} data-testid="billing-plan-name">
                {PLAN_NAMES[state.plan]}
              </Text>
              {statusBadge(state)}
            </Group>
          </Row>
          <Row label="Billing">{billingLine(state, plan, mode)}</Row>
          {state.trial.active && state.trial.days_left !== null && (
            <Row label="Free trial">
              {trialCountdown(state.trial.days_left)}
              {state.trial.ends_at ? ` (last day ${formatDate(new Date(Date.parse(state.trial.ends_at) - 1))})` : ''}
            </Row>
          )}
          {state.current_period_end && <Row label={state.cancel_at_period_end ? 'Ends on' : 'Renews on'}>{formatDate(state.current_period_end)}</Row>}
          {plan && plan.seats > 0 && <Row label="Team seats">{plan.seats}</Row>}
        </Box>
      </Stack>
    </Paper>
  );
}
