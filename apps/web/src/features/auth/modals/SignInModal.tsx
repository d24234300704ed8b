import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { ACCOUNT_COPY } from '@thesis/domain';
import { accountModals } from '../account-modals';
import { LoginForm } from '../forms/LoginForm';
import { useSignIn } from '../useSignIn';

export function SignInModal({ reason, email, returnTo }: { reason?: 'expired' | 'invitation'; email?: string; returnTo?: string }) {
  const signIn = useSignIn(returnTo);
  return (
    <Stack gap="md">
      {reason === 'expired' && (
        <Alert color="orange" variant="light" icon={<IconClockExclamation size={18} aria-hidden="true" />}>
          {ACCOUNT_COPY.sessionExpired}
        </Alert>
      )}
      {reason === 'invitation' && (
        <Alert color="green" variant="light" role="status">
          {ACCOUNT_COPY.invitationAccountReady}
        </Alert>
      )}
      <LoginForm defaultEmail={email} onSubmit={signIn} onForgotPassword={(email) => accountModals.switchTo({ kind: 'forgotPassword', email })} />
      <Text size="sm" ta="center">
        New to Thesis?{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => accountModals.switchTo({ kind: 'signUp' })}>
          Create a free account
        </Anchor>
      </Text>
    </Stack>
  );
}
