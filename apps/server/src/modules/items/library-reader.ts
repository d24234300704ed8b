import type { Item, Process } from '@thesis/domain';
import type { SignMedia } from '../media/media-links';
import { scopeOf, type Viewer } from '../teams/workspace';
import { presentProcess } from '../processes/processes.presenter';
import { presentItem, type PresentContext } from './items.presenter';
import type { ItemRecord, ProcessRecord } from './library.records';
import { childKindOf, linksUnder, type LibraryStore, type ParentKind } from './library-store';

interface ChildRef {
  id: string;
  position: number;
}

/** Children by parent id and every item loaded, down to the depth asked. */
interface Tree {
  children: Map<string, ChildRef[]>;
  items: Map<string, ItemRecord>;
}

async function loadTree(store: LibraryStore, rootKind: ParentKind, rootIds: readonly string[], depth: number): Promise<Tree> {
  const tree: Tree = { children: new Map(), items: new Map() };
  let level: ParentKind | null = rootKind;
  let parentIds = [...new Set(rootIds)];
  for (let step = 0; step < depth && level && parentIds.length > 0; step += 1) {
    const links = await linksUnder(store, level).childrenOf(parentIds);
    for (const link of links) {
      const list = tree.children.get(link.parent_id) ?? [];
      list.push({ id: link.child_id, position: link.position });
      tree.children.set(link.parent_id, list);
    }
    const childIds = [...new Set(links.map((link) => link.child_id))];
    for (const record of await store.items.findByIds(childIds.filter((id) => !tree.items.has(id)))) tree.items.set(record.id, record);
    parentIds = childIds;
    level = childKindOf(level);
  }
  return tree;
}

/** Loads nested children as `include` asks and presents processes and items for one viewer. */
export class LibraryReader {
  constructor(private readonly sign: SignMedia) {}

  async context(store: LibraryStore, viewer: Viewer): Promise<PresentContext> {
    const team = viewer.workspace.team;
    const [defaultProcessId, persons] = await Promise.all([
      store.processes.defaultProcessId(scopeOf(viewer)),
      team ? store.items.teamPeople(team.id) : Promise.resolve([{ id: viewer.id, username: viewer.username, avatar_id: viewer.avatar_id }]),
    ]);
    const avatars = new Map((await store.items.mediaSummaries(persons.flatMap((person) => person.avatar_id ?? []))).map((file) => [file.id, file]));
    const people = new Map(
      persons.map((person) => {
        const avatar = person.avatar_id ? avatars.get(person.avatar_id) : undefined;
        return [person.id, { id: person.id, username: person.username, avatar: avatar ? { id: avatar.id, url: this.sign(avatar, viewer.id) } : null }] as const;
      }),
    );
    return { viewer, people, defaultProcessId, media: new Map() };
  }

  /** Items with `depth` levels of children (factor: checklists, then questions). */
  async items(store: LibraryStore, ctx: PresentContext, records: readonly ItemRecord[], depth = 0, positions?: Map<string, number>): Promise<Item[]> {
    const kind = records[0]?.kind;
    const tree = kind && depth > 0 ? await loadTree(store, kind, records.map((record) => record.id), depth) : { children: new Map(), items: new Map() };
    await this.loadMedia(store, ctx, [...records, ...tree.items.values()]);
    return records.map((record) => this.present(record, ctx, tree, positions?.get(record.id) ?? null, depth));
  }

  /** Processes with `depth` levels below (1 factors, 2 their checklists, 3 their questions). */
  async processes(store: LibraryStore, ctx: PresentContext, records: readonly ProcessRecord[], depth = 0): Promise<Process[]> {
    const ids = records.map((record) => record.id);
    const [counts, tree] = await Promise.all([
      store.processes.countInvestmentReviews(ids),
      depth > 0 ? loadTree(store, 'process', ids, depth) : Promise.resolve<Tree>({ children: new Map(), items: new Map() }),
    ]);
    await this.loadMedia(store, ctx, [...tree.items.values()]);
    return records.map((record) => {
      const factors = depth > 0 ? this.childrenOf(record.id, ctx, tree, depth - 1) : undefined;
      return presentProcess(record, ctx, counts.get(record.id) ?? 0, factors);
    });
  }

  private childrenOf(parentId: string, ctx: PresentContext, tree: Tree, depth: number): Item[] {
    return (tree.children.get(parentId) ?? []).flatMap((child) => {
      const record = tree.items.get(child.id);
      return record ? [this.present(record, ctx, tree, child.position, depth)] : [];
    });
  }

  private present(record: ItemRecord, ctx: PresentContext, tree: Tree, position: number | null, depth: number): Item {
    const childKind = childKindOf(record.kind);
    if (depth <= 0 || !childKind) return presentItem(record, ctx, position);
    const children = this.childrenOf(record.id, ctx, tree, depth - 1);
    return presentItem(record, ctx, position, childKind === 'checklist' ? { checklists: children } : { questions: children });
  }

  private async loadMedia(store: LibraryStore, ctx: PresentContext, records: readonly ItemRecord[]): Promise<void> {
    const ids = [...new Set(records.flatMap((record) => (record.media_id && !ctx.media.has(record.media_id) ? [record.media_id] : [])))];
    for (const media of await store.items.mediaSummaries(ids)) ctx.media.set(media.id, { ...media, url: this.sign(media, ctx.viewer.id) });
  }
}
