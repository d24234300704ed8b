import { Alert, Group, NumberInput, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import {
  DECISION_TYPE_THRESHOLDS,
  expectedOutcome,
  thresholdTableOf,
  type OutcomeKey,
  type ProbabilityMatrix,
} from '@thesis/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { bucketRange, formatProbability, formatReturn } from '../format';
import { GradeBadge } from './GradeBadge';

interface ProbabilityMatrixTableProps {
  matrix: ProbabilityMatrix;
  /** Editable cells call these on blur with changed values; read-only without them. */
  onProbability?(key: OutcomeKey, probability: number | null): void;
  onComment?(key: OutcomeKey, comment: string): void;
}

function OutcomeFigure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

type Local = Record<string, { probability: number | null; comment: string }>;

function localOf(matrix: ProbabilityMatrix): Local {
  return Object.fromEntries(matrix.rows.map((row) => [row.key, { probability: row.probability, comment: row.comment ?? '' }]));
}

/**
 * The probability matrix (issue 7): one row per outcome of the decision type with its return
 * range, the probability you give it and a comment. The expected return and grade follow every
 * keystroke; until the probabilities total 100 a message says how far off they are.
 */
export function ProbabilityMatrixTable({ matrix, onProbability, onComment }: ProbabilityMatrixTableProps) {
  const editable = Boolean(onProbability && onComment);
  const [local, setLocal] = useState<Local>(() => localOf(matrix));
  const shown = useRef(matrix);
  useEffect(() => {
    // A new answer replaces the cells the user has not touched since the last one; a cell being
    // typed in meanwhile keeps what is typed (it is saved on blur).
    const before = localOf(shown.current);
    shown.current = matrix;
    const after = localOf(matrix);
    setLocal((current) =>
      Object.fromEntries(
        Object.entries(after).map(([key, cell]) => {
          const mine = current[key];
          const old = before[key];
          const untouched = !mine || !old || (mine.probability === old.probability && mine.comment === old.comment);
          return [key, untouched ? cell : mine];
        }),
      ),
    );
  }, [matrix]);

  const table = matrix.trade_type ? thresholdTableOf(matrix.trade_type) : { ...DECISION_TYPE_THRESHOLDS };
  const live = expectedOutcome(
    matrix.rows.map((row) => ({ representative: row.representative, probability: local[row.key]?.probability ?? null })),
    table,
  );

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder verticalSpacing="xs" aria-label="Probability matrix">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Outcome</Table.Th>
              <Table.Th scope="col">Return</Table.Th>
              <Table.Th scope="col" w={150}>
                Probability
              </Table.Th>
              <Table.Th scope="col">Comment</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {matrix.rows.map((row) => {
              const cell = local[row.key] ?? { probability: null, comment: '' };
              return (
                <Table.Tr key={row.key} data-outcome={row.key}>
                  <Table.Th scope="row" fw={400}>
                    <GradeBadge grade={row.key} />
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm">{bucketRange(row)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {editable ? (
                      <NumberInput
                        aria-label={`Probability of ${row.label}`}
                        size="xs"
                        min={0}
                        max={100}
                        decimalScale={2}
                        suffix="%"
                        clampBehavior="strict"
                        value={cell.probability ?? ''}
                        onChange={(value) =>
                          setLocal((prev) => ({ ...prev, [row.key]: { ...cell, probability: typeof value === 'number' ? value : null } }))
                        }
                        onBlur={() => {
                          if (cell.probability !== row.probability) onProbability!(row.key, cell.probability);
                        }}
                      />
                    ) : (
                      <Text size="sm">{formatProbability(row.probability)}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {editable ? (
                      <TextInput
                        aria-label={`Comment on ${row.label}`}
                        size="xs"
                        maxLength={1000}
                        placeholder="Why this probability?"
                        value={cell.comment}
                        onChange={(event) => {
                          const comment = event.currentTarget.value;
                          setLocal((prev) => ({ ...prev, [row.key]: { ...cell, comment } }));
                        }}
                        onBlur={() => {
                          if (cell.comment.trim() !== (row.comment ?? '')) onComment!(row.key, cell.comment);
                        }}
                      />
                    ) : (
                      <Text size="sm" c={row.comment ? undefined : 'dimmed'}>
                        {row.comment ?? '—'}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paper withBorder radius="md" p="sm" data-testid="expected-outcome">
        <Group gap="xl" wrap="wrap">
          <OutcomeFigure label="Total" testId="probability-total">
            {formatProbability(live.total)}
          </OutcomeFigure>
          <OutcomeFigure label="Expected return" testId="expected-return">
            {formatReturn(live.expectedReturn)}
          </OutcomeFigure>
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              Expected grade
            </Text>
            {live.expectedGrade ? (
              <GradeBadge grade={live.expectedGrade} data-testid="expected-grade" />
            ) : (
              <Text fw={600}>—</Text>
            )}
          </Stack>
        </Group>
      </Paper>
      {editable &&
        (live.issue ? (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="probability-issue">
            {live.issue}. The decision can be made once they do.
          </Alert>
        ) : (
          <Alert color="green" icon={<IconCircleCheck size={18} />}>
            The probabilities add up to 100%.
          </Alert>
        ))}
    </Stack>
  );
}
