import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { inactiveTeamMessage } from '@thesis/domain';
import type { InactiveTeam } from '../api';

/** After sign-in, when the answer flags an inactive team: names the team leader's address (spec §8). */
export function InactiveTeamModal({ team, onClose }: { team: InactiveTeam; onClose(): void }) {
  return (
    <Stack gap="md">
      <Text>{inactiveTeamMessage(team.name, team.contact_email)}</Text>
      <Text size="sm">
        Write to your team leader:{' '}
        <Anchor href={`mailto:${team.contact_email}`} fw={600}>
          {team.contact_email}
        </Anchor>
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Stack>
  );
}
