import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pagination, Process, SavedScreenView, Screen, ScreenPayload, ScreenResults, SwitchScreenActivity } from '@thesis/domain';
import { api } from '../../lib/api';
import { authStore } from '../../lib/auth-store';
import { saveFile } from '../../lib/save-file';

/** TanStack Query keys of the screens feature. */
export const screenKeys = {
  all: ['screens'] as const,
  list: () => ['screens', 'list'] as const,
  results: (id: string, query: string) => ['screens', 'results', id, query] as const,
  resultsOf: (id: string) => ['screens', 'results', id] as const,
  associated: (processId: string) => ['screens', 'associated', processId] as const,
};

export interface ResultsAnswer {
  data: ScreenResults;
  meta: { pagination: Pagination };
}

export const screensApi = {
  list: () => api.get<{ data: Screen[] }>('/screens'),
  results: (id: string, query: string) => api.get<ResultsAnswer>(`/screens/${id}${query ? `?${query}` : ''}`),
  create: (payload: ScreenPayload) => api.post<{ data: Screen }>('/screens', payload, { form: true }),
  update: (id: string, payload: Partial<ScreenPayload> & { description?: string | null }) => api.patch<{ data: Screen }>(`/screens/${id}`, payload, { form: true }),
  remove: (id: string) => api.delete<{ data: { message: string; default_screen_id: string | null } }>(`/screens/${id}`),
  saveView: (id: string, view: SavedScreenView) => api.patch<{ data: Screen }>(`/screens/${id}`, { saved_view: view }),
  run: (id: string) => api.request<{ data: Screen }>(`/screens/${id}`, { method: 'PUT' }),
  switchActivity: (input: SwitchScreenActivity) => api.post<{ data: Screen[] }>('/screens/switch-activity', input),
  associated: (processId: string) => api.get<{ data: Process[] }>(`/processes/${processId}/associated-processes`, { silent: true }),
};

export function useScreens() {
  return useQuery({ queryKey: screenKeys.list(), queryFn: async () => (await screensApi.list()).data });
}

/** A page of a screen's results for a query string (filteringScope, sortingScope, page …). */
export function useScreenResults(id: string, query: string) {
  return useQuery({ queryKey: screenKeys.results(id, query), queryFn: () => screensApi.results(id, query), placeholderData: keepPreviousData, retry: false });
}

/** The processes that share reviews with `processId` (spec §8: a failure empties the options). */
export function useAssociatedProcesses(processId: string | null) {
  return useQuery({
    queryKey: screenKeys.associated(processId ?? ''),
    queryFn: async () => {
      try {
        return (await screensApi.associated(processId!)).data;
      } catch {
        return [];
      }
    },
    enabled: !!processId,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return (id?: string) => Promise.all([
    client.invalidateQueries({ queryKey: screenKeys.list() }),
    id ? client.invalidateQueries({ queryKey: screenKeys.resultsOf(id) }) : Promise.resolve(),
  ]);
}

export function useCreateScreen() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (payload: ScreenPayload) => screensApi.create(payload), onSuccess: () => invalidate() });
}

export function useUpdateScreen() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: Partial<ScreenPayload> & { description?: string | null } }) => screensApi.update(id, payload),
    onSuccess: (_answer, { id }) => invalidate(id),
  });
}

/**
 * Saves the view a screen opens with. The results on screen already show it, so their cached pages
 * only take the new saved view (no refetch); the list is refreshed.
 */
export function useSaveScreenView() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, view }: { id: string; view: SavedScreenView }) => screensApi.saveView(id, view),
    onSuccess: async ({ data }, { id }) => {
      client.setQueriesData<ResultsAnswer>({ queryKey: screenKeys.resultsOf(id) }, (answer) => (answer ? { ...answer, data: { ...answer.data, saved_view: data.saved_view } } : answer));
      await client.invalidateQueries({ queryKey: screenKeys.list() });
    },
  });
}

export function useDeleteScreen() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => screensApi.remove(id), onSuccess: () => invalidate() });
}

export function useRunScreen() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => screensApi.run(id), onSuccess: (_answer, id) => invalidate(id) });
}

export function useSwitchScreenActivity() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (input: SwitchScreenActivity) => screensApi.switchActivity(input), onSuccess: () => invalidate() });
}

/**
 * Downloads the CSV of every row matching the current filters (GET /screens/{id}/export.csv). A
 * light authenticated call first lets the client refresh an expired token.
 */
export async function downloadScreenCsv(id: string, query: string): Promise<void> {
  await screensApi.results(id, 'limit=1');
  const response = await fetch(`/api/v1/screens/${id}/export.csv${query ? `?${query}` : ''}`, {
    headers: { authorization: `Bearer ${authStore.getToken() ?? ''}` },
    credentials: 'include',
  });
  if (!response.ok) throw new Error('The export failed. Please try again.');
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'screen-results.csv';
  saveFile(await response.blob(), name);
}
