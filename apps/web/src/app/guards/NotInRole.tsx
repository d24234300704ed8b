import { Button, EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PAGE_TITLES, ROLE_LABELS, type User } from '@thesis/domain';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { roleOf } from '../../features/auth/session';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';

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
