import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck, IconMailExclamation } from '@tabler/icons-react';
import { canUpgrade, MESSAGES, ROLE_LABELS, trialCountdown, type User } from '@thesis/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { SubscriptionChip } from '../../components/SubscriptionChip';
import { authApi } from '../auth/api';
import { roleOf } from '../auth/session';
import { formatDate } from '../../lib/format';
import { PATHS } from '../../lib/paths';

/** Role, trial days left, and e-mail verification with a resend. */
export function AccountStatusCard({ user }: { user: User }) {
  const role = roleOf(user);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const daysLeft = user.trial.active ? user.trial.days_left : null;

  async function resend() {
    setSending(true);
    try {
      await authApi.resendVerification(user.email);
      setSent(true);
    } catch {
      // shown by the API client
    } finally {
      setSending(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Subscription
        </Title>
        <Box style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 24, rowGap: 10, alignItems: 'center' }}>
          <Text size="sm" fw={600}>
            Role
          </Text>
          <Text size="sm" data-testid="role-label">
            {ROLE_LABELS[role]}
          </Text>
          <Text size="sm" fw={600}>
            Plan
          </Text>
          <div>
            <SubscriptionChip role={role} onTrial={user.trial.active} />
          </div>
          <Text size="sm" fw={600}>
            Free trial
          </Text>
          <Text size="sm" data-testid="trial-days-left">
            {daysLeft === null
              ? 'Not on a trial'
              : `${trialCountdown(daysLeft)}${user.trial_ends_at ? ` (last day ${formatDate(new Date(Date.parse(user.trial_ends_at) - 1))})` : ''}`}
          </Text>
        </Box>
        <Group>
          {canUpgrade(role) && (
            <Button component={Link} to={PATHS.pricing} variant="light">
              Upgrade
            </Button>
          )}
          {role !== 'admin' && (
            <Button component={Link} to={PATHS.billing} variant="default">
              Billing and history
            </Button>
          )}
        </Group>
        {!user.confirmed &&
          (sent ? (
            <Alert color="green" variant="light" icon={<IconMailCheck size={18} aria-hidden="true" />} role="status">
              {MESSAGES.verificationSent}
            </Alert>
          ) : (
            <Alert color="orange" variant="light" icon={<IconMailExclamation size={18} aria-hidden="true" />} title="Your e-mail is not verified">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{MESSAGES.notVerified}</Text>
                <Button size="xs" onClick={() => void resend()} loading={sending}>
                  Resend verification e-mail
                </Button>
              </Stack>
            </Alert>
          ))}
      </Stack>
    </Paper>
  );
}
