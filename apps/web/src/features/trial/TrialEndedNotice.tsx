import { Alert, Button, Group, Text } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { BILLING_MESSAGES } from '@thesis/domain';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';
import { useBillingState, useDismissTrialEnded } from '../billing/api';

/** Once, after the trial ended and the account moved to Free: says so, with the plans (issue #18 item 5). */
export function TrialEndedNotice() {
  const state = useBillingState();
  const dismiss = useDismissTrialEnded();
  if (!state?.trial_ended_notice) return null;
  return (
    <Alert
      color="thesis"
      variant="light"
      mb="lg"
      icon={<IconHourglassEmpty size={20} aria-hidden="true" />}
      title={BILLING_MESSAGES.trialEndedTitle}
      withCloseButton
      closeButtonLabel="Dismiss the notice that the trial ended"
      onClose={() => dismiss.mutate()}
      data-testid="trial-ended-notice"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{BILLING_MESSAGES.trialEnded}</Text>
        {state.abilities.change_plan && (
          <Button component={Link} to={PATHS.pricing} size="xs" onClick={() => dismiss.mutate()}>
            Compare plans
          </Button>
        )}
      </Group>
    </Alert>
  );
}
