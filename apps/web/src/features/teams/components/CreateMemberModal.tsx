import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { createMemberSchema, MESSAGES, memberFormDefaults, ROLE_LABELS, TEAM_ROLES, type CreateMember, type CreateMemberInput } from '@thesis/domain';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';
import { teamsApi, useTeamRefresh } from '../api';

const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

interface Props {
  teamId: string;
  opened: boolean;
  seatsLeft: number;
  onClose(): void;
}

/**
 * Create New Member (spec §2 modal, §5 Create member): name, e-mail and role (Viewer by default).
 * A refusal from the server shows its first message under the e-mail field, else 'Something wrong' (§8).
 */
export function CreateMemberModal({ teamId, opened, seatsLeft, onClose }: Props) {
  const refresh = useTeamRefresh(teamId);
  const form = useForm<CreateMemberInput, unknown, CreateMember>({ resolver: zodResolver(createMemberSchema), defaultValues: memberFormDefaults(), mode: 'onTouched' });
  const { control, handleSubmit, setError, reset, formState } = form;

  function close() {
    reset(memberFormDefaults());
    onClose();
  }

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await teamsApi.addMember(teamId, values);
      toast.success(`Invitation sent to ${data.email}`);
      await refresh();
      close();
    } catch (error) {
      const first = isApiError(error) ? (Object.values(error.fieldErrors)[0]?.[0] ?? (error.status === 422 ? error.message : null)) : null;
      setError('email', { type: 'server', message: first ?? MESSAGES.somethingWrong }, { shouldFocus: true });
    }
  });

  return (
    <Modal opened={opened} onClose={close} title="Create New Member" centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            We e-mail them a link to join. It works for 14 days; they sign in, or create an account with this address, and accept.
          </Text>
          <FormTextField control={control} name="username" label="Name" placeholder="Their name" withAsterisk autoComplete="off" data-autofocus />
          <FormTextField control={control} name="email" label="E-mail" placeholder="name@example.com" withAsterisk type="email" autoComplete="off" />
          <FormSelect control={control} name="role" label="Role" data={ROLE_OPTIONS} withAsterisk allowDeselect={false} />
          <Text size="xs" c="dimmed">
            {seatsLeft === 1 ? '1 seat left on your plan.' : `${seatsLeft} seats left on your plan.`}
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
