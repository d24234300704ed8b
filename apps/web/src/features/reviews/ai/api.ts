import type { AcceptSuggestion, AiStatusAnswer, FilledProcess } from '@thesis/domain';
import { api } from '../../../lib/api';
import type { ItemWriteAnswer } from '../api';

const segment = (id: string) => encodeURIComponent(id);
const processPath = (id: string) => `/investment-processes/${segment(id)}`;

export interface AcceptAllAnswer {
  data: FilledProcess;
  meta: { message: string; accepted: number; failed: { suggestion_id: string; item_name: string; message: string }[] };
}

/**
 * AI fill calls (spec §7) and the suggestion calls. All are silent: the callers show the spec's
 * own messages (spec §4) or join the server's into one toast.
 */
export const aiApi = {
  request: (processId: string) => api.post<{ data: { ai_status: 'pending' } }>(`${processPath(processId)}/ai-request`, undefined, { silent: true }),
  status: (processId: string) => api.get<AiStatusAnswer>(`${processPath(processId)}/ai-status`, { silent: true }),
  accept: (suggestionId: string, edits: AcceptSuggestion = {}) =>
    api.post<ItemWriteAnswer>(`/ai-suggestions/${segment(suggestionId)}/accept`, edits, { silent: true }),
  discard: (suggestionId: string) => api.delete<{ data: { id: string; message: string } }>(`/ai-suggestions/${segment(suggestionId)}`, { silent: true }),
  /** Accepts every open suggestion, or only those made from filed figures. */
  acceptAll: (processId: string, from?: 'figures') => api.post<AcceptAllAnswer>(`${processPath(processId)}/ai-suggestions/accept${from ? `?from=${from}` : ''}`, undefined, { silent: true }),
  discardAll: (processId: string) =>
    api.delete<{ data: FilledProcess; meta: { message: string; discarded: number } }>(`${processPath(processId)}/ai-suggestions`, { silent: true }),
};
