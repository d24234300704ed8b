import { Alert, Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { BILLING_MESSAGES, billingSummary, PAGE_TITLES, trialCountdown, type BillingInterval, type CheckoutRequest } from '@thesis/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useBillingPlans, useCheckout } from '../../features/billing/api';
import { CheckoutOutcome } from '../../features/billing/CheckoutOutcome';
import { IntervalSwitch } from '../../features/billing/IntervalSwitch';
import { ManageBillingButton } from '../../features/billing/ManageBillingButton';
import { PastDueBanner } from '../../features/billing/PastDueBanner';
import { PlanAction } from '../../features/billing/PlanAction';
import { PlanGrid } from '../../features/billing/PlanGrid';
import { PlansUnavailable } from '../../features/billing/PlansUnavailable';
import { PRICES_NOTE, TrialTerms } from '../../features/billing/TrialTerms';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';

/** /pricing for signed-in users: the plans with the current one marked, and the way to change it. */
export default function PricingPage() {
  usePageMeta(PAGE_TITLES.pricing);
  const plans = useBillingPlans();
  const navigate = useNavigate();
  const state = plans.data?.current ?? null;
  const [chosenInterval, setChosenInterval] = useState<BillingInterval | null>(null);
  const interval = chosenInterval ?? state?.interval ?? 'month';
  const [pending, setPending] = useState<CheckoutRequest | null>(null);
  const checkout = useCheckout((result) => {
    const url = new URL(result.url);
    void navigate(`${url.pathname}${url.search}`, { replace: true });
  });

  if (plans.isPending) return <PageLoader />;
  if (plans.isError || !state) return <PlansUnavailable onRetry={() => void plans.refetch()} />;
  const { mode } = plans.data;

  async function choose(request: CheckoutRequest) {
    setPending(request);
    try {
      await checkout.mutateAsync(request);
    } finally {
      setPending(null);
    }
  }

  return (
    <Container size="lg" py={{ base: 40, md: 56 }}>
      <Stack gap="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} fz={{ base: 30, sm: 36 }}>
            Choose your plan
          </Title>
          <Text c="gray.8" maw={680} data-testid="current-plan-summary">
            {billingSummary(state)}
          </Text>
        </Stack>
        <CheckoutOutcome />
        <PastDueBanner />
        {state.role === 'admin' ? (
          <Alert color="thesis" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
            {BILLING_MESSAGES.adminHasNoPlan}
          </Alert>
        ) : (
          <>
            {mode !== 'stripe' && (
              <Alert color="thesis" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />} data-testid="billing-mode-note">
                {mode === 'local' ? `${BILLING_MESSAGES.localModeNote}.` : BILLING_MESSAGES.offModeNote}
              </Alert>
            )}
            <IntervalSwitch plans={plans.data.plans} value={interval} onChange={setChosenInterval} />
            <PlanGrid
              plans={plans.data.plans}
              interval={interval}
              currentPlan={state.plan}
              currentNote={state.trial.active && state.trial.days_left !== null && state.plan === 'investor' ? `Free trial · ${trialCountdown(state.trial.days_left)}` : undefined}
              action={(plan) => <PlanAction plan={plan} interval={interval} state={state} mode={mode} pending={pending} onChoose={choose} />}
            />
            <Group justify="center" gap="md">
              {mode === 'stripe' && state.has_billing_account ? (
                <ManageBillingButton variant="default" returnPath={PATHS.pricing} />
              ) : (
                <Anchor component={Link} to={PATHS.billing} underline="always">
                  See your plan and billing history
                </Anchor>
              )}
            </Group>
          </>
        )}
        {state.trial.active ? (
          <TrialTerms trialDays={plans.data.trial_days} />
        ) : (
          <Text size="xs" c="gray.8" ta="center">
            {PRICES_NOTE}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
