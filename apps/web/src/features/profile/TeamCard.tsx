import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, teamRoleLabel, type User } from '@thesis/domain';
import { Link } from 'react-router';
import { mayOpen } from '../../app/guards/page-rights';
import { PATHS } from '../../lib/paths';

/** Account Overview's Team section (issue 13): the team you work in, your role in it, and the way to the team screen. */
export function TeamCard({ user }: { user: User }) {
  const team = user.team ?? null;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Team
        </Title>
        {team ? (
          <>
            <Group gap="sm">
              <Text fw={600} data-testid="team-name">
                {team.name}
              </Text>
              <Badge variant="light">{team.is_owner ? 'Owner' : teamRoleLabel(team.role === 'proInvestor' ? 'owner' : team.role)}</Badge>
              {!team.active && (
                <Badge color="orange" variant="light">
                  Inactive
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {team.is_owner
                ? 'Everything you and your members create belongs to the team workspace.'
                : `You work in this team's workspace. Contact: `}
              {!team.is_owner && <Anchor href={`mailto:${team.contact_email}`} underline="always">{team.contact_email}</Anchor>}
            </Text>
            {mayOpen(user, 'team') && (
              <Group>
                <Button component={Link} to={PATHS.team} variant="light">
                  {team.is_owner || team.role === 'teamAdministrator' ? 'Manage the team' : 'See the team'}
                </Button>
              </Group>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {MESSAGES.noTeam}. The Pro Investor plan includes a team: invite colleagues and work in one shared workspace.{' '}
            <Anchor component={Link} to={PATHS.pricing} underline="always">
              See the plans
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
