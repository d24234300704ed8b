import { Anchor, Button, Group, Stack, Text } from '@mantine/core';

/** A member their team blocked: the server's message and the team's contact address (issue 13). */
export function BlockedModal({ message, contact, onClose }: { message: string; contact: string | null; onClose(): void }) {
  return (
    <Stack gap="md">
      <Text>{message}</Text>
      {contact && (
        <Text size="sm">
          Write to your team administrator:{' '}
          <Anchor href={`mailto:${contact}`} fw={600}>
            {contact}
          </Anchor>
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Stack>
  );
}
