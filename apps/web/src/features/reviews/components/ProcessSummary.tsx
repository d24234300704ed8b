import { Group, Stack, Text, Tooltip } from '@mantine/core';
import { signedScore } from '@thesis/domain';

function Figure({ label, value, scale, hint, testId }: { label: string; value: string; scale?: string; hint: string; testId: string }) {
  return (
    <Tooltip label={hint} multiline w={260}>
      <Stack gap={0} align="flex-end" tabIndex={0} aria-label={`${label} ${value}${scale ? ` ${scale}` : ''}: ${hint}`}>
        <Text size="10px" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: 0.5 }}>
          {label}
        </Text>
        <Text fw={700} fz={22} lh={1.1} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
          {value}
        </Text>
        {scale && (
          <Text size="10px" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={`${testId}-scale`}>
            {scale}
          </Text>
        )}
      </Stack>
    </Tooltip>
  );
}

/**
 * Summary score and summary relevance of an attached process (interpretations.md). The score is
 * shown on its scale: from every factor at its worst grade to every factor at its best.
 */
export function ProcessSummary({ score, relevance, range }: { score: number; relevance: number; range: { min: number; max: number } }) {
  return (
    <Group gap="lg" wrap="nowrap">
      <Figure
        label="Score"
        value={signedScore(score)}
        scale={`on ${signedScore(range.min)}…${signedScore(range.max)}`}
        hint={`The sum of the points of the factors' scores, on a scale from ${signedScore(range.min)} (every factor at its worst) to ${signedScore(range.max)} (every factor at its best).`}
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
