import type { Item, ItemKind } from '@thesis/domain';
import { createContext, useContext } from 'react';
import type { ParentKind } from '../api';

export type ScoreMode = 'edit-score' | 'change-type';

export interface ParentRef {
  kind: ParentKind;
  id: string;
  name: string;
}

/** What the rows of a process tree can ask the page to do. Absent in a read-only (template) tree. */
export interface TreeEditing {
  reorder(parent: ParentKind, parentId: string, ids: string[]): void;
  create(kind: ItemKind, parentId: string): void;
  /** Opens the Edit entity modal on a parent, to attach items of the library. */
  attach(parent: ParentKind, parentId: string): void;
  edit(item: Item): void;
  score(item: Item, mode: ScoreMode): void;
  remove(item: Item, parent: ParentRef): void;
}

export interface TreeState {
  isExpanded(key: string): boolean;
  toggle(key: string): void;
  editing: TreeEditing | null;
}

export const TreeContext = createContext<TreeState>({ isExpanded: () => true, toggle: () => undefined, editing: null });

export function useTree(): TreeState {
  return useContext(TreeContext);
}
