import { Group, Stack, Text, Tooltip } from '@mantine/core';

function Figure({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <Tooltip label={hint} multiline w={260}>
      <Stack gap={0} align="flex-end" tabIndex={0} aria-label={`${label} ${value}: ${hint}`}>
        <Text size="10px" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: 0.5 }}>
          {label}
        </Text>
        <Text fw={700} fz={22} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
          {value}
        </Text>
      </Stack>
    </Tooltip>
  );
}

/** Summary score and summary relevance of an attached process (spec §9, interpretations.md). */
export function ProcessSummary({ score, relevance }: { score: number; relevance: number }) {
  const signed = score > 0 ? `+${score}` : score < 0 ? `−${Math.abs(score)}` : '0';
  return (
    <Group gap="lg" wrap="nowrap">
      <Figure
        label="Score"
        value={signed}
        hint="The sum of the points of the factors' scores."
        testId="summary-score"
      />
      <Figure
        label="Relevance"
        value={relevance.toFixed(1)}
        hint="The relevance-weighted average of the factors' points times the number of scored factors."
        testId="summary-relevance"
      />
    </Group>
  );
}
