import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { BILLING_MESSAGES, isPlanId, PLAN_NAMES } from '@thesis/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useRefreshAfterPlanChange } from './api';

/** Stripe confirms a payment by webhook, a moment after Checkout returns: look again a few times. */
const CONFIRM_POLLS = 10;
const CONFIRM_EVERY_MS = 3000;

/**
 * What /pricing says when Checkout sends the user back (?checkout=success|canceled) or a local
 * change applied (?checkout=local&plan=…). Closing it clears the address.
 */
export function CheckoutOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  const plan = params.get('plan');
  const refresh = useRefreshAfterPlanChange();

  useEffect(() => {
    if (outcome !== 'success') return;
    let polls = 0;
    const timer = window.setInterval(() => {
      polls += 1;
      void refresh();
      if (polls >= CONFIRM_POLLS) window.clearInterval(timer);
    }, CONFIRM_EVERY_MS);
    return () => window.clearInterval(timer);
    // refresh is a new function each render; the polling follows the outcome only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  const message =
    outcome === 'local' && isPlanId(plan)
      ? BILLING_MESSAGES.planApplied(PLAN_NAMES[plan])
      : outcome === 'success'
        ? BILLING_MESSAGES.checkoutSucceeded
        : outcome === 'canceled'
          ? BILLING_MESSAGES.checkoutCanceled
          : null;
  if (!message) return null;
  const good = outcome !== 'canceled';
  return (
    <Alert
      color={good ? 'green' : 'thesis'}
      variant="light"
      icon={good ? <IconCircleCheck size={20} aria-hidden="true" /> : <IconInfoCircle size={20} aria-hidden="true" />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setParams({}, { replace: true })}
      role="status"
      data-testid="checkout-outcome"
    >
      {message}
    </Alert>
  );
}
