import { EmptyState, Paper } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageMeta } from '../lib/page-meta';
import { PageHeader } from './PageHeader';

interface PlaceholderPageProps {
  /** Page title (document title and h1). */
  title: string;
  description: ReactNode;
  icon: Icon;
  emptyTitle: string;
  emptyText: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * A signed-in page whose feature arrives in a later release: its title, what it will hold, and an
 * honest empty state (never sample data).
 */
export function PlaceholderPage({ title, description, icon: IconComponent, emptyTitle, emptyText, actions, children }: PlaceholderPageProps) {
  usePageMeta(title);
  return (
    <>
      <PageHeader title={title} description={description} />
      {children}
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <EmptyState
          icon={<IconComponent size={30} stroke={1.6} aria-hidden="true" />}
          variant="light"
          py="lg"
        >
          <EmptyState.Title order={2}>{emptyTitle}</EmptyState.Title>
          <EmptyState.Description maw={560}>{emptyText}</EmptyState.Description>
          {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
        </EmptyState>
      </Paper>
    </>
  );
}
