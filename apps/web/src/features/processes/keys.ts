import type { ItemKind } from '@thesis/domain';
import type { LibraryKind } from './api';

/** TanStack Query keys of the processes feature (one place, so invalidation stays consistent). */
export const processKeys = {
  all: ['processes'] as const,
  list: () => ['processes', 'list'] as const,
  detail: (id: string) => ['processes', 'detail', id] as const,
};

export const libraryKeys = {
  all: ['library'] as const,
  list: (kind: ItemKind, excludeParentId: string | null) => ['library', kind, excludeParentId] as const,
};

export const templateKeys = {
  all: ['templates'] as const,
  library: () => ['templates', 'library'] as const,
  processes: () => ['templates', 'processes'] as const,
  detail: (kind: LibraryKind, id: string) => ['templates', 'detail', kind, id] as const,
};
