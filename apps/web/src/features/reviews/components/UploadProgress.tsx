import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatFileSize } from '@thesis/domain';

/** A file on its way: its name and size, how much is sent, and a way to stop it. */
export function UploadProgress({ file, fraction, onCancel }: { file: File; fraction: number; onCancel(): void }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <Stack gap={6} data-testid="upload-progress">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate title={file.name}>
          Uploading “{file.name}” ({formatFileSize(file.size)})
        </Text>
        <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden="true">
          {percent} %
        </Text>
      </Group>
      <Progress value={percent} aria-label={`Upload of ${file.name}`} animated={percent < 100} />
      <Group justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={onCancel}>
          Cancel upload
        </Button>
      </Group>
    </Stack>
  );
}
