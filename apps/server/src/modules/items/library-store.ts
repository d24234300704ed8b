import type { Kysely } from 'kysely';
import { ITEM_CHILD_KIND, type ItemKind } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { ProcessesRepository } from '../processes/processes.repository';
import { ItemsRepository } from './items.repository';
import { LinksRepository } from './links.repository';

/** A parent in the library: a process (holds factors) or an item (holds its child kind). */
export type ParentKind = 'process' | ItemKind;

/** The library repositories over one connection or transaction. */
export interface LibraryStore {
  processes: ProcessesRepository;
  items: ItemsRepository;
  processFactors: LinksRepository;
  itemChildren: LinksRepository;
}

export function createLibraryStore(db: Kysely<Database>): LibraryStore {
  return {
    processes: new ProcessesRepository(db),
    items: new ItemsRepository(db),
    processFactors: new LinksRepository(db, 'process_factors'),
    itemChildren: new LinksRepository(db, 'item_children'),
  };
}

/** Runs `work` in one transaction with repositories bound to it. */
export function inTransaction<T>(db: Kysely<Database>, work: (store: LibraryStore) => Promise<T>): Promise<T> {
  return db.transaction().execute((trx) => work(createLibraryStore(trx)));
}

/** The kind a parent holds: factors in a process, checklists in a factor, questions in a checklist. */
export function childKindOf(parent: ParentKind): ItemKind | null {
  return parent === 'process' ? 'factor' : ITEM_CHILD_KIND[parent];
}

/** The links under a parent of this kind. */
export function linksUnder(store: LibraryStore, parent: ParentKind): LinksRepository {
  return parent === 'process' ? store.processFactors : store.itemChildren;
}

/** The links that hold an item of this kind. */
export function linksHolding(store: LibraryStore, kind: ItemKind): LinksRepository {
  return kind === 'factor' ? store.processFactors : store.itemChildren;
}
