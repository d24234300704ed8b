import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One group of widgets in the UI kit gallery. */
export function KitSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="xl">
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
