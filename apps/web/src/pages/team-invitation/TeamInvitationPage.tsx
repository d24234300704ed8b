import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PAGE_TITLES, ROLE_LABELS, TEAM_MESSAGES, type Invitation } from '@thesis/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { accountModals } from '../../features/auth/account-modals';
import { signOut, useCurrentUser } from '../../features/auth/session';
import { teamsApi, useInvitation, useWorkspaceChanged } from '../../features/teams/api';
import { isApiError } from '../../lib/api-error';
import { useAuthState } from '../../lib/auth-store';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/notify';
import { PATHS, teamInvitation } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Container size={560} py={48}>
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} fz={24}>
            {PAGE_TITLES.teamInvitation}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}

/** What the invitee does with a pending invitation: accept or decline signed in, or sign in / sign up first. */
function PendingActions({ token, invitation }: { token: string; invitation: Invitation }) {
  const { status } = useAuthState();
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  const workspaceChanged = useWorkspaceChanged();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const here = teamInvitation(token);

  async function act(kind: 'accept' | 'decline') {
    setBusy(kind);
    setProblem(null);
    try {
      if (kind === 'accept') {
        const { data } = await teamsApi.accept(token);
        await workspaceChanged();
        toast.success(`Welcome to ${data.team_name}. You work in its workspace as ${ROLE_LABELS[data.role]}.`);
        await navigate(PATHS.dashboard, { replace: true });
      } else {
        await teamsApi.decline(token);
        toast.success('You declined the invitation.');
        await navigate(user ? PATHS.dashboard : PATHS.landing, { replace: true });
      }
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(null);
    }
  }

  if (status === 'unauthorized') {
    return (
      <Stack gap="sm">
        <Text size="sm">Log in with {invitation.email} to accept, or create an account with that address if you do not have one yet.</Text>
        <Group>
          <Button onClick={() => accountModals.open({ kind: 'signIn', email: invitation.email, returnTo: here })}>Log in to accept</Button>
          <Button variant="light" onClick={() => accountModals.open({ kind: 'signUp', invitation: { token, email: invitation.email, teamName: invitation.team_name, returnTo: here } })}>
            Create an account
          </Button>
          <Button variant="subtle" color="gray" loading={busy === 'decline'} onClick={() => void act('decline')}>
            Decline
          </Button>
        </Group>
        {problem && <Alert color="red" variant="light">{problem}</Alert>}
      </Stack>
    );
  }
  if (!user) return <PageLoader />;
  if (user.email !== invitation.email) {
    return (
      <Alert color="orange" variant="light" title="Signed in with another address">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {TEAM_MESSAGES.invitationOtherEmail} You are signed in as {user.email}.
          </Text>
          <Button size="xs" variant="light" onClick={() => void signOut()}>
            Log out
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      {user.team && !user.team.is_owner && <Alert color="orange" variant="light">{TEAM_MESSAGES.acceptWhileInTeam}</Alert>}
      <Text size="sm">Once you accept, you work in the team's shared workspace. Your own processes and reviews are kept aside and come back if you leave the team.</Text>
      <Group>
        <Button loading={busy === 'accept'} disabled={busy !== null} onClick={() => void act('accept')}>
          Accept and join
        </Button>
        <Button variant="default" loading={busy === 'decline'} disabled={busy !== null} onClick={() => void act('decline')}>
          Decline
        </Button>
      </Group>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}

/** /team-invitations/:token — the link of a team invitation e-mail (issue 13). */
export default function TeamInvitationPage() {
  usePageMeta(PAGE_TITLES.teamInvitation);
  const { token = '' } = useParams();
  const { data: invitation, error, isPending, refetch } = useInvitation(token);
  if (isPending) return <PageLoader />;
  if (!invitation) {
    const gone = isApiError(error) && error.status === 404;
    return (
      <Frame>
        <Alert color={gone ? 'orange' : 'red'} variant="light" role="alert">
          {gone ? TEAM_MESSAGES.invitationNotFound : 'The invitation could not be loaded.'}
        </Alert>
        <Group>
          {!gone && <Button onClick={() => void refetch()}>Try again</Button>}
          <Anchor component={Link} to={PATHS.landing}>
            Go to the home page
          </Anchor>
        </Group>
      </Frame>
    );
  }
  return (
    <Frame>
      <Text>
        {invitation.invited_by || 'A team administrator'} invited <strong>{invitation.name}</strong> ({invitation.email}) to join the team <strong>{invitation.team_name}</strong> as{' '}
        <strong>{ROLE_LABELS[invitation.role]}</strong>.
      </Text>
      {invitation.state === 'pending' && (
        <>
          <Text size="sm" c="dimmed">
            The invitation works until {formatDate(invitation.expires_at)}.
          </Text>
          <PendingActions token={token} invitation={invitation} />
        </>
      )}
      {invitation.state === 'expired' && <Alert color="orange" variant="light">{TEAM_MESSAGES.invitationExpired}</Alert>}
      {invitation.state === 'accepted' && (
        <Alert color="green" variant="light">
          {TEAM_MESSAGES.invitationUsed}{' '}
          <Anchor component={Link} to={PATHS.dashboard}>
            Go to your dashboard
          </Anchor>
        </Alert>
      )}
    </Frame>
  );
}
