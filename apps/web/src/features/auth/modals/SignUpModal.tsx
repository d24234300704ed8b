import { Anchor, Stack, Text } from '@mantine/core';
import { TRIAL_DAYS } from '@thesis/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { accountModals } from '../account-modals';
import { authApi } from '../api';
import { RegisterForm, type RegisterFields, type RegisterValues } from '../forms/RegisterForm';
import type { UseFormSetError } from 'react-hook-form';

/** Sign up; from a team invitation the address is prefilled and needs no verification e-mail. */
export function SignUpModal({ invitation }: { invitation?: { token: string; email: string; teamName: string; returnTo: string } }) {
  async function register(values: RegisterValues, setError: UseFormSetError<RegisterFields>) {
    try {
      await authApi.register(invitation ? { ...values, invitation_token: invitation.token } : values);
    } catch (error) {
      applyServerErrors(error, setError, ['username', 'email', 'password', 'password_confirmation']);
      return;
    }
    if (invitation && values.email === invitation.email.toLowerCase()) {
      accountModals.switchTo({ kind: 'signIn', reason: 'invitation', email: values.email, returnTo: invitation.returnTo });
      return;
    }
    accountModals.switchTo({ kind: 'signUpSuccess', email: values.email });
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {invitation
          ? `Create your account to join "${invitation.teamName}". Use the address the invitation was sent to.`
          : `Your ${TRIAL_DAYS}-day free trial of the Investor plan starts today. No card needed.`}
      </Text>
      <RegisterForm onSubmit={register} defaultEmail={invitation?.email} />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => accountModals.switchTo({ kind: 'signIn' })}>
          Log in
        </Anchor>
      </Text>
    </Stack>
  );
}
