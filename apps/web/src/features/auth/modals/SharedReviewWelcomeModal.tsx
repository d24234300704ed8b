import { Button, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_COPY } from '@thesis/domain';
import { accountModals } from '../account-modals';

/** A visitor opening a shared review (spec §2 Shared review): sign in, or sign up for Free first. */
export function SharedReviewWelcomeModal() {
  return (
    <Stack gap="md">
      <Text>{ACCOUNT_COPY.sharedReviewSignIn}</Text>
      <Text>{ACCOUNT_COPY.sharedReviewSignUp}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => accountModals.switchTo({ kind: 'signUp' })}>
          Sign Up
        </Button>
        <Button onClick={() => accountModals.switchTo({ kind: 'signIn' })} data-autofocus>
          Log In
        </Button>
      </Group>
    </Stack>
  );
}
