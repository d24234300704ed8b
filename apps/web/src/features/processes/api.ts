import type {
  CreateItemInput,
  CreateProcessInput,
  Item,
  ItemKind,
  Pagination,
  Process,
  UpdateItemInput,
  UpdateProcessInput,
} from '@thesis/domain';
import { api } from '../../lib/api';

/** The kinds that hold children: a process holds factors, a factor checklists, a checklist questions. */
export type ParentKind = 'process' | 'factor' | 'checklist';
export type LibraryKind = 'process' | ItemKind;

export const CHILD_KIND: Readonly<Record<ParentKind, ItemKind>> = {
  process: 'factor',
  factor: 'checklist',
  checklist: 'question',
};
export const PLURAL: Readonly<Record<LibraryKind, string>> = {
  process: 'processes',
  factor: 'factors',
  checklist: 'checklists',
  question: 'questions',
};

export interface ListAnswer<T> {
  data: T[];
  meta: { pagination: Pagination };
}
export interface ItemUpdateMeta {
  message: string;
  type_change: { from: Item['type']; to: Item['type']; compatible: boolean; scale_reset: boolean } | null;
}
export interface ProcessDeleted {
  message: string;
  default_process_id: string | null;
  deleted_item_ids: string[];
}
export interface SwitchActivityInput {
  activate_process_ids: string[];
  deactivate_process_ids: string[];
}

const segment = (id: string) => encodeURIComponent(id);
const parentPath = (kind: ParentKind, id: string) => `/${PLURAL[kind]}/${segment(id)}`;
/** Position mapped to id, as spec §4 sends a new order: `{ "0": id, "1": id }`. */
export function positionsOf(ids: readonly string[]): Record<string, string> {
  return Object.fromEntries(ids.map((id, index) => [String(index), id]));
}

/** Process calls of spec §7 (Processes). */
export const processesApi = {
  list: () => api.get<ListAnswer<Process>>('/processes', { query: { withCount: 'investmentReviews', limit: 500 } }),
  /** The whole tree; a 404 is shown by the page itself. */
  get: (id: string) =>
    api.get<{ data: Process }>(`/processes/${segment(id)}`, {
      query: { include: 'factors.checklists.questions' },
      quiet: [404],
    }),
  create: (input: CreateProcessInput) => api.post<{ data: Process }>('/processes', input, { form: true }),
  update: (id: string, changes: UpdateProcessInput, options: { form?: boolean } = {}) =>
    api.patch<{ data: Process }>(`/processes/${segment(id)}`, changes, { form: options.form }),
  remove: (id: string) => api.delete<{ data: ProcessDeleted }>(`/processes/${segment(id)}`),
  switchActivity: (input: SwitchActivityInput) => api.post<{ data: Process[] }>('/processes/switch-activity', input),
};

/** Factor, checklist and question calls (the generic `/{type}s` routes). */
export const itemsApi = {
  /** The caller's library of one kind; `excludeParentId` leaves out what that parent already holds. */
  library: (kind: ItemKind, excludeParentId?: string) =>
    api.get<ListAnswer<Item>>(`/${PLURAL[kind]}`, {
      query: { exclude_parent_id: excludeParentId, limit: 500, orderBy: 'name' },
    }),
  create: (kind: ItemKind, input: CreateItemInput) =>
    api.post<{ data: Item }>(`/${PLURAL[kind]}`, input, { form: true }),
  update: (kind: ItemKind, id: string, changes: UpdateItemInput, options: { form?: boolean } = {}) =>
    api.patch<{ data: Item; meta: ItemUpdateMeta }>(`/${PLURAL[kind]}/${segment(id)}`, changes, { form: options.form }),
  attach: (parent: ParentKind, parentId: string, ids: string[]) =>
    api.post<unknown>(`${parentPath(parent, parentId)}/${PLURAL[CHILD_KIND[parent]]}`, {
      [`${CHILD_KIND[parent]}_ids`]: ids,
    }),
  detach: (parent: ParentKind, parentId: string, ids: string[]) =>
    api.request<unknown>(`${parentPath(parent, parentId)}/${PLURAL[CHILD_KIND[parent]]}`, {
      method: 'PUT',
      body: { [`${CHILD_KIND[parent]}_ids`]: ids },
    }),
  reorder: (parent: ParentKind, parentId: string, ids: readonly string[]) => {
    const child = CHILD_KIND[parent];
    return api.request<unknown>(`${parentPath(parent, parentId)}/reorder_${PLURAL[child]}_positions`, {
      method: 'PUT',
      body: { [`position_${child}_ids`]: positionsOf(ids) },
    });
  },
};

export interface TemplateLibrary {
  processes: Process[];
  factors: Item[];
  checklists: Item[];
  questions: Item[];
}

/** The template library and the copy (replicate) command. */
export const templatesApi = {
  library: () => api.get<{ data: TemplateLibrary }>('/templates'),
  processes: () => api.get<ListAnswer<Process>>('/processes-templates', { query: { include: 'factors' } }),
  process: (id: string) => api.get<{ data: Process }>(`/processes-templates/${segment(id)}`, { quiet: [404] }),
  item: (kind: ItemKind, id: string) =>
    api.get<{ data: Item }>(`/${PLURAL[kind]}-templates/${segment(id)}`, { quiet: [404] }),
  replicate: <T extends Process | Item>(kind: LibraryKind, id: string) =>
    api.post<{ data: T; meta: { message: string } }>(`/replicates/${PLURAL[kind]}/${segment(id)}`),
};
