import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS, registerSchema } from '@thesis/domain';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../components/form/FormTextField';
import { toast } from '../../lib/notify';
import { KitSection } from './KitSection';

type Fields = z.input<typeof registerSchema>;

/** Form fields on the sign-up schema: invalid fields show the schema's message, valid ones 'Looks great!'. */
export function FormsKit() {
  const { control, handleSubmit, setValue } = useForm<Fields, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    defaultValues: { username: 'ada', email: 'ada@example.com', password: '', password_confirmation: '' },
  });
  useEffect(() => {
    // Show the valid state straight away on the two pre-filled fields.
    setValue('username', 'ada', { shouldTouch: true, shouldValidate: true });
    setValue('email', 'ada@example.com', { shouldTouch: true, shouldValidate: true });
  }, [setValue]);
  return (
    <KitSection
      title="Form fields"
      description="Fields validate when you leave them. A valid field says 'Looks great!'; an invalid one gives the reason. Try the demo form."
    >
      <form noValidate onSubmit={handleSubmit(() => toast.success('The demo form is valid.'))}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FormTextField control={control} name="username" label="Username" withAsterisk />
            <FormTextField control={control} name="email" label="E-mail" type="email" withAsterisk />
            <FormTextField
              control={control}
              name="password"
              label="Password"
              password
              hint={`At least ${LIMITS.passwordMin} characters`}
              deps={['password_confirmation']}
              withAsterisk
            />
            <FormTextField control={control} name="password_confirmation" label="Confirm Password" password withAsterisk />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select label="Relevance" data={['High', 'Moderate', 'Low', 'N/A']} defaultValue="High" allowDeselect={false} />
            <Textarea label="Comment" placeholder="Why does this matter?" autosize minRows={2} />
          </SimpleGrid>
          <Group gap="xl">
            <Checkbox label="Include notes when sharing" defaultChecked />
            <Switch label="Active process" defaultChecked />
          </Group>
          <Group justify="flex-end">
            <Button type="submit">Validate the demo form</Button>
          </Group>
        </Stack>
      </form>
    </KitSection>
  );
}
