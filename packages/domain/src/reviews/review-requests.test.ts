import { describe, expect, it } from 'vitest';
import { ITEM_MESSAGES } from '../schemas/items';
import { REVIEW_MESSAGES, REVIEW_MODELS_MAX } from './messages';
import {
  attachFileSchema,
  attachProcessesSchema,
  listReviewsQuerySchema,
  reviewModelsSchema,
  updateInvestmentItemSchema,
  updateInvestmentProcessSchema,
  updateReviewSchema,
} from './review-requests';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('review requests', () => {
  it('changes only the item fields sent, and clears with null or blank', () => {
    expect(updateInvestmentItemSchema.parse({})).toEqual({});
    expect(updateInvestmentItemSchema.parse({ score: 'good' })).toEqual({ score: 'good' });
    expect(updateInvestmentItemSchema.parse({ value: '1,250.5', comment: '  ', url: '' })).toEqual({ value: 1250.5, comment: null, url: null });
    expect(updateInvestmentItemSchema.parse({ score: null, relevance: null, value: null })).toEqual({ score: null, relevance: null, value: null });
  });

  it('names every bad item field', () => {
    expect(errorsOf(updateInvestmentItemSchema.safeParse({ score: 'great', value: 'abc', relevance: 'huge', comment: 'x'.repeat(10_001), url: 'ftp://x.io', type: 'Stars' }))).toEqual({
      score: [REVIEW_MESSAGES.scoreInvalid],
      value: [REVIEW_MESSAGES.valueNumber],
      relevance: [ITEM_MESSAGES.relevanceInvalid],
      comment: [REVIEW_MESSAGES.commentMax],
      url: [ITEM_MESSAGES.urlInvalid],
      type: [expect.any(String)],
    });
  });

  it('takes one file at most on items and processes, and up to the limit for models', () => {
    expect(attachFileSchema.parse({ uuids: [] })).toEqual({ uuids: [] });
    expect(errorsOf(attachFileSchema.safeParse({ uuids: ['a', 'b'] }))).toEqual({ uuids: [REVIEW_MESSAGES.oneFile] });
    expect(errorsOf(attachFileSchema.safeParse({ uuids: 'a' }))).toEqual({ uuids: [REVIEW_MESSAGES.uuidsList] });
    expect(reviewModelsSchema.parse({ uuids: ['a', 'a', 'b'] })).toEqual({ uuids: ['a', 'b'] });
    expect(errorsOf(reviewModelsSchema.safeParse({ uuids: Array.from({ length: REVIEW_MODELS_MAX + 1 }, (_, i) => `m${i}`) }))).toEqual({ uuids: [REVIEW_MESSAGES.modelsMax] });
    expect(errorsOf(updateInvestmentProcessSchema.safeParse({ valuation: -2, uuids: ['a', 'b'] }))).toEqual({ valuation: [REVIEW_MESSAGES.valuationOutOfRange], uuids: [REVIEW_MESSAGES.oneFile] });
  });

  it('wants at least one process to attach, without duplicates', () => {
    expect(attachProcessesSchema.parse({ process_ids: ['p1', 'p1', 'p2'] })).toEqual({ process_ids: ['p1', 'p2'] });
    expect(errorsOf(attachProcessesSchema.safeParse({ process_ids: [] }))).toEqual({ process_ids: [REVIEW_MESSAGES.processIdsRequired] });
    expect(errorsOf(attachProcessesSchema.safeParse({}))).toEqual({ process_ids: [REVIEW_MESSAGES.processIdsList] });
    expect(errorsOf(attachProcessesSchema.safeParse({ process_ids: 'p1' }))).toEqual({ process_ids: [REVIEW_MESSAGES.processIdsList] });
  });

  it('limits the summary and reads the list query with defaults', () => {
    expect(errorsOf(updateReviewSchema.safeParse({ summary: 'x'.repeat(10_001) }))).toEqual({ summary: [REVIEW_MESSAGES.summaryMax] });
    expect(listReviewsQuerySchema.parse({})).toEqual({ page: 1, limit: 15, orderBy: 'updated_at', sortedBy: 'desc', search: {}, include: [] });
    expect(listReviewsQuerySchema.parse({ search: 'investment_id:abc' }).search).toEqual({ investment_id: 'abc' });
  });
});

describe('note requests as the server reads them', () => {
  it('keeps the domain note rules and refuses bodies that are not objects', async () => {
    const { createNoteSchema: createReviewNoteSchema } = await import('../sharing/note');
    const { MESSAGES } = await import('../constants/messages');
    expect(createReviewNoteSchema.parse({ title: 'Moat', typed_text: ' Wide ', investment_review_id: 'r1' })).toEqual({ title: 'Moat', typed_text: 'Wide', investment_review_id: 'r1', uuids: [] });
    expect(errorsOf(createReviewNoteSchema.safeParse({ investment_review_id: 'r1' }))).toEqual({ title: [expect.any(String)], typed_text: [MESSAGES.noteTextRequired] });
    expect(createReviewNoteSchema.parse({ title: 'File only', investment_review_id: 'r1', uuids: ['m1'] }).typed_text).toBeNull();
    for (const body of [42, 'text', [1], null]) expect(createReviewNoteSchema.safeParse(body).success).toBe(false);
  });
});
