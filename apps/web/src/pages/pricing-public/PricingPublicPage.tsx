import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { PAGE_TITLES, TRIAL_DAYS } from '@thesis/domain';
import { PlanGrid } from '../../features/billing/PlanGrid';
import { TrialTerms } from '../../features/billing/TrialTerms';
import { accountModals } from '../../features/auth/account-modals';
import { usePageMeta } from '../../lib/page-meta';

/** /pricing-public: the plans for visitors. */
export default function PricingPublicPage() {
  usePageMeta(PAGE_TITLES.pricing);
  return (
    <Container size="xl" py={{ base: 40, md: 64 }}>
      <Stack gap="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} fz={{ base: 30, sm: 38 }}>
            Plans and pricing
          </Title>
          <Text c="gray.8" maw={620}>
            Start with {TRIAL_DAYS} days of the Investor plan for free. Afterwards, stay on Free for as long as you like or pick the plan that fits
            how you invest.
          </Text>
        </Stack>
        <PlanGrid
          action={(plan) => (
            <Button fullWidth variant={plan.highlighted ? 'filled' : 'default'} onClick={() => accountModals.open({ kind: 'signUp' })}>
              {plan.role === 'free' ? 'Sign up free' : 'Start free trial'}
            </Button>
          )}
        />
        <TrialTerms />
      </Stack>
    </Container>
  );
}
