import type { Kysely } from 'kysely';
import { copiedTemplateMessage, itemNotFoundMessage, PROCESS_MESSAGES, type Item, type ItemKind, type Process } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { writerOf, type Viewer } from '../teams/workspace';
import { PROCESS_INCLUDE_LEVELS, ITEM_DEFINITIONS } from '../items/items.definitions';
import { findOfKind } from '../items/items.service';
import { assertReadable } from '../items/library.policy';
import { byNameIgnoringCase, includeDepth } from '../items/library-query';
import type { LibraryReader } from '../items/library-reader';
import { createLibraryStore, inTransaction, type LibraryStore } from '../items/library-store';
import { copyItem, copyProcess } from './copy-template';

export interface TemplateLibrary {
  processes: Process[];
  factors: Item[];
  checklists: Item[];
  questions: Item[];
}


/** The template library (read-only for everyone) and the replicate commands. */
export class TemplatesService {
  private readonly store: LibraryStore;

  constructor(private readonly deps: { db: Kysely<Database>; reader: LibraryReader }) {
    this.store = createLibraryStore(deps.db);
  }

  /** Template processes sorted by name ignoring case, with `include` levels (all by default on /templates). */
  async processes(viewer: Viewer, include?: string): Promise<Process[]> {
    const depth = includeDepth(include, PROCESS_INCLUDE_LEVELS);
    const ctx = await this.deps.reader.context(this.store, viewer);
    const records = (await this.store.processes.listTemplates()).sort(byNameIgnoringCase);
    return this.deps.reader.processes(this.store, ctx, records, depth);
  }

  /** One template process with its factors, checklists and questions. */
  async process(viewer: Viewer, id: string): Promise<Process> {
    const record = await this.store.processes.findById(id);
    assertReadable(viewer, record?.is_template ? record : undefined, PROCESS_MESSAGES.notFound);
    const ctx = await this.deps.reader.context(this.store, viewer);
    const [process] = await this.deps.reader.processes(this.store, ctx, [record!], PROCESS_INCLUDE_LEVELS.length);
    return process!;
  }

  async items(viewer: Viewer, kind: ItemKind, include?: string): Promise<Item[]> {
    const depth = includeDepth(include, ITEM_DEFINITIONS[kind].includeLevels);
    const { records } = await this.store.items.list({ userId: null, kind }, { orderBy: 'name', direction: 'asc', limit: 10_000, offset: 0 });
    const ctx = await this.deps.reader.context(this.store, viewer);
    return this.deps.reader.items(this.store, ctx, records.sort(byNameIgnoringCase), depth);
  }

  /** One template item with everything below it. */
  async item(viewer: Viewer, kind: ItemKind, id: string): Promise<Item> {
    const record = await findOfKind(this.store, kind, id);
    assertReadable(viewer, record?.is_template ? record : undefined, itemNotFoundMessage(kind));
    const ctx = await this.deps.reader.context(this.store, viewer);
    const [item] = await this.deps.reader.items(this.store, ctx, [record!], ITEM_DEFINITIONS[kind].includeLevels.length);
    return item!;
  }

  /** Every template grouped as processes, factors, checklists and questions (spec §3 Templates). */
  async library(viewer: Viewer): Promise<TemplateLibrary> {
    const [processes, factors, checklists, questions] = await Promise.all([
      this.processes(viewer),
      this.items(viewer, 'factor'),
      this.items(viewer, 'checklist'),
      this.items(viewer, 'question'),
    ]);
    return { processes, factors, checklists, questions };
  }

  /** POST /replicates/processes/{id}: a template or one of your processes, copied deep into your library. */
  async replicateProcess(viewer: Viewer, id: string): Promise<{ process: Process; message: string }> {
    const copy = await inTransaction(this.deps.db, async (store) => {
      const source = assertReadable(viewer, await store.processes.findById(id), PROCESS_MESSAGES.notFound);
      return copyProcess(store, writerOf(viewer), source);
    });
    const ctx = await this.deps.reader.context(this.store, viewer);
    const [process] = await this.deps.reader.processes(this.store, ctx, [copy], PROCESS_INCLUDE_LEVELS.length);
    return { process: process!, message: copiedTemplateMessage('process') };
  }

  /** POST /replicates/{type}s/{id}. */
  async replicateItem(viewer: Viewer, kind: ItemKind, id: string): Promise<{ item: Item; message: string }> {
    const copy = await inTransaction(this.deps.db, async (store) => {
      const source = assertReadable(viewer, await findOfKind(store, kind, id), itemNotFoundMessage(kind));
      return copyItem(store, writerOf(viewer), source);
    });
    const ctx = await this.deps.reader.context(this.store, viewer);
    const [item] = await this.deps.reader.items(this.store, ctx, [copy], ITEM_DEFINITIONS[kind].includeLevels.length);
    return { item: item!, message: copiedTemplateMessage(kind) };
  }
}
