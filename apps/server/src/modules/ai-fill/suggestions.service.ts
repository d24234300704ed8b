import type { Kysely } from 'kysely';
import { AI_FILL_SERVER_MESSAGES, fromFiledFigures, isGradedByValue, REVIEW_COMMENT_MAX, REVIEW_MESSAGES, type AcceptSuggestion, type AiSuggestion, type FilledProcess, type UpdateInvestmentItem } from '@thesis/domain';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { InvestmentItemRecord } from '../investment-items/investment-items.records';
import type { InvestmentItemsService, ItemWriteResult } from '../investment-items/investment-items.service';
import type { ReviewReader } from '../reviews/review-reader';
import { createReviewStore, type ReviewStore } from '../reviews/review-store';
import type { ReviewRecord } from '../reviews/reviews.repository';
import type { Viewer } from '../teams/workspace';
import type { AiFillPolicy } from './ai-fill.policy';

export interface AcceptAllResult {
  process: FilledProcess;
  accepted: number;
  /** Suggestions the item no longer takes (its type or range changed since): they stay open. */
  failed: { suggestion_id: string; item_name: string; message: string }[];
}

/**
 * The item write a suggestion stands for. Edited: exactly the fields the reviewer sent. As proposed:
 * the fields it proposes (null ones leave the item's own alone), its comment going under a comment
 * the reviewer wrote, never over it. An item graded by its value (thresholds) takes the value alone:
 * its grade follows from it, whatever grade the suggestion names.
 */
function itemChanges(suggestion: AiSuggestion, item: InvestmentItemRecord, edits: AcceptSuggestion): UpdateInvestmentItem {
  if (Object.keys(edits).length > 0) return { ...edits };
  const changes: UpdateInvestmentItem = {};
  const gradedByValue = isGradedByValue(item) && suggestion.value !== null;
  for (const field of ['score', 'value', 'relevance'] as const) {
    if (field === 'score' && gradedByValue) continue;
    if (suggestion[field] !== null) Object.assign(changes, { [field]: suggestion[field] });
  }
  if (suggestion.comment) {
    const combined = item.comment?.trim() ? `${item.comment.trim()}\n\n${suggestion.comment}` : suggestion.comment;
    if (combined.length <= REVIEW_COMMENT_MAX) changes.comment = combined;
  }
  return changes;
}

/** Accepting (as a manual edit of the item), editing-then-accepting and discarding AI suggestions. */
export class SuggestionsService {
  private readonly store: ReviewStore;

  constructor(private readonly deps: { db: Kysely<Database>; policy: AiFillPolicy; reader: ReviewReader; items: InvestmentItemsService }) {
    this.store = createReviewStore(deps.db);
  }

  /** Writes the suggestion into its item through the item update path (activity event, summary), then removes it. */
  async accept(viewer: Viewer, id: string, edits: AcceptSuggestion): Promise<ItemWriteResult> {
    const { suggestion, review } = await this.locate(id);
    await this.deps.policy.editable(viewer, review, AI_FILL_SERVER_MESSAGES.suggestionNotFound);
    return this.write(viewer, suggestion, edits);
  }

  async discard(viewer: Viewer, id: string): Promise<{ id: string; message: string }> {
    const { suggestion, review } = await this.locate(id);
    await this.deps.policy.editable(viewer, review, AI_FILL_SERVER_MESSAGES.suggestionNotFound);
    await this.store.aiFills.deleteSuggestions([suggestion.id]);
    return { id: suggestion.id, message: AI_FILL_SERVER_MESSAGES.suggestionDiscarded };
  }

  /** Accepts every open suggestion of a process (or only those from filed figures); those an item no longer takes stay open and are listed. */
  async acceptAll(viewer: Viewer, processId: string, figuresOnly = false): Promise<AcceptAllResult> {
    const review = await this.processReview(viewer, processId);
    const result: Omit<AcceptAllResult, 'process'> = { accepted: 0, failed: [] };
    const open = await this.store.aiFills.suggestionsOf([processId]);
    for (const suggestion of figuresOnly ? open.filter(fromFiledFigures) : open) {
      try {
        await this.write(viewer, suggestion, {});
        result.accepted += 1;
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
        const item = await this.store.items.findById(suggestion.investment_item_id);
        result.failed.push({ suggestion_id: suggestion.id, item_name: item?.name ?? '', message: Object.values(error.errors ?? {}).flat().join(' ') || error.message });
      }
    }
    return { ...result, process: await this.present(viewer, review, processId) };
  }

  async discardAll(viewer: Viewer, processId: string): Promise<{ process: FilledProcess; discarded: number }> {
    const review = await this.processReview(viewer, processId);
    const open = await this.store.aiFills.suggestionsOf([processId]);
    const discarded = await this.store.aiFills.deleteSuggestions(open.map((suggestion) => suggestion.id));
    return { process: await this.present(viewer, review, processId), discarded };
  }

  private async write(viewer: Viewer, suggestion: AiSuggestion, edits: AcceptSuggestion): Promise<ItemWriteResult> {
    const item = await this.store.items.findById(suggestion.investment_item_id);
    if (!item) throw notFound(AI_FILL_SERVER_MESSAGES.suggestionNotFound);
    const result = await this.deps.items.update(viewer, item.kind, item.id, itemChanges(suggestion, item, edits));
    await this.store.aiFills.deleteSuggestions([suggestion.id]);
    return result;
  }

  private async locate(id: string): Promise<{ suggestion: AiSuggestion; review: ReviewRecord | undefined }> {
    const suggestion = await this.store.aiFills.findSuggestion(id);
    if (!suggestion) throw notFound(AI_FILL_SERVER_MESSAGES.suggestionNotFound);
    const process = await this.store.processes.findById(suggestion.investment_process_id);
    return { suggestion, review: process ? await this.store.reviews.findById(process.review_id) : undefined };
  }

  private async processReview(viewer: Viewer, processId: string): Promise<ReviewRecord> {
    const process = await this.store.processes.findById(processId);
    const review = process ? await this.store.reviews.findById(process.review_id) : undefined;
    return (await this.deps.policy.editable(viewer, review, REVIEW_MESSAGES.investmentProcessNotFound)).review;
  }

  private async present(viewer: Viewer, review: ReviewRecord, processId: string): Promise<FilledProcess> {
    const investment = await this.deps.reader.investmentOf(this.store, review);
    const process = await this.deps.reader.for(viewer.id).process(this.store, (await this.store.processes.findById(processId))!, investment.last_price, true);
    return { ...process, suggestions: process.suggestions ?? [], ai_fill: process.ai_fill ?? null };
  }
}
