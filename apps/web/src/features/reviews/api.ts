import type {
  AttachFile,
  CreateInvestmentNoteInput,
  CreateNoteInput,
  InvestmentItem,
  InvestmentProcess,
  ItemKind,
  Media,
  MediaCollection,
  Review,
  ReviewModel,
  ReviewNote,
  UpdateInvestmentItem,
  UpdateInvestmentProcess,
  UpdateNoteInput,
  WriteNotice,
} from '@thesis/domain';
import { api } from '../../lib/api';

/** meta of PATCH/PUT /investment-{type}s/{id}: the toast and the process's new summary. */
export interface ItemWriteMeta extends WriteNotice {
  investment_process: { id: string; score: number; relevance: number };
}
export interface ItemWriteAnswer {
  data: InvestmentItem;
  meta: ItemWriteMeta;
}

const segment = (id: string) => encodeURIComponent(id);
const reviewPath = (id: string) => `/investment-reviews/${segment(id)}`;
const itemPath = (kind: ItemKind, id: string) => `/investment-${kind}s/${segment(id)}`;

/** Review calls of spec §7 (Reviews, investment items, investment processes, notes, media). */
export const reviewsApi = {
  /** The whole review page; a 404 (missing or not yours) is shown by the page itself. */
  get: (id: string) => api.get<{ data: Review }>(reviewPath(id), { quiet: [404] }),
  /** POST /investment-reviews: your review of the investment, created on first need. */
  create: (investmentId: string) => api.post<{ data: Review }>('/investment-reviews', { investment_id: investmentId }),
  updateSummary: (id: string, summary: string) =>
    api.patch<{ data: Review; meta: { saved: boolean } }>(reviewPath(id), { summary }),
  /** POST /investments/{id}/processes: attaches and creates the review when there is none yet. */
  attachToInvestment: (investmentId: string, processIds: string[]) =>
    api.post<{ data: Review }>(`/investments/${segment(investmentId)}/processes`, { process_ids: processIds }),
  attach: (id: string, processIds: string[]) =>
    api.post<{ data: Review }>(
      `${reviewPath(id)}/processes`,
      { process_ids: processIds },
      { query: { include: 'investment' } },
    ),
  detach: (id: string, investmentProcessIds: string[]) =>
    api.request<{ data: Review }>(`${reviewPath(id)}/investment-processes`, {
      method: 'PUT',
      body: { investment_process_ids: investmentProcessIds },
    }),
  /** Inline edits: no toast from the client, the caller joins the messages into one (interpretations.md). */
  updateItem: (kind: ItemKind, id: string, changes: UpdateInvestmentItem) =>
    api.patch<ItemWriteAnswer>(itemPath(kind, id), changes, { silent: true }),
  attachItemFile: (kind: ItemKind, id: string, uuids: AttachFile['uuids']) =>
    api.request<ItemWriteAnswer>(itemPath(kind, id), { method: 'PUT', body: { uuids } }),
  updateProcess: (id: string, changes: UpdateInvestmentProcess) =>
    api.patch<{ data: InvestmentProcess; meta: WriteNotice }>(`/investment-processes/${segment(id)}`, changes, { silent: true }),
  setModels: (id: string, uuids: string[]) =>
    api.request<{ data: ReviewModel[] }>(`${reviewPath(id)}/models`, { method: 'PUT', body: { uuids } }),
  /** The first-need writes on an investment without a review yet (spec §4): each answers the new review. */
  updateInvestmentSummary: (investmentId: string, summary: string) =>
    api.patch<{ data: Review; meta: { saved: boolean } }>(`/investments/${segment(investmentId)}/review`, { summary }),
  setInvestmentModels: (investmentId: string, uuids: string[]) =>
    api.request<{ data: Review }>(`/investments/${segment(investmentId)}/models`, { method: 'PUT', body: { uuids } }),
};

export const notesApi = {
  /** Forms own their 422 answers. */
  create: (input: CreateNoteInput) => api.post<{ data: ReviewNote }>('/investment-notes', input, { form: true }),
  /** POST /investments/{id}/notes: the note creates the review on first need and answers it. */
  createForInvestment: (investmentId: string, input: CreateInvestmentNoteInput) =>
    api.post<{ data: Review }>(`/investments/${segment(investmentId)}/notes`, input, { form: true }),
  update: (id: string, changes: UpdateNoteInput) =>
    api.patch<{ data: ReviewNote }>(`/investment-notes/${segment(id)}`, changes, { form: true }),
  remove: (id: string) => api.delete<{ data: { id: string; message: string } }>(`/investment-notes/${segment(id)}`),
};

/** POST /media (multipart: collection, file): the uuid to attach. */
/** How an upload reports its progress and is cancelled. */
export interface UploadControls {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The caller shows a failure itself (the upload dialog does, beside the file): no toast. */
  silent?: boolean;
}

export function uploadMedia(collection: MediaCollection, file: File, controls: UploadControls = {}) {
  const formData = new FormData();
  formData.append('collection', collection);
  formData.append('file', file);
  return api.request<{ data: Media }>('/media', { method: 'POST', formData, onUploadProgress: controls.onProgress, signal: controls.signal, silent: controls.silent });
}

/** TanStack Query keys of the reviews feature. */
export const reviewKeys = {
  all: ['reviews'] as const,
  detail: (id: string) => ['reviews', 'detail', id] as const,
};
