import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataSourceId, DataSourceView } from '@thesis/domain';
import { api } from '../../lib/api';

const SOURCES_KEY = ['data-sources'] as const;
/** While a sync runs the page follows it; otherwise it refreshes now and then. */
const RUNNING_REFRESH_MS = 3_000;
const IDLE_REFRESH_MS = 60_000;

export const marketDataApi = {
  sources: () => api.get<{ data: DataSourceView[] }>('/data-sources'),
  sync: (id: DataSourceId) => api.post<{ message: string }>(`/data-sources/${id}/sync`, undefined, { silent: true }),
};

export function useDataSources() {
  return useQuery({
    queryKey: SOURCES_KEY,
    queryFn: async () => (await marketDataApi.sources()).data,
    refetchInterval: (query) => (query.state.data?.some((source) => source.running || source.runs[0]?.status === 'running') ? RUNNING_REFRESH_MS : IDLE_REFRESH_MS),
  });
}

export function useSourceSync(id: DataSourceId) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => marketDataApi.sync(id), onSettled: () => client.invalidateQueries({ queryKey: SOURCES_KEY }) });
}
