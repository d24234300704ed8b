import type { Item, ItemKind, Process } from '@thesis/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { itemsApi, processesApi, templatesApi, type LibraryKind } from './api';
import { libraryKeys, processKeys, templateKeys } from './keys';

/** The caller's processes: default first, then by position. */
export function useProcesses() {
  return useQuery({ queryKey: processKeys.list(), queryFn: async () => (await processesApi.list()).data });
}

/** One process with its factors, checklists and questions. */
export function useProcess(id: string) {
  return useQuery({ queryKey: processKeys.detail(id), queryFn: async () => (await processesApi.get(id)).data });
}

/** The library of one kind; with `excludeParentId`, only what that parent does not hold yet. */
export function useLibrary(kind: ItemKind, excludeParentId: string | null, enabled = true) {
  return useQuery({
    queryKey: libraryKeys.list(kind, excludeParentId),
    queryFn: async () => (await itemsApi.library(kind, excludeParentId ?? undefined)).data,
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useTemplateLibrary() {
  return useQuery({
    queryKey: templateKeys.library(),
    queryFn: async () => (await templatesApi.library()).data,
    staleTime: 5 * 60_000,
  });
}

/** Template processes with their factors (for the cards' factor counts). */
export function useTemplateProcesses() {
  return useQuery({
    queryKey: templateKeys.processes(),
    queryFn: async () => (await templatesApi.processes()).data,
    staleTime: 5 * 60_000,
  });
}

/** One template with everything below it. */
export function useTemplate(kind: LibraryKind, id: string) {
  return useQuery({
    queryKey: templateKeys.detail(kind, id),
    queryFn: async (): Promise<Process | Item> =>
      kind === 'process' ? (await templatesApi.process(id)).data : (await templatesApi.item(kind, id)).data,
    staleTime: 5 * 60_000,
  });
}
