import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { PAGE_TITLES, type BillingInterval, type PlanId } from '@thesis/domain';
import { useState } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { accountModals } from '../../features/auth/account-modals';
import { useBillingPlans } from '../../features/billing/api';
import { IntervalSwitch } from '../../features/billing/IntervalSwitch';
import { PlanGrid } from '../../features/billing/PlanGrid';
import { PlansUnavailable } from '../../features/billing/PlansUnavailable';
import { TrialTerms } from '../../features/billing/TrialTerms';
import { usePageMeta } from '../../lib/page-meta';

const PUBLIC_ACTIONS: Record<PlanId, string> = { free: 'Sign up free', investor: 'Start free trial', proInvestor: 'Start free, then upgrade' };

/** /pricing-public: the plans and their configured prices for visitors, each with a way to start. */
export default function PricingPublicPage() {
  usePageMeta(PAGE_TITLES.pricing);
  const plans = useBillingPlans();
  const [interval, setChosenInterval] = useState<BillingInterval>('month');
  if (plans.isPending) return <PageLoader />;
  if (plans.isError) return <PlansUnavailable onRetry={() => void plans.refetch()} />;
  const { trial_days: trialDays } = plans.data;
  return (
    <Container size="lg" py={{ base: 40, md: 64 }}>
      <Stack gap="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} fz={{ base: 30, sm: 38 }}>
            Plans and pricing
          </Title>
          <Text c="gray.8" maw={620}>
            Start with {trialDays} days of the Investor plan for free. Afterwards, stay on Free for as long as you like or pick the plan that fits how you invest.
          </Text>
        </Stack>
        <IntervalSwitch plans={plans.data.plans} value={interval} onChange={setChosenInterval} />
        <PlanGrid
          plans={plans.data.plans}
          interval={interval}
          action={(plan) => (
            <Button fullWidth variant={plan.id === 'investor' ? 'filled' : 'default'} onClick={() => accountModals.open({ kind: 'signUp' })}>
              {PUBLIC_ACTIONS[plan.id]}
            </Button>
          )}
        />
        <TrialTerms trialDays={trialDays} />
      </Stack>
    </Container>
  );
}
