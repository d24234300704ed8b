import { Anchor, Stack, Text } from '@mantine/core';
import { TRIAL_DAYS } from '@thesis/domain';
import { applyServerErrors } from '../../../lib/form-errors';
import { accountModals } from '../account-modals';
import { authApi } from '../api';
import { RegisterForm, type RegisterFields, type RegisterValues } from '../forms/RegisterForm';
import type { UseFormSetError } from 'react-hook-form';

export function SignUpModal() {
  async function register(values: RegisterValues, setError: UseFormSetError<RegisterFields>) {
    try {
      await authApi.register(values);
    } catch (error) {
      applyServerErrors(error, setError, ['username', 'email', 'password', 'password_confirmation']);
      return;
    }
    accountModals.switchTo({ kind: 'signUpSuccess', email: values.email });
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Your {TRIAL_DAYS}-day free trial of the Investor plan starts today. No card needed.
      </Text>
      <RegisterForm onSubmit={register} />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => accountModals.switchTo({ kind: 'signIn' })}>
          Log in
        </Anchor>
      </Text>
    </Stack>
  );
}
