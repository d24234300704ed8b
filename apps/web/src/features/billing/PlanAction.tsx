import { Button, Text } from '@mantine/core';
import { downgradeNotice, type BillingInterval, type BillingMode, type BillingState, type CheckoutRequest, type Plan } from '@thesis/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { planChoice } from './plan-choice';

interface PlanActionProps {
  plan: Plan;
  interval: BillingInterval;
  state: BillingState;
  mode: BillingMode;
  /** The plan being chosen right now (its button spins, the others wait). */
  pending: CheckoutRequest | null;
  onChoose(choice: CheckoutRequest): Promise<unknown>;
}

/** A plan card's button: current plan, a note, or the change — confirmed first when it takes features away. */
export function PlanAction({ plan, interval, state, mode, pending, onChoose }: PlanActionProps) {
  const [confirming, setConfirming] = useState(false);
  const choice = planChoice(plan, interval, state, mode);
  if (choice.kind === 'current') {
    return (
      <Button fullWidth variant="default" disabled>
        {choice.label}
      </Button>
    );
  }
  if (choice.kind === 'note') {
    return (
      <Text size="sm" c="gray.8" ta="center" py={6}>
        {choice.label}
      </Text>
    );
  }
  const request: CheckoutRequest = { plan: plan.id, interval };
  const busy = pending?.plan === plan.id && pending.interval === interval;
  const choose = () => onChoose(request);
  return (
    <>
      <Button
        fullWidth
        variant={choice.downgrade ? 'default' : 'filled'}
        loading={busy}
        disabled={pending !== null && !busy}
        onClick={() => (choice.downgrade ? setConfirming(true) : void choose().catch(() => undefined))}
      >
        {choice.label}
      </Button>
      {choice.downgrade && (
        <ConfirmDialog
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={choice.label}
          confirmLabel={choice.label}
          color="red"
          onConfirm={choose}
        >
          {downgradeNotice(state.plan, plan.id, state.trial.active)}
        </ConfirmDialog>
      )}
    </>
  );
}
