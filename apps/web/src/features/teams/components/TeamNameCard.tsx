import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { TEAM_NAME_MAX, updateTeamSchema, type Team } from '@thesis/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';
import { teamsApi, useTeamRefresh } from '../api';

/** The team's name (renamed by its owner and Administrators) and its seats. */
export function TeamNameCard({ team, onAddMember }: { team: Team; onAddMember(): void }) {
  const refresh = useTeamRefresh(team.id);
  const [name, setName] = useState(team.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const manage = team.abilities.manage;
  const seatsLeft = Math.max(0, team.seats.total - team.seats.used);

  async function save() {
    const parsed = updateTeamSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setSaving(true);
    try {
      await teamsApi.rename(team.id, parsed.data.name);
      toast.success('The team was renamed');
      setError(null);
      await refresh();
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fieldErrors.name?.[0] ?? failure.message) : 'The team could not be renamed.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          {manage ? (
            <Group align="flex-start" gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 280, maxWidth: 520 }}>
              <TextInput
                label="Team name"
                value={name}
                maxLength={TEAM_NAME_MAX}
                onChange={(event) => setName(event.currentTarget.value)}
                onKeyDown={(event) => event.key === 'Enter' && void save()}
                error={error}
                style={{ flex: 1 }}
              />
              <Button mt={25} variant="light" onClick={() => void save()} loading={saving} disabled={name.trim() === team.name}>
                Save
              </Button>
            </Group>
          ) : (
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                Team name
              </Text>
              <Title order={2} fz="xl">
                {team.name}
              </Title>
            </Stack>
          )}
          {manage && (
            <Button onClick={onAddMember} disabled={seatsLeft === 0} title={seatsLeft === 0 ? 'Every seat of your plan is taken' : undefined}>
              Add member
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {`Owner: ${team.owner.display_name} · ${team.seats.used} of ${team.seats.total} seats used`}
          {manage && seatsLeft === 0 ? ' · remove a member or withdraw an invitation to free a seat' : ''}
        </Text>
      </Stack>
    </Paper>
  );
}
