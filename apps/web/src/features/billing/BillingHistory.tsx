import { Button, Group, Pagination, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { BILLING_MESSAGES, formatDate, type BillingHistoryRow } from '@thesis/domain';
import { useState } from 'react';
import { useBillingHistory } from './api';

const PAGE_SIZE = 20;

function amountOf(row: BillingHistoryRow): string {
  if (row.amount === null) return '—';
  const currency = (row.currency ?? 'USD').toUpperCase();
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: currency === 'USD' ? 'symbol' : 'code' }).format(row.amount);
}

function HistoryTable({ rows }: { rows: BillingHistoryRow[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped withTableBorder verticalSpacing="xs" aria-label="Billing history" data-testid="billing-history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={140}>
              Date
            </Table.Th>
            <Table.Th scope="col">What happened</Table.Th>
            <Table.Th scope="col" ta="right" w={120}>
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.created_at)}</Table.Td>
              <Table.Td c={row.kind === 'payment_failed' ? 'red.9' : undefined}>{row.description}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {amountOf(row)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Plan changes and payments, newest first: loading, empty and failed states, pages of 20. */
export function BillingHistory() {
  const [page, setPage] = useState(1);
  const history = useBillingHistory(page, PAGE_SIZE);
  const pagination = history.data?.meta.pagination;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="billing-history-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="billing-history-title">
          History
        </Title>
        {history.isPending ? (
          <Stack gap="xs" aria-label="Loading the billing history">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} h={32} />
            ))}
          </Stack>
        ) : history.isError ? (
          <Group justify="space-between" data-testid="billing-history-error">
            <Text c="red.9">{BILLING_MESSAGES.historyLoadFailed}</Text>
            <Button variant="default" size="xs" leftSection={<IconRefresh size={14} aria-hidden="true" />} onClick={() => void history.refetch()}>
              Try again
            </Button>
          </Group>
        ) : history.data.data.length === 0 ? (
          <Text c="gray.8">{BILLING_MESSAGES.historyEmpty}</Text>
        ) : (
          <HistoryTable rows={history.data.data} />
        )}
        {pagination && pagination.total_pages > 1 && (
          <Pagination
            total={pagination.total_pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
          />
        )}
      </Stack>
    </Paper>
  );
}
