import { Button, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, resetPasswordSchema } from '@thesis/domain';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/FormTextField';

export type ResetValues = z.output<typeof resetPasswordSchema>;
export type ResetFields = z.input<typeof resetPasswordSchema>;

interface ResetPasswordFormProps {
  email: string;
  token: string;
  onSubmit(values: ResetValues, setError: UseFormSetError<ResetFields>): Promise<void>;
}

/** New password and its confirmation for the e-mailed reset link (spec §5 Reset). */
export function ResetPasswordForm({ email, token, onSubmit }: ResetPasswordFormProps) {
  const { control, handleSubmit, formState, setError } = useForm<ResetFields, unknown, ResetValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email, token, password: '', password_confirmation: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError))}>
      <Stack gap="sm">
        <TextInput label="E-mail" value={email} readOnly autoComplete="username" />
        <FormTextField
          control={control}
          name="password"
          label="New password"
          password
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters`}
          deps={['password_confirmation']}
          withAsterisk
          data-autofocus
        />
        <FormTextField control={control} name="password_confirmation" label="Confirm Password" password autoComplete="new-password" withAsterisk />
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
