import { Alert, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { MESSAGES } from '@thesis/domain';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { authApi } from '../api';
import { EmailForm, type EmailFields, type EmailValues } from '../forms/EmailForm';

/** /verify-email failure: the server's reason, and a way to get a new link. */
export function VerificationFailedModal({ message }: { message: string }) {
  const [sent, setSent] = useState(false);
  async function resend(values: EmailValues, setError: UseFormSetError<EmailFields>) {
    try {
      await authApi.resendVerification(values.email);
      setSent(true);
    } catch (error) {
      applyServerErrors(error, setError, ['email']);
    }
  }
  return (
    <Stack gap="md">
      <Text role="alert">{message}</Text>
      {sent ? (
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} aria-hidden="true" />} role="status">
          {MESSAGES.verificationSent}
        </Alert>
      ) : (
        <>
          <Text size="sm">Enter your e-mail address and we will send you a new verification link.</Text>
          <EmailForm submitLabel="Send a new link" onSubmit={resend} />
        </>
      )}
    </Stack>
  );
}
