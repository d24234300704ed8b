import { Alert, Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@thesis/domain';
import { isApiError } from '../lib/api-error';

/** A block of a page that could not be loaded: what failed, the server's reason when it gave one, and a retry. */
export function LoadFailedAlert({ title, error, onRetry, flex }: { title: string; error: unknown; onRetry(): void; flex?: string }) {
  return (
    <Alert color="red" variant="light" title={title} style={flex ? { flex } : undefined}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{isApiError(error) ? error.message : MESSAGES.genericError}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
