import { Stack, Text } from '@mantine/core';
import { MESSAGES } from '@thesis/domain';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';
import { PATHS } from '../../../lib/paths';
import { accountModals } from '../account-modals';
import { authApi } from '../api';
import { ResetPasswordForm, type ResetFields, type ResetValues } from '../forms/ResetPasswordForm';

const PASSWORD_FIELDS = ['password', 'password_confirmation'] as const;

export function ResetPasswordModal({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();

  async function reset(values: ResetValues, setError: UseFormSetError<ResetFields>) {
    try {
      await authApi.resetPassword(values);
    } catch (error) {
      const fieldErrors = isApiError(error) ? Object.entries(error.fieldErrors) : [];
      // A problem with the new password itself is fixed in place …
      if (fieldErrors.length > 0 && fieldErrors.every(([field]) => (PASSWORD_FIELDS as readonly string[]).includes(field))) {
        for (const [field, messages] of fieldErrors) setError(field as (typeof PASSWORD_FIELDS)[number], { type: 'server', message: messages.join(' ') });
        return;
      }
      // … any other failure (invalid or used link) returns to / (spec §4 Password reset).
      const message = fieldErrors[0]?.[1][0] ?? (isApiError(error) ? error.message : MESSAGES.genericError);
      if (!(isApiError(error) && error.sessionExpired)) toast.error(message);
      accountModals.close();
      await navigate(PATHS.landing, { replace: true });
      return;
    }
    accountModals.switchTo({ kind: 'passwordChangeSuccess' });
  }

  return (
    <Stack gap="md">
      <Text size="sm">Choose a new password for your account. It must be at least 8 characters long.</Text>
      <ResetPasswordForm token={token} email={email} onSubmit={reset} />
    </Stack>
  );
}
