import {
  LAYOUT,
  type ChartData,
  type DashboardChart,
  type DashboardDefaultProcess,
  type DashboardPeriod,
  type FirstSteps,
} from '@thesis/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { sharingApi } from '../sharing/api';

/**
 * A row of the dashboard tables (spec §3 Dashboard review row): what the tables read, so the rows of
 * GET /investment-reviews?include=defaultProcess and of the shared-reviews list both fit.
 */
export interface DashboardTableRow {
  id: string;
  updated_at: string;
  investment: { ticker: string; name: string; last_price: number | null; meta?: { currency?: string | null } | null };
  user: { username: string } | null;
  defaultProcess?: DashboardDefaultProcess | null;
}

/** The query the dashboard lists its reviews with (spec §7): newest change first, five rows. */
const RECENT = { orderBy: 'updated_at', sortedBy: 'desc', limit: LAYOUT.dashboardTableRows } as const;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  chart: (chart: DashboardChart, period: DashboardPeriod) => ['dashboard', 'chart', chart, period] as const,
  recentReviews: () => ['dashboard', 'recent-reviews'] as const,
  sharedReviews: () => ['dashboard', 'shared-reviews'] as const,
  firstSteps: () => ['dashboard', 'first-steps'] as const,
};

export const dashboardApi = {
  /** GET /dashboard/{reviews|edits|decisions}?type=… */
  chart: (chart: DashboardChart, type: DashboardPeriod, signal?: AbortSignal) => api.get<{ data: ChartData }>(`/dashboard/${chart}`, { query: { type }, signal }),
  /** GET /investment-reviews?orderBy=updated_at&sortedBy=desc&include=defaultProcess (spec §7 Reviews). */
  /** GET /dashboard/first-steps: the first-run checklist, ticked from the account's data. */
  firstSteps: (signal?: AbortSignal) => api.get<{ data: FirstSteps }>('/dashboard/first-steps', { signal, silent: true }),
  dismissFirstSteps: () => api.post<{ data: FirstSteps }>('/dashboard/first-steps/dismiss'),
  recentReviews: (signal?: AbortSignal) => api.get<{ data: DashboardTableRow[] }>('/investment-reviews', { query: { ...RECENT, include: 'defaultProcess' }, signal }),
};

/** One chart for one period; switching the period fetches that chart only (its own key). */
export function useDashboardChart(chart: DashboardChart, period: DashboardPeriod) {
  return useQuery({
    queryKey: dashboardKeys.chart(chart, period),
    queryFn: async ({ signal }) => (await dashboardApi.chart(chart, period, signal)).data,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** "My Recent Reviews": a failure is rethrown (spec §8) and shown by the table. */
export function useRecentReviews() {
  return useQuery({
    queryKey: dashboardKeys.recentReviews(),
    queryFn: async ({ signal }) => (await dashboardApi.recentReviews(signal)).data.slice(0, LAYOUT.dashboardTableRows),
    staleTime: 30_000,
  });
}

/**
 * "Shared Reviews": GET /sharings/investment-reviews/user-entities with the dashboard's orderBy and
 * sortedBy (spec §7), five rows (its rows are dashboard review rows, spec §3). A failure ends
 * loading without a toast (spec §8; the call is silent) and is shown by the table with a retry,
 * never as "nothing is shared with you" (#18).
 */
export function useSharedReviews() {
  return useQuery({
    queryKey: dashboardKeys.sharedReviews(),
    queryFn: async ({ signal }) => (await sharingApi.sharedWithMe({ ...RECENT }, signal)).data.slice(0, LAYOUT.dashboardTableRows),
    retry: false,
    staleTime: 30_000,
  });
}

/** The first-run checklist: read fresh on each visit of the dashboard (steps are ticked elsewhere). */
export function useFirstSteps() {
  return useQuery({
    queryKey: dashboardKeys.firstSteps(),
    queryFn: async ({ signal }) => (await dashboardApi.firstSteps(signal)).data,
    retry: false,
    staleTime: 0,
  });
}

export function useDismissFirstSteps() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => dashboardApi.dismissFirstSteps(),
    onSuccess: ({ data }) => client.setQueryData(dashboardKeys.firstSteps(), data),
  });
}
