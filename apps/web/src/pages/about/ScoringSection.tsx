import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { GRADE_POINTS, RELEVANCE_LABELS, RELEVANCE_WEIGHTS, SCORE_TYPE_LABELS, type QualitativeType, type Relevance } from '@thesis/domain';

const QUALITATIVE: QualitativeType[] = ['Qualitative7pt', 'Qualitative5pt', 'Qualitative3pt', 'Flags', 'TickCross'];
const RELEVANCES: Relevance[] = ['high', 'moderate', 'low', 'n_a'];

function range(type: QualitativeType): string {
  const points = Object.values(GRADE_POINTS[type]);
  const top = Math.max(...points);
  return `+${top} to −${top}`;
}

/** How answers become a score: scale points and relevance weights from the domain constants. */
export function ScoringSection() {
  return (
    <Stack gap="lg">
      <Title order={2} fz={26}>
        How a review is scored
      </Title>
      <Text c="gray.8">
        Each answer earns points on its scale. The summary score of a review adds up the scores of its factors, and the summary relevance
        weighs them by how much each factor matters to you, so two reviews of different companies can be compared at a glance. A valuation
        is scored on the upside between your value and the last price, in per cent.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Paper withBorder radius="md" p="md">
          <Table captionSide="top" verticalSpacing={6}>
            <Table.Caption>Scale points</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Scale</Table.Th>
                <Table.Th scope="col">Points</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {QUALITATIVE.map((type) => (
                <Table.Tr key={type}>
                  <Table.Td>{SCORE_TYPE_LABELS[type]}</Table.Td>
                  <Table.Td>{range(type)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Table captionSide="top" verticalSpacing={6}>
            <Table.Caption>Relevance weights</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Relevance</Table.Th>
                <Table.Th scope="col">Weight</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {RELEVANCES.map((relevance) => (
                <Table.Tr key={relevance}>
                  <Table.Td>{RELEVANCE_LABELS[relevance]}</Table.Td>
                  <Table.Td>{RELEVANCE_WEIGHTS[relevance]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
