import { Button, Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_COPY, MESSAGES } from '@thesis/domain';

export function PasswordChangeSentModal({ onClose }: { onClose(): void }) {
  return (
    <Stack gap="md">
      <Text>{MESSAGES.checkEmailForReset}</Text>
      <Text size="sm" c="dimmed">
        {ACCOUNT_COPY.notVerifiedSpamNote}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Stack>
  );
}
