import { Button, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_COPY, signUpSuccessMessage } from '@thesis/domain';
import { accountModals } from '../account-modals';

export function SignUpSuccessModal({ email }: { email: string }) {
  return (
    <Stack gap="md">
      <Text>{signUpSuccessMessage(email)}</Text>
      <Text size="sm" c="dimmed">
        {ACCOUNT_COPY.notVerifiedSpamNote}
      </Text>
      <Group justify="flex-end">
        <Button onClick={() => accountModals.switchTo({ kind: 'signIn' })} data-autofocus>
          Go to Log In
        </Button>
      </Group>
    </Stack>
  );
}
