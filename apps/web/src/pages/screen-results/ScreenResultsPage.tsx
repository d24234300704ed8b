import { Alert, Badge, Button, Collapse, Group, Pagination, Paper, Select, Skeleton, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconCheck, IconDeviceFloppy, IconDownload, IconPencil, IconRefresh } from '@tabler/icons-react';
import {
  decodeScreenQuery,
  encodeScreenQuery,
  firstSortDirection,
  NEXT_GROUP_STATE,
  PAGE_TITLES,
  sameScreenView,
  SCREEN_MESSAGES,
  SCREEN_PAGE_SIZES,
  type SavedScreenView,
  type ScreenFilter,
  type ScreenGroupState,
  type ScreenSortKey,
  type ScreenView,
  sortKeyString,
  viewMetricIds,
} from '@thesis/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { isApiError } from '../../lib/api-error';
import { useCurrentUser } from '../../features/auth/session';
import { downloadScreenCsv, useRunScreen, useSaveScreenView, useScreenResults } from '../../features/screens/api';
import { AggregationsPanel } from '../../features/screens/components/AggregationsPanel';
import { FilterPanel } from '../../features/screens/components/FilterPanel';
import { ResultsTable } from '../../features/screens/components/ResultsTable';
import { ScreenFormModal } from '../../features/screens/components/ScreenFormModal';
import { formatDate } from '../../lib/format';
import { toast } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { rememberScreening } from '../../lib/remembered-links';
import { ScreenUnavailable } from './ScreenUnavailable';

const EMPTY_VIEW: ScreenView = { filters: [], sort: null };

/** The address of a view: filteringScope, sortingScope, sortingScopeBy, then page, limit and show. */
function searchOf(view: ScreenView, extra: { page?: number; limit?: number; show?: string }): string {
  const parts = [encodeScreenQuery(view)];
  if (extra.page && extra.page > 1) parts.push(`page=${extra.page}`);
  if (extra.limit && extra.limit !== SCREEN_PAGE_SIZES[0]) parts.push(`limit=${extra.limit}`);
  if (extra.show === 'all') parts.push('show=all');
  return parts.filter(Boolean).join('&');
}

/**
 * /screen-results/:screenId: a screen's results, filters and sort in the address (copy it to share
 * the view). Opened without filters or sort in the address, the screen shows its saved view (and
 * its saved columns); "Save view" keeps the view on screen as the one it opens with.
 */
export default function ScreenResultsPage() {
  usePageMeta(PAGE_TITLES.screenResults);
  const { screenId = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (user) rememberScreening(user.id, `${pathname}${search}`);
  }, [user, pathname, search]);

  const params = useMemo(() => new URLSearchParams(search), [search]);
  const decoded = useMemo(() => decodeScreenQuery(params), [params]);
  const view = decoded.ok ? decoded.value : EMPTY_VIEW;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const limit = (SCREEN_PAGE_SIZES as readonly number[]).includes(Number(params.get('limit'))) ? Number(params.get('limit')) : SCREEN_PAGE_SIZES[0];
  const show = params.get('show') === 'all' ? 'all' : 'passing';
  const apiQuery = [searchOf(view, { page, show }), `limit=${limit}`].filter(Boolean).join('&');
  const results = useScreenResults(screenId, decoded.ok ? apiQuery : searchOf(EMPTY_VIEW, { page: 1 }));
  const run = useRunScreen();
  const [filtersOpen, setFiltersOpen] = useState(view.filters.length > 0);
  const [companyInfoOpen, setCompanyInfoOpen] = useState(true);
  const [groupStates, setGroupStates] = useState<Record<string, ScreenGroupState>>({});
  const [editing, setEditing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const autoRun = useRef(false);
  const saveView = useSaveScreenView();

  const screen = results.data?.data;
  // The saved view is restored once per opening of a screen: clearing every filter later keeps them cleared.
  const restoredFor = useRef<string | null>(null);
  const addressHasView = params.has('filteringScope') || params.has('sortingScope');
  const saved = screen?.saved_view ?? null;
  const restoring = !!screen && restoredFor.current !== screenId && !addressHasView && !!saved?.query;
  useEffect(() => {
    if (!screen || restoredFor.current === screenId) return;
    restoredFor.current = screenId;
    if (!saved) return;
    setCompanyInfoOpen(saved.company_info_open);
    setGroupStates(saved.group_states);
    if (!addressHasView && saved.query) {
      const rest = searchOf(EMPTY_VIEW, { limit, show });
      void navigate({ pathname, search: `?${[saved.query, rest].filter(Boolean).join('&')}` }, { replace: true });
    }
  }, [screen, screenId, saved, addressHasView, limit, show, navigate, pathname]);
  const current: SavedScreenView = { query: encodeScreenQuery(view), company_info_open: companyInfoOpen, group_states: groupStates };
  const viewSaved = sameScreenView(current, saved);
  useEffect(() => {
    if (screen && screen.last_run_at === null && !autoRun.current) {
      autoRun.current = true;
      run.mutate(screen.id);
    }
  }, [screen, run]);

  function go(next: ScreenView, extra: { page?: number; limit?: number; show?: string } = { limit, show }) {
    const query = searchOf(next, extra);
    void navigate({ pathname, search: query ? `?${query}` : '' });
  }
  const applyFilters = (filters: ScreenFilter[]) => go({ ...view, filters }, { limit, show });
  function sortBy(key: ScreenSortKey) {
    const same = view.sort && sortKeyString(view.sort.key) === sortKeyString(key);
    const direction = same ? (view.sort!.direction === 'asc' ? 'desc' : 'asc') : firstSortDirection(key);
    go({ ...view, sort: { key, direction } }, { limit, show });
  }
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadScreenCsv(screenId, encodeScreenQuery(view));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  if (results.isPending || restoring) return <Stack><Skeleton h={60} /><Skeleton h={120} /><Skeleton h={320} /></Stack>;
  if (results.isError || !screen) {
    const missing = isApiError(results.error) && [403, 404, 422].includes(results.error.status);
    return <ScreenUnavailable missing={missing} onRetry={() => void results.refetch()} />;
  }
  const total = results.data.meta.pagination.total;
  const running = run.isPending;
  return (
    <>
      <PageHeader
        title={screen.name}
        description={
          <>
            {screen.description ? `${screen.description} · ` : ''}
            {screen.last_run_at ? `Last run ${formatDate(screen.last_run_at)} · ${screen.investment_count} companies` : 'Not run yet'}
            {screen.is_default ? ' · ' : ''}{screen.is_default && <Badge size="xs" variant="light">Default</Badge>}
          </>
        }
        actions={
          <>
            {screen.abilities.update && (
              <Tooltip label={viewSaved ? 'This screen opens with the filters, sort and columns on the page' : 'Open this screen with the filters, sort and columns on the page'}>
                <Button
                  variant="default"
                  leftSection={viewSaved ? <IconCheck size={16} /> : <IconDeviceFloppy size={16} />}
                  loading={saveView.isPending}
                  disabled={viewSaved || !decoded.ok}
                  onClick={() => saveView.mutate({ id: screen.id, view: current }, { onSuccess: () => toast.success(SCREEN_MESSAGES.viewSaved) })}
                >
                  {viewSaved ? 'View saved' : 'Save view'}
                </Button>
              </Tooltip>
            )}
            <Button variant="default" leftSection={<IconPencil size={16} />} onClick={() => setEditing(true)}>Edit</Button>
            <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportCsv()} disabled={!screen.last_run_at}>Export CSV</Button>
            <Button leftSection={<IconRefresh size={16} />} loading={running} onClick={() => run.mutate(screen.id, { onSuccess: ({ data }) => toast.success(`Screen run: ${data.investment_count} companies`) })}>Run</Button>
          </>
        }
      />
      <Stack gap="md">
        {!decoded.ok && (
          <Alert color="orange" title="Some filters in the address could not be read">
            <Stack gap={4}>
              {Object.values(decoded.errors).flat().map((message) => <Text key={message} size="sm">{message}</Text>)}
              <Group><Button size="xs" variant="white" onClick={() => go(EMPTY_VIEW)}>Clear the filters and sort</Button></Group>
            </Stack>
          </Alert>
        )}
        <AggregationsPanel aggregations={screen.aggregations} matching={screen.matching_count} />
        <Group justify="space-between">
          <Group gap="sm">
            <Button variant={filtersOpen ? 'light' : 'default'} leftSection={<IconAdjustmentsHorizontal size={16} />} onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen}>
              Filters{view.filters.length ? ` (${view.filters.length})` : ''}
            </Button>
            <Switch label="Show companies that fail the filters" checked={show === 'all'} onChange={(event) => go(view, { limit, show: event.currentTarget.checked ? 'all' : 'passing' })} />
          </Group>
          <Text size="sm" c="dimmed">{total} {show === 'all' ? 'companies in the last run' : 'matching companies'}</Text>
        </Group>
        <Collapse expanded={filtersOpen}>
          <FilterPanel filters={view.filters} processes={screen.processes} aggregations={screen.aggregations} onApply={applyFilters} />
        </Collapse>
        {running && !screen.last_run_at ? (
          <Paper withBorder p="xl" radius="md"><Text ta="center" c="dimmed">Running the screen over your universe…</Text></Paper>
        ) : screen.investments.length === 0 ? (
          <Paper withBorder p="xl" radius="md">
            <Text ta="center" fw={600}>{screen.last_run_at ? 'No company matches these filters' : 'This screen has not run yet'}</Text>
            <Text ta="center" c="dimmed" size="sm">{screen.last_run_at ? 'Loosen or reset the filters, or run the screen again after reviewing more companies.' : 'Run it to list its companies.'}</Text>
          </Paper>
        ) : (
          <ResultsTable
            rows={screen.investments}
            busy={results.isFetching || running}
            processes={screen.processes}
            groupStates={groupStates}
            companyInfoOpen={companyInfoOpen}
            sort={view.sort}
            onSort={sortBy}
            onToggleCompanyInfo={() => setCompanyInfoOpen((open) => !open)}
            onToggleGroup={(id) => setGroupStates((states) => ({ ...states, [id]: NEXT_GROUP_STATE[states[id] ?? 'expanded'] }))}
            hasFilters={view.filters.length > 0}
            metricIds={viewMetricIds(view)}
          />
        )}
        <Group justify="space-between">
          <Select aria-label="Rows per page" w={140} data={SCREEN_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }))} value={String(limit)} onChange={(value) => go(view, { limit: Number(value), show })} allowDeselect={false} />
          <Pagination total={results.data.meta.pagination.total_pages} value={page} onChange={(next) => go(view, { page: next, limit, show })} getControlProps={(control) => ({ 'aria-label': `${control} page` })} getItemProps={(item) => ({ 'aria-label': `Page ${item}` })} />
        </Group>
      </Stack>
      <ScreenFormModal opened={editing} onClose={() => setEditing(false)} screen={screen} />
    </>
  );
}
