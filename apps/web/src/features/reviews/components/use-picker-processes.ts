import { PROCESS_PICKER_SETTLE_MS, type Process } from '@thesis/domain';
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { processesApi } from '../../processes/api';
import { processKeys } from '../../processes/keys';

/**
 * The caller's processes for the investment-process picker (spec §4): refetched each time the
 * picker opens, the loading flag clearing one second after that refetch; a failed fetch empties
 * the options (spec §8).
 */
export function usePickerProcesses(opened: boolean): { loading: boolean; processes: Process[]; failed: boolean } {
  // Asked for only once the picker opens (the pages holding it load without it).
  const query = useQuery({
    queryKey: processKeys.list(),
    queryFn: async () => (await processesApi.list()).data,
    enabled: opened,
  });
  const [loading, setLoading] = useState(false);
  const { refetch } = query;

  useEffect(() => {
    if (!opened) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    setLoading(true);
    void refetch().finally(() => {
      if (live) timer = setTimeout(() => setLoading(false), PROCESS_PICKER_SETTLE_MS);
    });
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [opened, refetch]);

  const failed = query.isError;
  return { loading, processes: failed ? [] : (query.data ?? []), failed };
}
