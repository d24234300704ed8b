import { Alert, Button, Group, Pagination, Paper, Select, Skeleton, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { DECISION_ACTION_LABELS, DECISION_ACTIONS, displayTicker, PAGE_TITLES } from '@thesis/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import type { JournalFilters } from '../../features/decisions/api';
import { roleOf, useCurrentUser } from '../../features/auth/session';
import { CalibrationPanel } from '../../features/decisions/components/CalibrationPanel';
import { DecisionUpgradePrompt } from '../../features/decisions/components/DecisionUpgradePrompt';
import { DecisionJournalTable } from '../../features/decisions/components/DecisionJournalTable';
import { useDecisionJournal } from '../../features/decisions/queries';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';

const EMPTY: JournalFilters = { investmentId: null, tradeTypeId: null, action: null, dateFrom: null, dateTo: null };
const ACTION_OPTIONS = DECISION_ACTIONS.map((value) => ({ value, label: DECISION_ACTION_LABELS[value] }));

/** /decisions: the decision journal — every decision you can see, newest first, with filters and calibration. */
export default function DecisionsPage() {
  usePageMeta(PAGE_TITLES.decisions);
  const { data: user } = useCurrentUser();
  const free = user !== undefined && roleOf(user) === 'free';
  const [filters, setFilters] = useState<JournalFilters>(EMPTY);
  const [page, setPage] = useState(1);
  const journal = useDecisionJournal(filters, page);
  // The options of the investment and type filters: what the unfiltered journal holds.
  const everything = useDecisionJournal(EMPTY, 1);
  const options = useMemo(() => {
    const investments = new Map<string, string>();
    const types = new Map<string, string>();
    for (const decision of everything.data?.data ?? []) {
      investments.set(decision.investment.id, `${displayTicker(decision.investment.ticker)} · ${decision.investment.name}`);
      if (decision.trade_type_id && decision.trade_type) types.set(decision.trade_type_id, decision.trade_type.name);
    }
    const list = (map: Map<string, string>) => [...map].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
    return { investments: list(investments), types: list(types) };
  }, [everything.data]);

  const filtered = Object.values(filters).some(Boolean);
  const set = (patch: Partial<JournalFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const rows = journal.data?.data ?? [];
  const pagination = journal.data?.meta.pagination;

  return (
    <Stack gap="lg">
      <PageHeader
        title={PAGE_TITLES.decisions}
        description="Every decision you can see, newest first: what you expected when you made it, what has happened since, and how well calibrated your probabilities turned out."
      />
      {free && <DecisionUpgradePrompt />}
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select label="Investment" placeholder="All investments" searchable clearable data={options.investments} value={filters.investmentId ?? null} onChange={(value) => set({ investmentId: value })} w={260} />
          <Select label="Decision type" placeholder="All types" clearable data={options.types} value={filters.tradeTypeId ?? null} onChange={(value) => set({ tradeTypeId: value })} w={200} />
          <Select label="Action" placeholder="All actions" clearable data={ACTION_OPTIONS} value={filters.action ?? null} onChange={(value) => set({ action: value })} w={150} />
          <TextInput type="date" label="From" value={filters.dateFrom ?? ''} onChange={(event) => set({ dateFrom: event.currentTarget.value || null })} w={160} />
          <TextInput type="date" label="To" value={filters.dateTo ?? ''} onChange={(event) => set({ dateTo: event.currentTarget.value || null })} w={160} />
          <Button variant="default" disabled={!filtered} onClick={() => set(EMPTY)}>
            Reset
          </Button>
        </Group>
      </Paper>

      {journal.isLoading ? (
        <Skeleton h={240} />
      ) : journal.isError ? (
        <Alert color="red">The decisions could not be loaded. Please try again.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md" p="xl" data-testid="decisions-empty">
          <Stack align="center" gap="xs">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
              <IconScale size={26} />
            </ThemeIcon>
            <Text fw={600}>{filtered ? 'No decisions match these filters' : 'No decisions recorded yet'}</Text>
            <Text size="sm" c="dimmed" ta="center" maw={520}>
              {filtered
                ? 'Change or reset the filters to see more of your journal.'
                : 'Open a review, fill in its probability matrix and make a decision: it is kept here for good, with its expected and realised return.'}
            </Text>
            {!filtered && (
              <Button component={Link} to={PATHS.investments} variant="light" mt="xs">
                Go to investments
              </Button>
            )}
          </Stack>
        </Paper>
      ) : (
        <Stack gap="sm">
          <DecisionJournalTable decisions={rows} />
          {pagination && pagination.total_pages > 1 && (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {pagination.total} decisions
              </Text>
              <Pagination value={page} onChange={setPage} total={pagination.total_pages} aria-label="Journal pages" />
            </Group>
          )}
          {pagination && pagination.total_pages <= 1 && (
            <Text size="sm" c="dimmed">
              {pagination.total} {pagination.total === 1 ? 'decision' : 'decisions'}
            </Text>
          )}
        </Stack>
      )}

      <CalibrationPanel />
    </Stack>
  );
}
