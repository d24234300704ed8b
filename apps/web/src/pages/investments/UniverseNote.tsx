import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SHIPPED_UNIVERSE } from '@thesis/domain';

/** A short, factual account of what can be searched and how current it is. */
export function UniverseNote() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="universe-heading">
      <Title order={2} fz="lg" id="universe-heading">
        What you can search
      </Title>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {SHIPPED_UNIVERSE.map((part) => (
          <Paper key={part.key} withBorder radius="md" p="md">
            <Text size="xs" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: 0.4 }}>
              {part.title}
            </Text>
            <Text fw={700} size="lg" mt={2}>
              {part.figure}
            </Text>
            <Text size="sm" c="dimmed" mt={6}>
              {part.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Every company page says how fresh its figures are. Where a figure is not known it shows a dash, never an
        estimate.
      </Text>
    </Stack>
  );
}
