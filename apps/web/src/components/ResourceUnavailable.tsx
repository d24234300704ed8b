import { Button, EmptyState, Paper } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from './PageHeader';

export interface ResourceUnavailableProps {
  /** Page title shown above the message. */
  pageTitle: string;
  icon: ReactNode;
  /** True when the resource does not exist or is not visible; false when loading it failed. */
  missing: boolean;
  onRetry(): void;
  missingTitle: string;
  missingDescription: string;
  failedTitle: string;
  /** Where the way-out button leads, and its label. */
  exit: { to: string; label: string };
}

/** A detail page whose resource cannot be shown: missing, not visible to the viewer, or a failed load. */
export function ResourceUnavailable(props: ResourceUnavailableProps) {
  const { missing } = props;
  return (
    <>
      <PageHeader title={props.pageTitle} />
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <EmptyState icon={props.icon} variant="light" py="lg">
          <EmptyState.Title order={2}>{missing ? props.missingTitle : props.failedTitle}</EmptyState.Title>
          <EmptyState.Description maw={520}>
            {missing ? props.missingDescription : 'Something went wrong while loading it. Please try again in a moment.'}
          </EmptyState.Description>
          <EmptyState.Actions>
            {!missing && (
              <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={props.onRetry}>
                Try again
              </Button>
            )}
            <Button component={Link} to={props.exit.to} variant={missing ? 'filled' : 'default'}>
              {props.exit.label}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </>
  );
}
