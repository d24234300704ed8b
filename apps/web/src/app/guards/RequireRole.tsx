import { Button, EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { canSeeNavEntry, PAGE_TITLES, ROLE_LABELS, type NavEntry, type User } from '@thesis/domain';
import { Link, Outlet } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { roleOf, useCurrentUser } from '../../features/auth/session';
import { userCan } from '../../features/auth/capabilities';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';

/** Which pages a role reaches: the side-navigation table of spec §6, and the team screen for team.read. */
export type PageRight = NavEntry | 'team';

export function mayOpen(user: User, right: PageRight): boolean {
  if (right === 'team') return user.team?.is_owner === true || userCan(user, 'team.read');
  return canSeeNavEntry(roleOf(user), right);
}

/** Shown instead of a page the role does not include (the server refuses its data anyway). */
export function NotInRole({ user }: { user: User }) {
  usePageMeta(PAGE_TITLES.notInRole);
  return (
    <>
      <PageHeader title={PAGE_TITLES.notInRole} />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <EmptyState icon={<IconLock size={32} aria-hidden="true" />} variant="light" py="lg">
          <EmptyState.Title order={2}>This page is not part of your role</EmptyState.Title>
          <EmptyState.Description maw={520}>
            {`Your role is ${ROLE_LABELS[roleOf(user)]}. ${user.team ? 'Ask your team administrator if you need access.' : 'See the plans to find one that includes it.'}`}
          </EmptyState.Description>
          <EmptyState.Actions>
            <Button component={Link} to={PATHS.dashboard}>
              Go to the dashboard
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </>
  );
}

/** Guards a group of routes by role (RequireAuth above it has loaded the profile). */
export function RequireRole({ right }: { right: PageRight }) {
  const { data: user } = useCurrentUser();
  if (user && !mayOpen(user, right)) return <NotInRole user={user} />;
  return <Outlet />;
}
