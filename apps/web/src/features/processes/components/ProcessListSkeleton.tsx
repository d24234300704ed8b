import { Group, Paper, Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while the processes load. */
export function ProcessListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-live="polite" aria-label="Loading processes">
      <Skeleton height={18} width={160} mb="md" />
      <Stack gap="lg">
        {Array.from({ length: rows }, (_, index) => (
          <Group key={index} gap="md" wrap="nowrap">
            <Skeleton height={18} width={18} radius="sm" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="35%" />
              <Skeleton height={12} width="70%" />
            </Stack>
            <Skeleton height={12} width={60} />
            <Skeleton height={12} width={90} />
            <Skeleton height={26} width={26} circle />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
