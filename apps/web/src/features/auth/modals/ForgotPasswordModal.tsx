import { Anchor, Stack, Text } from '@mantine/core';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/notify';
import { accountModals } from '../account-modals';
import { authApi } from '../api';
import { EmailForm, type EmailFields, type EmailValues } from '../forms/EmailForm';

export function ForgotPasswordModal({ email }: { email?: string }) {
  async function send(values: EmailValues, setError: UseFormSetError<EmailFields>) {
    try {
      const answer = await authApi.forgotPassword(values);
      // "A message returned by the password request, if any, shows as a warning" (spec §8).
      if (answer.message) toast.warning(answer.message);
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
      return;
    }
    accountModals.switchTo({ kind: 'passwordChangeSent' });
  }

  return (
    <Stack gap="md">
      <Text size="sm">Enter the e-mail address of your account and we will send you a link to choose a new password.</Text>
      <EmailForm submitLabel="Send reset link" defaultEmail={email} onSubmit={send} />
      <Text size="sm" ta="center">
        Remembered it?{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => accountModals.switchTo({ kind: 'signIn' })}>
          Back to Log In
        </Anchor>
      </Text>
    </Stack>
  );
}
