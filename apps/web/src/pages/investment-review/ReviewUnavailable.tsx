import { Button, EmptyState, Paper } from '@mantine/core';
import { IconFileOff, IconRefresh } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PATHS } from '../../lib/paths';

/** A review that cannot be shown: missing, not yours and not shared with you, or a failed load. */
export function ReviewUnavailable({ missing, onRetry }: { missing: boolean; onRetry(): void }) {
  return (
    <>
      <PageHeader title={PAGE_TITLES.investmentReview} />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <EmptyState icon={<IconFileOff size={30} stroke={1.6} aria-hidden="true" />} variant="light" py="lg">
          <EmptyState.Title order={2}>
            {missing ? 'This review cannot be found' : 'This review could not be loaded'}
          </EmptyState.Title>
          <EmptyState.Description maw={520}>
            {missing
              ? 'It does not exist, or it belongs to someone who has not shared it with you (or the share has expired).'
              : 'Something went wrong while loading it. Please try again in a moment.'}
          </EmptyState.Description>
          <EmptyState.Actions>
            {!missing && (
              <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
                Try again
              </Button>
            )}
            <Button component={Link} to={PATHS.dashboard} variant={missing ? 'filled' : 'default'}>
              Go to the dashboard
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </>
  );
}
