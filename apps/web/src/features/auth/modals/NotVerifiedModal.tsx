import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { ACCOUNT_COPY, MESSAGES } from '@thesis/domain';
import { useState } from 'react';
import { authApi } from '../api';

/** Sign-in 409: 'You have not verified your account.' with Re-send and a note to check spam (spec §8). */
export function NotVerifiedModal({ email, onClose }: { email: string; onClose(): void }) {
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await authApi.resendVerification(email);
      setSent(true);
    } catch {
      // the API client has shown the reason
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="md">
      <Text fw={600}>{MESSAGES.notVerified}</Text>
      <Text size="sm">
        We sent a verification link to <strong>{email}</strong> when you signed up. Open it to activate your account, or ask for a new one.
      </Text>
      <Text size="sm" c="dimmed">
        {ACCOUNT_COPY.notVerifiedSpamNote}
      </Text>
      {sent && (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} aria-hidden="true" />} role="status">
          {MESSAGES.verificationSent}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => void resend()} loading={sending} data-autofocus>
          Re-send
        </Button>
      </Group>
    </Stack>
  );
}
