import { Badge, EmptyState, Group, Table, Text } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { DASHBOARD_EMPTY, ROLES } from '@thesis/domain';
import { SubscriptionChip } from '../../components/SubscriptionChip';
import { KitSection } from './KitSection';

const ROWS = [
  { ticker: 'ABC', name: 'Example Industrial Co.', reviewed: '02 Mar 2026', score: 7 },
  { ticker: 'XYZ', name: 'Sample Software Ltd', reviewed: '14 Feb 2026', score: -2 },
  { ticker: 'DEMO', name: 'Demonstration Retail plc', reviewed: '30 Jan 2026', score: 3 },
];

/** Tables, chips and empty states. The table rows are labelled examples. */
export function DataKit() {
  return (
    <>
      <KitSection title="Tables" description="Dense, sortable tables for reviews and screens. The rows below are made-up examples.">
        <Table.ScrollContainer minWidth={540}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Caption>Example rows (not real companies)</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Ticker</Table.Th>
                <Table.Th scope="col">Company name</Table.Th>
                <Table.Th scope="col">Last Reviewed</Table.Th>
                <Table.Th scope="col" ta="right">
                  Score
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ROWS.map((row) => (
                <Table.Tr key={row.ticker}>
                  <Table.Td fw={700}>{row.ticker}</Table.Td>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.reviewed}</Table.Td>
                  <Table.Td ta="right">
                    <Badge color={row.score >= 0 ? 'green' : 'red'} variant="light">
                      {row.score > 0 ? `+${row.score}` : row.score}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </KitSection>
      <KitSection title="Chips and badges" description="Subscription chips by role, and status badges.">
        <Group gap="sm">
          {ROLES.map((role) => (
            <SubscriptionChip key={role} role={role} onTrial={role === 'investor'} />
          ))}
        </Group>
        <Group gap="sm">
          <Badge>Default process</Badge>
          <Badge variant="light">Active</Badge>
          <Badge variant="outline">Inactive</Badge>
          <Badge color="green">Buy</Badge>
          <Badge color="orange">Hold</Badge>
          <Badge color="red">Sell</Badge>
          <Badge color="gray" variant="light">
            N/A
          </Badge>
        </Group>
      </KitSection>
      <KitSection title="Empty states">
        <EmptyState icon={<IconFileSearch size={30} aria-hidden="true" />} variant="light">
          <EmptyState.Title order={3}>No reviews yet</EmptyState.Title>
          <EmptyState.Description>
            <Text span>{DASHBOARD_EMPTY.recentReviews}</Text>
          </EmptyState.Description>
        </EmptyState>
      </KitSection>
    </>
  );
}
