import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@thesis/domain';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../lib/app-config';
import { PATHS } from '../../../lib/paths';
import { accountModals } from '../account-modals';

/** A suspended account: the message and the administrator's address; Cancel goes to /login (spec §4). */
export function SuspendedModal() {
  const { support_email: supportEmail } = useAppConfig();
  const navigate = useNavigate();
  async function cancel() {
    accountModals.open({ kind: 'signIn' }, { closeTo: PATHS.landing });
    await navigate(PATHS.login);
  }
  return (
    <Stack gap="md">
      <Text>
        {MESSAGES.suspended}{' '}
        {supportEmail && (
          <Anchor href={`mailto:${supportEmail}`} fw={600}>
            {supportEmail}
          </Anchor>
        )}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void cancel()} data-autofocus>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
