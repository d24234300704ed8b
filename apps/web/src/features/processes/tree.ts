import type { Item, Process } from '@thesis/domain';
import type { ParentKind } from './api';

/** What a node holds: a factor its checklists, a checklist its questions, a question nothing. */
export function childrenOf(node: Item): Item[] {
  if (node.kind === 'factor') return node.checklists ?? [];
  if (node.kind === 'checklist') return node.questions ?? [];
  return [];
}

function withChildren(node: Item, children: Item[]): Item {
  if (node.kind === 'factor') return { ...node, checklists: children };
  if (node.kind === 'checklist') return { ...node, questions: children };
  return node;
}

/** Rebuilds every node of the tree through `visit` (depth first, children before their parent). */
function mapNodes(nodes: Item[], visit: (node: Item) => Item): Item[] {
  return nodes.map((node) => {
    const children = childrenOf(node);
    const rebuilt = children.length > 0 ? withChildren(node, mapNodes(children, visit)) : node;
    return visit(rebuilt);
  });
}

function mapFactors(process: Process, visit: (node: Item) => Item): Process {
  return { ...process, factors: mapNodes(process.factors ?? [], visit) };
}

/** Orders `items` as `ids` says; items the list does not name keep their relative order at the end. */
export function orderByIds<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...items].sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length));
}

/**
 * The tree with the children of a parent in a new order. An item may sit under several parents, so
 * every occurrence of the parent is reordered.
 */
export function reorderInTree(process: Process, parent: ParentKind, parentId: string, ids: readonly string[]): Process {
  if (parent === 'process') return { ...process, factors: orderByIds(process.factors ?? [], ids) };
  return mapFactors(process, (node) =>
    node.kind === parent && node.id === parentId ? withChildren(node, orderByIds(childrenOf(node), ids)) : node,
  );
}

/** The tree without some children of a parent (detach). */
export function detachInTree(process: Process, parent: ParentKind, parentId: string, ids: readonly string[]): Process {
  const gone = new Set(ids);
  if (parent === 'process')
    return { ...process, factors: (process.factors ?? []).filter((factor) => !gone.has(factor.id)) };
  return mapFactors(process, (node) =>
    node.kind === parent && node.id === parentId
      ? withChildren(
          node,
          childrenOf(node).filter((child) => !gone.has(child.id)),
        )
      : node,
  );
}

/** The tree with an item's own fields replaced wherever it appears; its children are kept. */
export function replaceItemInTree(process: Process, item: Item): Process {
  return mapFactors(process, (node) =>
    node.id === item.id ? withChildren({ ...node, ...item, position: node.position }, childrenOf(node)) : node,
  );
}

/** Every checklist of the process once (first occurrence), with the factor it was found under. */
export function checklistsOf(process: Process): { checklist: Item; factor: Item }[] {
  const seen = new Set<string>();
  const out: { checklist: Item; factor: Item }[] = [];
  for (const factor of process.factors ?? []) {
    for (const checklist of factor.checklists ?? []) {
      if (seen.has(checklist.id)) continue;
      seen.add(checklist.id);
      out.push({ checklist, factor });
    }
  }
  return out;
}

export interface TreeCounts {
  factors: number;
  checklists: number;
  questions: number;
}

/** Distinct factors, checklists and questions in a process. */
export function countTree(process: Process): TreeCounts {
  const ids = { factor: new Set<string>(), checklist: new Set<string>(), question: new Set<string>() };
  const walk = (nodes: Item[]) => {
    for (const node of nodes) {
      ids[node.kind].add(node.id);
      walk(childrenOf(node));
    }
  };
  walk(process.factors ?? []);
  return { factors: ids.factor.size, checklists: ids.checklist.size, questions: ids.question.size };
}

/** Path keys of every node that has children (for "Expand all"). */
export function expandableKeys(nodes: Item[], prefix = ''): string[] {
  return nodes.flatMap((node) => {
    const key = `${prefix}${node.id}`;
    return node.kind === 'question' ? [] : [key, ...expandableKeys(childrenOf(node), `${key}/`)];
  });
}
