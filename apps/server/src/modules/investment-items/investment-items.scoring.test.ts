import { beforeAll, expect, it, vi } from 'vitest';
import { ITEM_MESSAGES, MESSAGES, REVIEW_MESSAGES, scoreNotOfTypeMessage, valueRangeMessage, type InvestmentItem, type Review } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { errorsOf } from '../items/library.test-helpers';
import { buildProcess, getReview, itemNamed, listedInvestment, patchItem, reviewWith } from '../reviews/reviews.test-helpers';

interface ItemAnswer {
  data: InvestmentItem & { investment?: Review['investment'] };
  meta: { message: string; type_change: Record<string, unknown> | null; investment_process: { id: string; score: number; relevance: number } };
}

describeEachDb('investment items: scoring each type', (ctx) => {
  let ann: Session;
  let review: Review;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
    const process = await buildProcess(ctx, ann, 'Everything', [
      { name: 'Moat', type: 'Qualitative7pt', children: [{ name: 'Brand', type: 'Flags', children: [{ name: 'Loved?', type: 'TickCross' }] }] },
      { name: 'Fair value', type: 'Valuation' },
      { name: 'ROE', type: 'percent' },
      { name: 'Management', type: 'Qualitative3pt' },
    ]);
    review = await reviewWith(ctx, ann, await listedInvestment(ctx, 10), [process.id]);
  });

  const patch = async (name: string, payload: unknown, query = '') => {
    const response = await patchItem(ctx, ann, itemNamed(review, name), payload, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ItemAnswer>();
  };

  it('grades a qualitative item on its own scale, with the success message and the new summary', async () => {
    const answer = await patch('Moat', { score: 'excellent', relevance: 'high' });
    expect(answer.data).toMatchObject({ score: 'excellent', score_factor: 3, relevance: 'high', editor_username: ann.user.username });
    expect(answer.meta).toEqual({ message: MESSAGES.changesSuccessful, message_type: 'success', type_change: null, investment_process: { id: review.processes[0]!.id, score: 3, relevance: 3 } });
    expect(errorsOf(await patchItem(ctx, ann, itemNamed(review, 'Management'), { score: 'excellent' }))).toEqual({ score: [scoreNotOfTypeMessage('Qualitative3pt')] });
    expect(errorsOf(await patchItem(ctx, ann, itemNamed(review, 'Management'), { score: 'great', relevance: 'always' }))).toEqual({
      score: [REVIEW_MESSAGES.scoreInvalid],
      relevance: [ITEM_MESSAGES.relevanceInvalid],
    });
    expect((await patch('Brand', { score: 'good' })).data).toMatchObject({ kind: 'checklist', score: 'good', score_factor: 1 });
    expect((await patch('Loved?', { score: 'poor' })).data).toMatchObject({ kind: 'question', score: 'poor', score_factor: -1 });
  });

  it('grades a valuation from its value against the last price through the thresholds', async () => {
    const answer = await patch('Fair value', { value: 15, relevance: 'moderate' }, '?include=investment');
    expect(answer.data).toMatchObject({ value: 15, valuation: 15, upside: 50, score: 'good', score_factor: 1 });
    expect(answer.data.investment).toMatchObject({ id: review.investment_id, last_price: 10 });
    expect((await patch('Fair value', { value: '25' })).data).toMatchObject({ upside: 150, score: 'excellent', score_factor: 3 });
    expect((await patch('Fair value', { value: 20 })).data).toMatchObject({ upside: 100, score: 'v_good', score_factor: 2 });
    expect((await patch('Fair value', { score: 'n_a' })).data).toMatchObject({ score: 'n_a', score_factor: 0, value: 20 });
    expect((await patch('Fair value', { value: 4 })).data).toMatchObject({ score: 'v_poor', score_factor: -3, upside: -60 });
    expect(errorsOf(await patchItem(ctx, ann, itemNamed(review, 'Fair value'), { score: 'good', value: -1 }))).toEqual({
      score: [REVIEW_MESSAGES.valuationScore],
      value: [REVIEW_MESSAGES.valuationOutOfRange],
    });
    expect(errorsOf(await patchItem(ctx, ann, itemNamed(review, 'Fair value'), { value: 'lots' }))).toEqual({ value: [REVIEW_MESSAGES.valueNumber] });
  });

  it('keeps a quantitative value within min and max, with its grade', async () => {
    expect((await patch('ROE', { value: 18.5, score: 'v_good' })).data).toMatchObject({ value: 18.5, score: 'v_good', score_factor: 2, upside: null, valuation: null });
    expect(errorsOf(await patchItem(ctx, ann, itemNamed(review, 'ROE'), { value: 101 }))).toEqual({ value: [valueRangeMessage(0, 100)] });
    expect(errorsOf(await patchItem(ctx, ann, itemNamed(review, 'Management'), { value: 1 }))).toEqual({ value: [REVIEW_MESSAGES.valueOnlyNumeric] });
    expect((await patch('ROE', { value: null, score: 'n_a' })).data).toMatchObject({ value: null, score: 'n_a', score_factor: 0 });
  });

  it('keeps comments and links, and checks them', async () => {
    const answer = await patch('Management', { comment: '  Founder-led  ', url: 'https://example.com/report', url_name: 'Annual report' });
    expect(answer.data).toMatchObject({ comment: 'Founder-led', url: 'https://example.com/report', url_name: 'Annual report' });
    expect(errorsOf(await patchItem(ctx, ann, itemNamed(review, 'Management'), { comment: 'x'.repeat(10_001), url: 'javascript:alert(1)' }))).toEqual({
      comment: [REVIEW_MESSAGES.commentMax],
      url: [ITEM_MESSAGES.urlInvalid],
    });
    expect((await patch('Management', { comment: '', url: null })).data).toMatchObject({ comment: null, url: null, url_name: 'Annual report' });
  });

  it('answers each process with its summary score and relevance from the domain rules', async () => {
    const session = await signedInUser(ctx);
    const process = await buildProcess(ctx, session, 'Summary', [{ name: 'A', type: 'Qualitative7pt' }, { name: 'B', type: 'Valuation' }, { name: 'C', type: 'Flags' }, { name: 'D', type: 'Qualitative5pt' }]);
    const fresh = await reviewWith(ctx, session, await listedInvestment(ctx, 10), [process.id]);
    await patchItem(ctx, session, itemNamed(fresh, 'A'), { score: 'excellent', relevance: 'high' }); // 3 × 3
    await patchItem(ctx, session, itemNamed(fresh, 'B'), { value: 20, relevance: 'moderate' }); // +100 %: v_good, 2 × 2
    await patchItem(ctx, session, itemNamed(fresh, 'C'), { score: 'poor', relevance: 'n_a' }); // -1, no relevance
    const last = await patchItem(ctx, session, itemNamed(fresh, 'D'), { relevance: 'high' }); // unscored
    expect(last.json<ItemAnswer>().meta.investment_process).toEqual({ id: fresh.processes[0]!.id, score: 4, relevance: 5.2 });
    const read = await getReview(ctx, session, fresh.id);
    expect(read.processes[0]).toMatchObject({ score: 4, relevance: 5.2 });
  });

  it('changes the type: inside a family the score is kept when it fits, across families it resets', async () => {
    const moat = await patch('Moat', { score: 'good' });
    const inside = await patch('Moat', { type: 'Qualitative3pt' });
    expect(inside.data).toMatchObject({ type: 'Qualitative3pt', score: 'good', grade_descriptions: { good: 'Good', average: 'Average', poor: 'Poor' } });
    expect(inside.meta).toMatchObject({ message: MESSAGES.changesSuccessful, type_change: { from: 'Qualitative7pt', to: 'Qualitative3pt', compatible: true, scale_reset: false } });
    const across = await patch('Moat', { type: 'number', value: 5, score: 'average' });
    expect(across.data).toMatchObject({ type: 'number', family: 'quantitative', value: 5, score: 'average', min: 0, max: 100, grade_descriptions: null });
    expect(across.meta.type_change).toEqual({ from: 'Qualitative3pt', to: 'number', compatible: false, scale_reset: true });
    const back = await patch('Moat', { type: 'Qualitative7pt' });
    expect(back.data).toMatchObject({ score: null, value: null });
    expect(moat.data.id).toBe(back.data.id);
  });

  it('answers 404 for an item id of another kind', async () => {
    const factor = itemNamed(review, 'Management');
    const response = await patchItem(ctx, ann, { id: factor.id, kind: 'question' }, { score: 'good' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Investment question not found.');
    expect((await patchItem(ctx, ann, factor, { score: 'good' }, '?include=processes')).statusCode).toBe(422);
  });

  it('finds the item with its review and investment in one read before storing the change', async () => {
    const executed = vi.spyOn(ctx.db.db.getExecutor(), 'executeQuery');
    try {
      // (Last: the summaries the other tests expect do not count this score.)
      const answer = await patch('Management', { score: 'good' });
      expect(answer.data).toMatchObject({ score: 'good', editor_username: ann.user.username });
      const reads = executed.mock.calls.map(([query]) => query.sql).filter((text) => /^select/.test(text) && !/"tm"/.test(text));
      // One read locates the item, its review and the investment; one reads the process's factors for the summary.
      expect(reads).toHaveLength(2);
      expect(reads[0]).toMatch(/from "investment_reviews" as "r".*join "investment_items" as "ii"/s);
    } finally {
      executed.mockRestore();
    }
  });
});
