import { MESSAGES, type CreateProcessInput, type Process, type UpdateProcessInput } from '@thesis/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { PROFILE_KEY } from '../auth/session';
import { processesApi, type SwitchActivityInput } from './api';
import { processKeys } from './keys';

type Snapshot = [readonly unknown[], unknown][];

/** Saves the list and one detail, for rollback. */
function snapshot(client: QueryClient, id?: string): Snapshot {
  const keys: (readonly unknown[])[] = [processKeys.list(), ...(id ? [processKeys.detail(id)] : [])];
  return keys.map((key) => [key, client.getQueryData(key)]);
}

function restore(client: QueryClient, saved: Snapshot | undefined): void {
  for (const [key, data] of saved ?? []) client.setQueryData(key, data);
}

/** Applies a change to a process in the list and in its detail (the detail keeps its factors). */
function patchCaches(client: QueryClient, id: string, change: (process: Process) => Process): void {
  client.setQueryData<Process[]>(processKeys.list(), (list) =>
    list?.map((process) => (process.id === id ? change(process) : process)),
  );
  client.setQueryData<Process>(processKeys.detail(id), (process) =>
    process ? { ...change(process), factors: process.factors } : process,
  );
}

export function useCreateProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateProcessInput) => (await processesApi.create(input)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: processKeys.list() }),
  });
}

/**
 * PATCH /processes/{id}, applied optimistically and rolled back when the server refuses (the API
 * client shows its message). Making a process the default demotes the old one in the list.
 */
export function useUpdateProcess(options: { form?: boolean; successToast?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateProcessInput }) =>
      (await processesApi.update(id, changes, options)).data,
    onMutate: async ({ id, changes }) => {
      await client.cancelQueries({ queryKey: processKeys.all });
      const saved = snapshot(client, id);
      if (changes.is_default) {
        client.setQueryData<Process[]>(processKeys.list(), (list) =>
          list?.map((process) => ({ ...process, is_default: process.id === id })),
        );
      }
      patchCaches(client, id, (process) => ({
        ...process,
        name: changes.name ?? process.name,
        description: changes.description === undefined ? process.description : (changes.description ?? null),
        is_default: changes.is_default ?? process.is_default,
        is_active: changes.is_default ? true : (changes.is_active ?? process.is_active),
      }));
      return saved;
    },
    onError: (_error, _input, saved) => restore(client, saved),
    onSuccess: (process) => {
      patchCaches(client, process.id, () => process);
      if (options.successToast !== false) toast.success(MESSAGES.changesSuccessful);
    },
    onSettled: async (_process, _error, { changes }) => {
      // The profile carries default_process_id.
      if (changes.is_default) await client.invalidateQueries({ queryKey: PROFILE_KEY });
      await client.invalidateQueries({ queryKey: processKeys.list() });
    },
  });
}

/** POST /processes/switch-activity, optimistic with rollback; the server's refusal is its toast. */
export function useSwitchActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SwitchActivityInput) => processesApi.switchActivity(input),
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: processKeys.all });
      const saved = snapshot(client);
      const on = new Set(input.activate_process_ids);
      const off = new Set(input.deactivate_process_ids);
      client.setQueryData<Process[]>(processKeys.list(), (list) =>
        list?.map((process) =>
          on.has(process.id)
            ? { ...process, is_active: true }
            : off.has(process.id)
              ? { ...process, is_active: false }
              : process,
        ),
      );
      for (const id of [...on, ...off]) {
        client.setQueryData<Process>(processKeys.detail(id), (process) =>
          process ? { ...process, is_active: on.has(id) } : process,
        );
      }
      return saved;
    },
    onError: (_error, _input, saved) => restore(client, saved),
    onSuccess: () => toast.success(MESSAGES.changesSuccessful),
    onSettled: () => client.invalidateQueries({ queryKey: processKeys.all }),
  });
}

/** DELETE /processes/{id}: toast 'Process was successfully deleted', then forget the process. */
export function useDeleteProcess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await processesApi.remove(id)).data,
    onSuccess: (answer, id) => {
      toast.success(answer.message);
      client.setQueryData<Process[]>(processKeys.list(), (list) => list?.filter((process) => process.id !== id));
      client.removeQueries({ queryKey: processKeys.detail(id) });
      return Promise.all([
        client.invalidateQueries({ queryKey: processKeys.list() }),
        client.invalidateQueries({ queryKey: PROFILE_KEY }),
      ]);
    },
  });
}
