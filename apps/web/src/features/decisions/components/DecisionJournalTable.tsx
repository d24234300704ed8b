import { Anchor, Table, Text } from '@mantine/core';
import { displayTicker, formatDate, formatLastPrice, type Decision } from '@thesis/domain';
import { Link } from 'react-router';
import { investmentReview } from '../../../lib/paths';
import { useCurrentUser } from '../../auth/session';
import { formatReturn, timeframeLabel } from '../format';
import { ActionBadge, GradeBadge } from './GradeBadge';
import { RealisedReturn } from './RealisedReturn';

/**
 * The journal: one row per made decision, newest first. Decisions of reviews shared with the
 * viewer say who made them.
 */
export function DecisionJournalTable({ decisions }: { decisions: Decision[] }) {
  const me = useCurrentUser().data;
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-label="Decision journal" data-testid="decision-journal">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Investment</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
            <Table.Th scope="col">Decision type</Table.Th>
            <Table.Th scope="col">Timeframe</Table.Th>
            <Table.Th scope="col">Price</Table.Th>
            <Table.Th scope="col">Expected</Table.Th>
            <Table.Th scope="col">Grade</Table.Th>
            <Table.Th scope="col">Realised</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {decisions.map((decision) => (
            <Table.Tr key={decision.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(decision.date)}</Table.Td>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={investmentReview(decision.investment_review_id)} fw={600}>
                  {displayTicker(decision.investment.ticker)}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {decision.investment.name}
                </Text>
                {decision.user && me && decision.user.id !== me.id ? (
                  <Text size="xs" c="dimmed" data-testid="decided-by">
                    Shared · decided by {decision.user.username}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td>{decision.action ? <ActionBadge action={decision.action} /> : '—'}</Table.Td>
              <Table.Td>{decision.trade_type?.name ?? '—'}</Table.Td>
              <Table.Td>{timeframeLabel(decision.timeframe)}</Table.Td>
              <Table.Td>{formatLastPrice(decision.price, decision.investment.currency)}</Table.Td>
              <Table.Td fw={600}>{formatReturn(decision.expected_return)}</Table.Td>
              <Table.Td>
                {decision.expected_grade ? (
                  <GradeBadge grade={decision.expected_grade} />
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td>
                <RealisedReturn decision={decision} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
