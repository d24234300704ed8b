import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { MESSAGES } from '@thesis/domain';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { accountModals } from '../account-modals';

/** 'Great!' / 'Your password was successfully changed', then to / (spec §4 Password reset). */
export function PasswordChangeSuccessModal() {
  const navigate = useNavigate();
  async function logIn() {
    accountModals.open({ kind: 'signIn' }, { closeTo: null });
    await navigate(PATHS.landing, { replace: true });
  }
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={48} radius="xl" color="green" aria-hidden="true">
        <IconCheck size={28} />
      </ThemeIcon>
      <Text>{MESSAGES.passwordChanged}</Text>
      <Group justify="center">
        <Button onClick={() => void logIn()} data-autofocus>
          Log In
        </Button>
      </Group>
    </Stack>
  );
}
