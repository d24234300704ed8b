import { Button, Container, EmptyState, Paper } from '@mantine/core';
import { IconRefresh, IconReceiptOff } from '@tabler/icons-react';
import { BILLING_MESSAGES } from '@thesis/domain';

/** The plans could not be loaded: say so, with a retry. */
export function PlansUnavailable({ onRetry }: { onRetry(): void }) {
  return (
    <Container size="sm" py={{ base: 40, md: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <EmptyState icon={<IconReceiptOff size={28} aria-hidden="true" />} variant="light" py="lg">
          <EmptyState.Title order={1}>{BILLING_MESSAGES.plansLoadFailed}</EmptyState.Title>
          <EmptyState.Description maw={520}>Something went wrong while loading them. Please try again in a moment.</EmptyState.Description>
          <EmptyState.Actions>
            <Button leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onRetry}>
              Try again
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    </Container>
  );
}
