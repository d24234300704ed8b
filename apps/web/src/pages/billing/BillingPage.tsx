import { Alert, Box, Button, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { BILLING_MESSAGES, billingSummary, downgradeNotice, PAGE_TITLES } from '@thesis/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useBillingPlans, useCheckout } from '../../features/billing/api';
import { BillingHistory } from '../../features/billing/BillingHistory';
import { CurrentPlanCard } from '../../features/billing/CurrentPlanCard';
import { ManageBillingButton } from '../../features/billing/ManageBillingButton';
import { PlansUnavailable } from '../../features/billing/PlansUnavailable';
import { toast } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';

/**
 * /billing: the plan, the trial and the history of plan changes and payments. In local mode it is
 * the customer portal (portal_url points here): change the plan or cancel it; with Stripe,
 * Manage billing opens Stripe's portal.
 */
export default function BillingPage() {
  usePageMeta(PAGE_TITLES.billing);
  const plans = useBillingPlans();
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCheckout(() => toast.success(BILLING_MESSAGES.planApplied('Free')));
  if (plans.isPending) return <PageLoader />;
  const state = plans.data?.current;
  if (plans.isError || !state) return <PlansUnavailable onRetry={() => void plans.refetch()} />;
  const { mode } = plans.data;
  const canChange = state.abilities.change_plan;
  const paid = state.plan !== 'free' && !state.trial.active;
  const actions = (
    <>
      {canChange && (
        <Button component={Link} to={PATHS.pricing}>
          Change plan
        </Button>
      )}
      {mode === 'stripe' && state.has_billing_account && <ManageBillingButton variant="default" />}
      {mode === 'local' && canChange && paid && (
        <Button variant="default" color="red" onClick={() => setCancelling(true)}>
          Cancel plan
        </Button>
      )}
    </>
  );
  return (
    <Box maw={1040}>
      <PageHeader title={PAGE_TITLES.billing} description={billingSummary(state)} actions={actions} />
      <Stack gap="lg">
        {mode !== 'stripe' && (
          <Alert color="thesis" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
            {mode === 'local' ? `${BILLING_MESSAGES.localModeNote}.` : BILLING_MESSAGES.offModeNote}
          </Alert>
        )}
        {state.role !== 'admin' && <CurrentPlanCard state={state} plans={plans.data.plans} mode={mode} />}
        <BillingHistory />
      </Stack>
      <ConfirmDialog
        opened={cancelling}
        onClose={() => setCancelling(false)}
        title="Cancel plan"
        confirmLabel="Move to Free"
        color="red"
        onConfirm={() => cancel.mutateAsync({ plan: 'free' })}
      >
        {downgradeNotice(state.plan, 'free', false)}
      </ConfirmDialog>
    </Box>
  );
}
