import type { ItemKind } from '@thesis/domain';

/** One row per item kind: the generic routes, services and tests are built from this table. */
export interface ItemDefinition {
  kind: ItemKind;
  /** Path segment: /factors, /factors-templates, /replicates/factors. */
  plural: string;
  /** The kind it holds, and that kind's path segment (/factors/{id}/checklists). */
  child: ItemKind | null;
  childPlural: string | null;
  /** Levels `include` may ask for, in order (a factor: checklists, then questions). */
  includeLevels: readonly string[];
}

export const ITEM_DEFINITIONS: Readonly<Record<ItemKind, ItemDefinition>> = {
  factor: { kind: 'factor', plural: 'factors', child: 'checklist', childPlural: 'checklists', includeLevels: ['checklists', 'questions'] },
  checklist: { kind: 'checklist', plural: 'checklists', child: 'question', childPlural: 'questions', includeLevels: ['questions'] },
  question: { kind: 'question', plural: 'questions', child: null, childPlural: null, includeLevels: [] },
};

export const PROCESS_INCLUDE_LEVELS = ['factors', 'checklists', 'questions'] as const;
