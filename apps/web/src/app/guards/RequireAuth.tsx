import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { SESSION_MESSAGES } from '@thesis/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { signOut, useCurrentUser } from '../../features/auth/session';
import { useAuthState } from '../../lib/auth-store';
import { landingWithRedirect } from '../../lib/paths';

/**
 * Login-only routes (spec §2): a visitor goes to / carrying the origin (?redirect=…), or to the
 * route's own redirect (/pricing → /pricing-public). Signed-in users wait for their profile.
 */
export function RequireAuth({ visitorRedirect }: { visitorRedirect?: string }) {
  const { status } = useAuthState();
  const location = useLocation();
  const profile = useCurrentUser();

  if (status === 'unauthorized') {
    return <Navigate replace to={visitorRedirect ?? landingWithRedirect(`${location.pathname}${location.search}`)} />;
  }
  if (profile.isPending) return <PageLoader label="Loading your account" />;
  if (profile.isError) {
    return (
      <Center mih="70vh" p="xl">
        <Stack align="center" ta="center" gap="sm" role="alert">
          <Title order={1} fz={24}>
            {SESSION_MESSAGES.failedToGetUser}
          </Title>
          <Text c="dimmed">We could not load your account. Please try again in a moment.</Text>
          <Group>
            <Button onClick={() => void profile.refetch()}>Try again</Button>
            <Button variant="default" onClick={() => void signOut()}>
              Log Out
            </Button>
          </Group>
        </Stack>
      </Center>
    );
  }
  return <Outlet />;
}
