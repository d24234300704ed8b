import { Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The review page's shape while it loads. */
export function ReviewSkeleton() {
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <VisuallyHidden>Loading the review</VisuallyHidden>
      <Skeleton height={14} width={120} />
      <Group justify="space-between">
        <Skeleton height={32} width="40%" />
        <Skeleton height={34} width={160} />
      </Group>
      <Group gap="xl">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={36} width={110} />
        ))}
      </Group>
      <Skeleton height={120} radius="md" />
      {[0, 1].map((index) => (
        <Stack key={index} gap={6}>
          <Skeleton height={56} radius="md" />
          <Skeleton height={44} radius="md" />
          <Skeleton height={44} radius="md" />
        </Stack>
      ))}
    </Stack>
  );
}
