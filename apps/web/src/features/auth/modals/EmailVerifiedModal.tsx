import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { MESSAGES } from '@thesis/domain';
import { useNavigate } from 'react-router';
import { useAuthState } from '../../../lib/auth-store';
import { PATHS } from '../../../lib/paths';
import { accountModals } from '../account-modals';

/** /verify-email success: 'Your email was successfully verified!' (spec §8). */
export function EmailVerifiedModal() {
  const { status } = useAuthState();
  const navigate = useNavigate();
  const signedIn = status !== 'unauthorized';
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={48} radius="xl" color="green" aria-hidden="true">
        <IconMailCheck size={28} />
      </ThemeIcon>
      <Text>{MESSAGES.emailVerified}</Text>
      <Group justify="center">
        {signedIn ? (
          <Button
            data-autofocus
            onClick={() => {
              accountModals.close();
              void navigate(PATHS.dashboard);
            }}
          >
            Go to your dashboard
          </Button>
        ) : (
          <Button data-autofocus onClick={() => accountModals.switchTo({ kind: 'signIn' })}>
            Log In
          </Button>
        )}
      </Group>
    </Stack>
  );
}
