import { Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@thesis/domain';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/FormTextField';

export type EmailValues = z.output<typeof forgotPasswordSchema>;
export type EmailFields = z.input<typeof forgotPasswordSchema>;

interface EmailFormProps {
  submitLabel: string;
  defaultEmail?: string;
  onSubmit(values: EmailValues, setError: UseFormSetError<EmailFields>): Promise<void>;
}

/** One e-mail field (valid and required, spec §5): forgot password, resend verification. */
export function EmailForm({ submitLabel, defaultEmail = '', onSubmit }: EmailFormProps) {
  const { control, handleSubmit, formState, setError } = useForm<EmailFields, unknown, EmailValues>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onTouched',
    defaultValues: { email: defaultEmail },
  });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onSubmit(values, setError))}>
      <Stack gap="sm">
        <FormTextField control={control} name="email" label="E-mail" type="email" autoComplete="email" withAsterisk data-autofocus />
        <Button type="submit" fullWidth loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
