import type { Kysely } from 'kysely';
import {
  librarySearchFlag,
  MESSAGES,
  PROCESS_MESSAGES,
  type CreateProcess,
  type listProcessesQuerySchema,
  type Pagination,
  type Process,
  type SwitchActivity,
  type UpdateProcess,
} from '@thesis/domain';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { AppError, validationError, type FieldErrors } from '../../lib/errors';
import { scopeOf, type Viewer } from '../teams/workspace';
import { attachChildren, detachChildren, reorderChildren } from '../items/child-links';
import { PROCESS_INCLUDE_LEVELS } from '../items/items.definitions';
import type { ProcessRecord } from '../items/library.records';
import { assertChangeable, assertReadable } from '../items/library.policy';
import { includeDepth, pagination } from '../items/library-query';
import type { LibraryReader } from '../items/library-reader';
import { createLibraryStore, inTransaction, type LibraryStore } from '../items/library-store';
import { deleteOrphans } from '../items/orphans';
import { ensureDefaultProcess, inProcessOrder } from './default-process';

type ListQuery = z.output<typeof listProcessesQuerySchema>;

export const WITH_COUNTS = ['investmentReviews'] as const;

export interface ProcessDeleted {
  message: string;
  default_process_id: string | null;
  deleted_item_ids: string[];
}

function sortKey(record: ProcessRecord, orderBy: ListQuery['orderBy']): string {
  return orderBy === 'name' ? record.name.toLowerCase() : orderBy === 'position' ? '' : record[orderBy];
}

/** The processes of the caller's workspace (their own, or their team's) and the rules of spec §4 (default and active). */
export class ProcessesService {
  private readonly store: LibraryStore;

  constructor(private readonly deps: { db: Kysely<Database>; reader: LibraryReader }) {
    this.store = createLibraryStore(deps.db);
  }

  /** The caller's processes, default first, then by position (or by orderBy), paged in memory. */
  async list(viewer: Viewer, query: ListQuery): Promise<{ data: Process[]; pagination: Pagination }> {
    const depth = includeDepth(query.include, PROCESS_INCLUDE_LEVELS);
    for (const count of (query.withCount ?? '').split(',').filter(Boolean)) {
      if (!(WITH_COUNTS as readonly string[]).includes(count.trim())) throw validationError({ withCount: [`withCount can be: ${WITH_COUNTS.join(', ')}`] });
    }
    const ctx = await this.deps.reader.context(this.store, viewer);
    const name = query.search.name?.toLowerCase();
    const active = librarySearchFlag(query.search.is_active);
    let records = inProcessOrder(await this.store.processes.listForUser(scopeOf(viewer)), ctx.defaultProcessId).filter(
      (record) => (!name || record.name.toLowerCase().includes(name)) && (active === undefined || record.is_active === active),
    );
    if (query.orderBy !== 'position') records = records.sort((a, b) => sortKey(a, query.orderBy).localeCompare(sortKey(b, query.orderBy)));
    if (query.sortedBy === 'desc') records = records.reverse();
    const page = records.slice((query.page - 1) * query.limit, query.page * query.limit);
    const data = await this.deps.reader.processes(this.store, ctx, page, depth);
    return { data, pagination: pagination(records.length, data.length, query.limit, query.page) };
  }

  async get(viewer: Viewer, id: string, include?: string): Promise<Process> {
    const depth = includeDepth(include, PROCESS_INCLUDE_LEVELS);
    const record = assertReadable(viewer, await this.store.processes.findById(id), PROCESS_MESSAGES.notFound);
    return this.present(viewer, record, depth);
  }

  /** Active unless asked otherwise; default when asked, or when the caller has no default yet (then active). */
  async create(viewer: Viewer, input: CreateProcess): Promise<Process> {
    if (input.is_default === true && input.is_active === false) throw validationError({ is_active: [MESSAGES.cannotRemoveDefault] });
    const record = await inTransaction(this.deps.db, async (store) => {
      const now = nowIso();
      const record: ProcessRecord = {
        id: newId(),
        user_id: scopeOf(viewer),
        created_by: viewer.id,
        name: input.name,
        description: input.description ?? null,
        is_active: input.is_active ?? true,
        position: await store.processes.nextPosition(scopeOf(viewer)),
        is_template: false,
        template_key: null,
        source_id: null,
        created_at: now,
        updated_at: now,
      };
      await store.processes.insert(record);
      if (input.is_default === true) await store.processes.setDefaultProcess(scopeOf(viewer), record.id);
      await ensureDefaultProcess(store, scopeOf(viewer), now);
      return record;
    });
    return this.present(viewer, (await this.store.processes.findById(record.id))!, 0);
  }

  /**
   * is_default: true makes it the default (the old one is demoted; an inactive process is
   * activated). Clearing is_default on the default, or deactivating the default, is refused.
   */
  async update(viewer: Viewer, id: string, input: UpdateProcess): Promise<Process> {
    await inTransaction(this.deps.db, async (store) => {
      const record = assertChangeable(viewer, await store.processes.findById(id), PROCESS_MESSAGES.notFound, PROCESS_MESSAGES.templateReadOnly);
      const isDefault = (await store.processes.defaultProcessId(scopeOf(viewer))) === id;
      const errors: FieldErrors = {};
      if (input.is_default === false && isDefault) errors.is_default = [MESSAGES.defaultRequired];
      if (input.is_active === false && (isDefault || input.is_default === true)) errors.is_active = [MESSAGES.cannotRemoveDefault];
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const activate = input.is_default === true && !record.is_active ? true : undefined;
      await store.processes.update(id, { name: input.name, description: input.description, is_active: input.is_active ?? activate, updated_at: nowIso() });
      if (input.is_default === true && !isDefault) await store.processes.setDefaultProcess(scopeOf(viewer), id);
    });
    return this.present(viewer, (await this.store.processes.findById(id))!, 0);
  }

  /**
   * Deletes the process and its links. Items it held that nothing else holds any more are deleted
   * too (see deleteOrphans). Deleting the default promotes the next process in order; deleting
   * your only process is refused (at least one default must exist).
   */
  async remove(viewer: Viewer, id: string): Promise<ProcessDeleted> {
    return inTransaction(this.deps.db, async (store) => {
      assertChangeable(viewer, await store.processes.findById(id), PROCESS_MESSAGES.notFound, PROCESS_MESSAGES.templateReadOnly);
      const defaultId = await store.processes.defaultProcessId(scopeOf(viewer));
      if (defaultId === id && (await store.processes.listForUser(scopeOf(viewer))).length === 1) {
        throw new AppError(422, MESSAGES.defaultRequired, { id: [MESSAGES.defaultRequired] });
      }
      const factorIds = await store.processFactors.childIdsOf(id);
      await store.processes.delete(id);
      const deleted = await deleteOrphans(store, scopeOf(viewer), 'factor', factorIds);
      const defaultProcessId = await ensureDefaultProcess(store, scopeOf(viewer), nowIso());
      return { message: MESSAGES.processDeleted, default_process_id: defaultProcessId, deleted_item_ids: deleted };
    });
  }

  /** Activates and deactivates in one transaction; the default cannot be deactivated. */
  async switchActivity(viewer: Viewer, input: SwitchActivity): Promise<Process[]> {
    const ids = [...input.activate_process_ids, ...input.deactivate_process_ids];
    await inTransaction(this.deps.db, async (store) => {
      const owned = new Set((await store.processes.findByIds(ids)).filter((record) => record.user_id === scopeOf(viewer) && !record.is_template).map((record) => record.id));
      const errors: FieldErrors = {};
      if (input.activate_process_ids.some((id) => !owned.has(id))) errors.activate_process_ids = [PROCESS_MESSAGES.invalidProcesses];
      if (input.deactivate_process_ids.some((id) => !owned.has(id))) errors.deactivate_process_ids = [PROCESS_MESSAGES.invalidProcesses];
      const defaultId = await store.processes.defaultProcessId(scopeOf(viewer));
      if (defaultId && input.deactivate_process_ids.includes(defaultId)) (errors.deactivate_process_ids ??= []).push(MESSAGES.cannotRemoveDefault);
      if (Object.keys(errors).length > 0) throw validationError(errors);
      const now = nowIso();
      await store.processes.setActive(input.activate_process_ids, true, now);
      await store.processes.setActive(input.deactivate_process_ids, false, now);
    });
    const ctx = await this.deps.reader.context(this.store, viewer);
    const records = inProcessOrder(await this.store.processes.findByIds(ids), ctx.defaultProcessId);
    return this.deps.reader.processes(this.store, ctx, records, 0);
  }

  attachFactors(viewer: Viewer, id: string, factorIds: readonly string[]): Promise<Process> {
    return this.changeFactors(viewer, id, (store) => attachChildren(store, scopeOf(viewer), { kind: 'process', id }, factorIds));
  }

  detachFactors(viewer: Viewer, id: string, factorIds: readonly string[]): Promise<Process> {
    return this.changeFactors(viewer, id, (store) => detachChildren(store, scopeOf(viewer), { kind: 'process', id }, factorIds));
  }

  reorderFactors(viewer: Viewer, id: string, orderedIds: readonly string[]): Promise<Process> {
    return this.changeFactors(viewer, id, (store) => reorderChildren(store, { kind: 'process', id }, orderedIds));
  }

  /** The caller's processes used in the same reviews as this one. */
  async associated(viewer: Viewer, id: string): Promise<Process[]> {
    assertReadable(viewer, await this.store.processes.findById(id), PROCESS_MESSAGES.notFound);
    const ids = await this.store.processes.associatedProcessIds(scopeOf(viewer), id);
    const ctx = await this.deps.reader.context(this.store, viewer);
    const records = (await this.store.processes.findByIds(ids)).filter((record) => record.user_id === scopeOf(viewer));
    return this.deps.reader.processes(this.store, ctx, inProcessOrder(records, ctx.defaultProcessId), 0);
  }

  private async changeFactors(viewer: Viewer, id: string, change: (store: LibraryStore) => Promise<void>): Promise<Process> {
    await inTransaction(this.deps.db, async (store) => {
      assertChangeable(viewer, await store.processes.findById(id), PROCESS_MESSAGES.notFound, PROCESS_MESSAGES.templateReadOnly);
      await change(store);
    });
    return this.present(viewer, (await this.store.processes.findById(id))!, 1);
  }

  private async present(viewer: Viewer, record: ProcessRecord, depth: number): Promise<Process> {
    const ctx = await this.deps.reader.context(this.store, viewer);
    const [process] = await this.deps.reader.processes(this.store, ctx, [record], depth);
    return process!;
  }
}
