import { Anchor, Button, Group, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@thesis/domain';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/FormTextField';

export type LoginValues = z.output<typeof loginSchema>;
export type LoginFields = z.input<typeof loginSchema>;

interface LoginFormProps {
  defaultEmail?: string;
  onSubmit(values: LoginValues, setError: UseFormSetError<LoginFields>): Promise<void>;
  onForgotPassword(email: string): void;
}

/** Log in: e-mail and password (spec §5 Sign-up and login). */
export function LoginForm({ defaultEmail = '', onSubmit, onForgotPassword }: LoginFormProps) {
  const { control, handleSubmit, formState, getValues, setError } = useForm<LoginFields, unknown, LoginValues>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError))}>
      <Stack gap="sm">
        <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" withAsterisk data-autofocus />
        <FormTextField control={control} name="password" label="Password" password autoComplete="current-password" withAsterisk />
        <Group justify="flex-end" mt={-12}>
          <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(getValues('email'))}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          Log In
        </Button>
      </Stack>
    </form>
  );
}
