import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { dashboardReviewScore, displayTicker, formatDate, formatLastPrice, LAST_PRICE_DISPLAY_CURRENCY, LAYOUT } from '@thesis/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { investmentReview } from '../../../lib/paths';
import type { DashboardTableRow } from '../api';
import { DEFAULT_REVIEW_SORT, nextSort, sortReviewRows, type ReviewColumn, type ReviewSort } from '../review-table-sort';

const COLUMNS: readonly { key: ReviewColumn; label: string; numeric?: boolean }[] = [
  { key: 'ticker', label: 'Ticker' },
  { key: 'name', label: 'Company name' },
  { key: 'price', label: 'Price', numeric: true },
  { key: 'updated_at', label: 'Last Reviewed' },
  { key: 'user', label: 'User' },
  { key: 'score', label: 'Score', numeric: true },
];

interface Props {
  title: string;
  rows: DashboardTableRow[] | undefined;
  loading: boolean;
  /** The spec's empty-state sentence. */
  emptyText: string;
  emptyAction?: ReactNode;
  /** Set when loading failed: shown with a retry, and what failed to load ("The reviews could not be loaded."). */
  error?: { retry(): void; text?: string } | null;
  testId: string;
}

function SortHeader({ column, sort, onSort }: { column: (typeof COLUMNS)[number]; sort: ReviewSort; onSort(column: ReviewColumn): void }) {
  const active = sort.column === column.key;
  const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} ta={column.numeric ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
      <UnstyledButton onClick={() => onSort(column.key)} fw={600} fz="sm" aria-label={`Sort by ${column.label}`}>
        <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
          {column.label}
          <Icon size={14} stroke={1.8} aria-hidden="true" color={active ? 'var(--mantine-color-thesis-7)' : 'var(--mantine-color-gray-6)'} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function scoreColor(score: number): string | undefined {
  if (score > 0) return 'green.9';
  if (score < 0) return 'red.9';
  return undefined;
}

function Row({ row }: { row: DashboardTableRow }) {
  const score = dashboardReviewScore(row.defaultProcess);
  const ticker = displayTicker(row.investment.ticker);
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={investmentReview(row.id)} fw={700} aria-label={`${ticker}: open the review of ${row.investment.name}`}>
          {ticker}
        </Anchor>
      </Table.Td>
      <Table.Td maw={260} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.investment.name}>
        {row.investment.name}
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatLastPrice(row.investment.last_price, row.investment.meta?.currency || LAST_PRICE_DISPLAY_CURRENCY)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.updated_at)}</Table.Td>
      <Table.Td>{row.user?.username ?? ''}</Table.Td>
      <Table.Td ta="right" fw={600} c={score === null ? 'dimmed' : scoreColor(score)} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {score === null ? <span title="The review does not include the default process">–</span> : score}
      </Table.Td>
    </Table.Tr>
  );
}

/** A dashboard table (spec §2): sortable, at most five rows, Ticker linking to the review. */
export function DashboardReviewsTable({ title, rows, loading, emptyText, emptyAction, error, testId }: Props) {
  const [sort, setSort] = useState<ReviewSort>(DEFAULT_REVIEW_SORT);
  const sorted = useMemo(() => sortReviewRows((rows ?? []).slice(0, LAYOUT.dashboardTableRows), sort), [rows, sort]);
  const headingId = `${testId}-heading`;

  let body: ReactNode;
  if (loading) {
    body = (
      <Stack gap={10} data-testid={`${testId}-loading`}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} h={22} radius="sm" />
        ))}
      </Stack>
    );
  } else if (error) {
    body = (
      <Group gap="sm" py="sm">
        <Text size="sm" c="dimmed" role="alert" data-testid={`${testId}-error`}>
          {error.text ?? 'The reviews could not be loaded.'}
        </Text>
        <Button size="compact-sm" variant="default" onClick={error.retry}>
          Try again
        </Button>
      </Group>
    );
  } else if (sorted.length === 0) {
    body = (
      <Stack gap="xs" py="sm" align="flex-start">
        <Text size="sm" c="dimmed" data-testid={`${testId}-empty`}>
          {emptyText}
        </Text>
        {emptyAction}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" highlightOnHover aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row) => (
              <Row key={row.id} row={row} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={testId}>
      <Title order={2} fz="md" id={headingId} mb="sm">
        {title}
      </Title>
      {body}
    </Paper>
  );
}
