import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MESSAGES, PAGE_TITLES, TEAM_MESSAGES } from '@thesis/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { NotInRole } from '../../app/guards/NotInRole';
import { mayOpen } from '../../app/guards/page-rights';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useCurrentUser } from '../../features/auth/session';
import { teamsApi, useTeam, useWorkspaceChanged } from '../../features/teams/api';
import { CreateMemberModal } from '../../features/teams/components/CreateMemberModal';
import { MembersTable } from '../../features/teams/components/MembersTable';
import { TeamHistory } from '../../features/teams/components/TeamHistory';
import { TeamNameCard } from '../../features/teams/components/TeamNameCard';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';

/** /team: the members of the viewer's team, their roles and invitations, and its history (issue 13). */
export default function TeamPage() {
  usePageMeta(PAGE_TITLES.team);
  const { data: user } = useCurrentUser();
  const teamId = user?.team?.id ?? null;
  // A member whose role may not read the team (a Viewer) is told so without asking the server.
  const { data: team, error, isPending, refetch } = useTeam(user && teamId && mayOpen(user, 'team') ? teamId : null);
  const [adding, setAdding] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const workspaceChanged = useWorkspaceChanged();

  if (!user) return <PageLoader />;
  if (teamId && !mayOpen(user, 'team')) return <NotInRole user={user} />;
  if (teamId && isPending) return <PageLoader />;
  if (!teamId) {
    return (
      <>
        <PageHeader title={PAGE_TITLES.team} />
        <Alert color="gray" variant="light" title={MESSAGES.noTeam}>
          Teams come with the Pro Investor plan. <Anchor component={Link} to={PATHS.pricing}>See the plans</Anchor>
        </Alert>
      </>
    );
  }
  if (!team) {
    return (
      <>
        <PageHeader title={PAGE_TITLES.team} />
        <LoadFailedAlert title="Your team could not be loaded" error={error} onRetry={() => void refetch()} />
      </>
    );
  }
  const workspace = user.team!;
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.team}
        description={team.abilities.manage ? 'Invite colleagues, set what each one may do, and block or remove access.' : 'Who works in your team, and what each one may do.'}
      />
      <Stack gap="lg" maw={1200}>
        {!team.active && (
          <Alert color="orange" variant="light" title="This team is inactive" role="status">
            {workspace.is_owner ? (
              <Text size="sm">
                {TEAM_MESSAGES.inactiveCannotManage} <Anchor component={Link} to={PATHS.pricing}>Choose Pro Investor</Anchor>
              </Text>
            ) : (
              <Text size="sm">
                {TEAM_MESSAGES.inactiveReadOnly} Contact: <Anchor href={`mailto:${workspace.contact_email}`}>{workspace.contact_email}</Anchor>
              </Text>
            )}
          </Alert>
        )}
        <TeamNameCard key={team.name} team={team} onAddMember={() => setAdding(true)} />
        <Paper withBorder radius="md" p="lg">
          <MembersTable team={team} meId={user.id} />
        </Paper>
        <TeamHistory teamId={team.id} />
        {team.abilities.leave && (
          <Group>
            <Button variant="default" color="red" onClick={() => setLeaving(true)}>
              Leave the team
            </Button>
          </Group>
        )}
      </Stack>
      <CreateMemberModal teamId={team.id} opened={adding} seatsLeft={Math.max(0, team.seats.total - team.seats.used)} onClose={() => setAdding(false)} />
      <ConfirmDialog
        opened={leaving}
        onClose={() => setLeaving(false)}
        title="Leave the team?"
        confirmLabel="Leave the team"
        color="red"
        onConfirm={async () => {
          await teamsApi.leave(team.id);
          await workspaceChanged();
          window.location.assign(PATHS.dashboard);
        }}
      >
        <Text size="sm">
          You lose access to the team's processes, reviews, screens, portfolio and decisions at once, and return to your own workspace and plan. What you made stays with the
          team. This cannot be undone: to come back, ask for a new invitation.
        </Text>
      </ConfirmDialog>
    </>
  );
}
