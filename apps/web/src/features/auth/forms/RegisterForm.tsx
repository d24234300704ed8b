import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, registerSchema } from '@thesis/domain';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/FormTextField';

export type RegisterValues = z.output<typeof registerSchema>;
export type RegisterFields = z.input<typeof registerSchema>;

interface RegisterFormProps {
  onSubmit(values: RegisterValues, setError: UseFormSetError<RegisterFields>): Promise<void>;
  /** Prefilled e-mail (signing up from a team invitation). */
  defaultEmail?: string;
}

/** Sign up: username, e-mail, password and its confirmation (spec §5 Sign-up and login). */
export function RegisterForm({ onSubmit, defaultEmail = '' }: RegisterFormProps) {
  const { control, handleSubmit, formState, setError } = useForm<RegisterFields, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { username: '', email: defaultEmail, password: '', password_confirmation: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError))}>
      <Stack gap="sm">
        <FormTextField control={control} name="username" label="Username" autoComplete="username" withAsterisk data-autofocus />
        <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" withAsterisk />
        <FormTextField
          control={control}
          name="password"
          label="Password"
          password
          autoComplete="new-password"
          hint={`At least ${LIMITS.passwordMin} characters`}
          deps={['password_confirmation']}
          withAsterisk
        />
        <FormTextField
          control={control}
          name="password_confirmation"
          label="Confirm Password"
          password
          autoComplete="new-password"
          withAsterisk
        />
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
