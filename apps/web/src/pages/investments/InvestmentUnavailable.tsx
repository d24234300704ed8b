import { Button, EmptyState, Paper } from '@mantine/core';
import { IconRefresh, IconSearchOff } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PATHS } from '../../lib/paths';

/** An investment that cannot be shown: missing or not visible to the viewer, or a failed load. */
export function InvestmentUnavailable({ missing, onRetry }: { missing: boolean; onRetry(): void }) {
  return (
    <>
      <PageHeader title={PAGE_TITLES.investments} />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <EmptyState icon={<IconSearchOff size={30} stroke={1.6} aria-hidden="true" />} variant="light" py="lg">
          <EmptyState.Title order={2}>
            {missing ? 'This investment cannot be found' : 'This investment could not be loaded'}
          </EmptyState.Title>
          <EmptyState.Description maw={520}>
            {missing
              ? 'It does not exist, or it is an unlisted company that belongs to someone else. Search the universe for the company you are after.'
              : 'Something went wrong while loading it. Please try again in a moment.'}
          </EmptyState.Description>
          <EmptyState.Actions>
            {!missing && (
              <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
                Try again
              </Button>
            )}
            <Button component={Link} to={PATHS.investments} variant={missing ? 'filled' : 'default'}>
              Find another company
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </>
  );
}
