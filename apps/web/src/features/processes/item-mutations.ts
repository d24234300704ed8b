import type { CreateItemInput, Item, ItemKind, Process, UpdateItemInput } from '@thesis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { itemsApi, type ParentKind } from './api';
import { libraryKeys, processKeys } from './keys';
import { detachInTree, reorderInTree, replaceItemInTree } from './tree';

/** POST /{type}s with parent_id: the new item lands at the end of its parent. Forms own the 422. */
export function useCreateItem(processId: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, input }: { kind: ItemKind; input: CreateItemInput }) =>
      (await itemsApi.create(kind, input)).data,
    onSuccess: () =>
      Promise.all([
        processId ? client.invalidateQueries({ queryKey: processKeys.detail(processId) }) : undefined,
        client.invalidateQueries({ queryKey: libraryKeys.all }),
      ]),
  });
}

/**
 * PATCH /{type}s/{id}. The answer replaces the item wherever it sits in the cached process tree, and
 * its meta.message ('The changes were successful') is the toast.
 */
export function useUpdateItem(processId: string | null, options: { form?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ item, changes }: { item: Pick<Item, 'id' | 'kind'>; changes: UpdateItemInput }) =>
      itemsApi.update(item.kind, item.id, changes, options),
    onSuccess: ({ data, meta }) => {
      if (processId)
        client.setQueryData<Process>(processKeys.detail(processId), (process) =>
          process ? replaceItemInTree(process, data) : process,
        );
      toast.success(meta.message);
      return client.invalidateQueries({ queryKey: libraryKeys.all });
    },
  });
}

export interface ChildrenChange {
  parent: ParentKind;
  parentId: string;
  ids: string[];
}

/** Removes children from a parent (PUT …/{child}s): optimistic, rolled back if the server refuses. */
export function useDetachItems(processId: string) {
  const client = useQueryClient();
  const key = processKeys.detail(processId);
  return useMutation({
    mutationFn: ({ parent, parentId, ids }: ChildrenChange) => itemsApi.detach(parent, parentId, ids),
    onMutate: async ({ parent, parentId, ids }) => {
      await client.cancelQueries({ queryKey: key });
      const saved = client.getQueryData<Process>(key);
      if (saved) client.setQueryData<Process>(key, detachInTree(saved, parent, parentId, ids));
      return saved;
    },
    onError: (_error, _change, saved) => client.setQueryData(key, saved),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: key }),
        client.invalidateQueries({ queryKey: libraryKeys.all }),
      ]),
  });
}

/**
 * Persists a new order of a parent's children (position mapped to id). The tree shows the order at
 * once; if the server refuses, the previous order comes back and the API client shows why.
 */
export function useReorder(processId: string) {
  const client = useQueryClient();
  const key = processKeys.detail(processId);
  return useMutation({
    mutationFn: ({ parent, parentId, ids }: ChildrenChange) => itemsApi.reorder(parent, parentId, ids),
    onMutate: async ({ parent, parentId, ids }) => {
      await client.cancelQueries({ queryKey: key });
      const saved = client.getQueryData<Process>(key);
      if (saved) client.setQueryData<Process>(key, reorderInTree(saved, parent, parentId, ids));
      return saved;
    },
    onError: (_error, _change, saved) => {
      client.setQueryData(key, saved);
      toast.warning('The previous order was restored.');
    },
  });
}
