import { Alert, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { DECISION_MESSAGES } from '@thesis/domain';
import { useState } from 'react';
import { useCalibration } from '../queries';
import { ReliabilityChart } from './ReliabilityChart';

const score = (value: number | null) => (value === null ? '—' : value.toFixed(3));

/** Calibration (issue 7): the Brier score overall and per decision type, and the reliability chart. */
export function CalibrationPanel() {
  const [scope, setScope] = useState<'elapsed' | 'all'>('elapsed');
  const calibration = useCalibration(scope);
  const data = calibration.data;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="calibration-heading" data-testid="calibration">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Group gap="xs">
            <IconTarget size={22} aria-hidden="true" />
            <Title order={2} fz="lg" id="calibration-heading">
              Calibration
            </Title>
          </Group>
          <SegmentedControl
            size="xs"
            value={scope}
            onChange={(value) => setScope(value as 'elapsed' | 'all')}
            aria-label="Decisions to score"
            data={[
              { value: 'elapsed', label: 'Timeframe elapsed' },
              { value: 'all', label: 'Include open (so far)' },
            ]}
          />
        </Group>
        {calibration.isLoading ? (
          <Skeleton h={200} />
        ) : calibration.isError || !data ? (
          <Alert color="red">Calibration could not be loaded.</Alert>
        ) : data.overall.count === 0 ? (
          <Text size="sm" c="dimmed" data-testid="calibration-empty">
            {data.decisions === 0
              ? 'Calibration appears once you have made decisions and their outcomes are known.'
              : scope === 'elapsed'
                ? data.decisions === 1
                  ? 'Your decision has not reached the end of its timeframe yet. Choose “Include open” to score it at the latest price so far.'
                  : `None of your ${data.decisions} decisions has reached the end of its timeframe yet. Choose “Include open” to score them at the latest price so far.`
                : 'None of your decisions has a price to compare with yet.'}
          </Text>
        ) : (
          <>
            <Text size="sm">{data.explanation}</Text>
            <Text size="xs" c="dimmed">
              {DECISION_MESSAGES.calibrationScope}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="xs">
                <Group gap="lg">
                  <Stack gap={0}>
                    <Text size="xs" c="dimmed">
                      Brier score
                    </Text>
                    <Text fz={28} fw={700} data-testid="brier-overall">
                      {score(data.overall.score)}
                    </Text>
                  </Stack>
                  <Text size="sm" c="dimmed">
                    over {data.realised} of {data.decisions} decisions
                  </Text>
                </Group>
                <Table withTableBorder verticalSpacing={6} aria-label="Brier score per decision type">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Decision type</Table.Th>
                      <Table.Th scope="col">Decisions</Table.Th>
                      <Table.Th scope="col">Brier score</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.by_trade_type.map((group) => (
                      <Table.Tr key={group.trade_type_id ?? 'none'}>
                        <Table.Th scope="row" fw={500}>
                          {group.name}
                        </Table.Th>
                        <Table.Td>{group.count}</Table.Td>
                        <Table.Td>{score(group.score)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
              <Stack gap="xs">
                <ReliabilityChart bins={data.reliability} />
                <Text size="xs" c="dimmed">
                  {data.reliability_explanation}
                </Text>
              </Stack>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}
