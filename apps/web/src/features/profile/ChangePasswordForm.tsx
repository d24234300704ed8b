import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_COPY, changePasswordSchema, LIMITS, MESSAGES, type User } from '@thesis/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/notify';
import { profileApi } from './api';

type Fields = z.input<typeof changePasswordSchema>;
type Values = z.output<typeof changePasswordSchema>;
const EMPTY: Fields = { current_password: '', password: '', password_confirmation: '' };

/** Change password: current, new and confirmation; the other sessions are signed out. */
export function ChangePasswordForm({ user }: { user: User }) {
  const { control, handleSubmit, formState, setError, reset } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  async function save(values: Values) {
    try {
      await profileApi.update(user.id, values, { form: true });
    } catch (error) {
      applyServerErrors(error, setError, ['current_password', 'password', 'password_confirmation']);
      return;
    }
    reset(EMPTY);
    toast.success(`${MESSAGES.passwordChanged}. ${ACCOUNT_COPY.otherSessionsSignedOut}`, MESSAGES.passwordChangedTitle);
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <form noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              Change password
            </Title>
            <Text size="sm" c="dimmed" mt={4}>
              Changing your password signs you out on every other device.
            </Text>
          </div>
          <FormTextField control={control} name="current_password" label="Current password" password autoComplete="current-password" withAsterisk showValid={false} />
          <FormTextField
            control={control}
            name="password"
            label="New password"
            password
            autoComplete="new-password"
            hint={`At least ${LIMITS.passwordMin} characters`}
            deps={['password_confirmation']}
            withAsterisk
          />
          <FormTextField control={control} name="password_confirmation" label="Confirm new password" password autoComplete="new-password" withAsterisk />
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
