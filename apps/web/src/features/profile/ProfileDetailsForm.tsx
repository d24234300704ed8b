import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, profileDetailsSchema, type User } from '@thesis/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../components/form/FormTextField';
import { applyServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/notify';
import { profileApi, useProfileCache } from './api';

type Fields = z.input<typeof profileDetailsSchema>;
type Values = z.output<typeof profileDetailsSchema>;

/** First name, last name and username. */
export function ProfileDetailsForm({ user }: { user: User }) {
  const setProfile = useProfileCache();
  const { control, handleSubmit, formState, setError, reset } = useForm<Fields, unknown, Values>({
    resolver: zodResolver(profileDetailsSchema),
    mode: 'onTouched',
    defaultValues: { username: user.username, first_name: user.first_name ?? '', last_name: user.last_name ?? '' },
  });

  async function save(values: Values) {
    try {
      const { data } = await profileApi.update(user.id, values, { form: true });
      setProfile(data);
      reset({ username: data.username, first_name: data.first_name ?? '', last_name: data.last_name ?? '' });
      toast.success(MESSAGES.changesSuccessful);
    } catch (error) {
      applyServerErrors(error, setError, ['username', 'first_name', 'last_name']);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <form noValidate onSubmit={handleSubmit(save)}>
        <Stack gap="md">
          <Title order={2} fz="lg">
            Personal details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextField control={control} name="first_name" label="First name" autoComplete="given-name" showValid={false} />
            <FormTextField control={control} name="last_name" label="Last name" autoComplete="family-name" showValid={false} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextField control={control} name="username" label="Username" autoComplete="username" withAsterisk showValid={false} />
            <TextInput
              label="E-mail"
              value={user.email}
              readOnly
              variant="filled"
              description="Your sign-in address cannot be changed here"
              inputWrapperOrder={['label', 'input', 'description']}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
