import { beforeAll, expect, it } from 'vitest';
import { AI_FILL_REASONS, AI_FILL_SERVER_MESSAGES, aiDailyLimitMessage, BUILT_IN_ANALYST, MESSAGES, metricGradeScale, REVIEW_MESSAGES, type AiSuggestion, type FilledProcess, type Review } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, createProcess, dataOf } from '../items/library.test-helpers';
import { buildProcess, eventsOf, getReview, itemNamed, itemsOf, patchItem, reviewWith } from '../reviews/reviews.test-helpers';
import { processNamed, requestFill, settledStatus, shippedCompanies } from './ai-fill.test-helpers';

const percent = (min: number, max: number, metric: string) => ({ type: 'percent' as const, extra: { min, max, metric_key: metric } });

describeEachDb('AI fill with the built-in analyst', (ctx) => {
  let ann: Session;
  let review: Review;
  let processId: string;

  beforeAll(async () => {
    ann = await signedInUser(ctx);
    const { AAPL } = await shippedCompanies(ctx, ['AAPL']);
    // Apple's SEC filings FY2016–FY2025 as shipped: FY2025 reports no net debt or EBITDA, so the
    // leverage rules cannot grade it; the payout and ROE rules and the growth figures can.
    const process = await buildProcess(ctx, ann, 'AI draft', [
      { name: 'Revenue growth', ...percent(-50, 50, 'revenue_cagr_3y'), relevance: 'high', children: [{ name: 'Growth record', children: [{ name: 'Revenue growth last year', ...percent(-50, 50, 'revenue_growth_1y') }] }] },
      {
        name: 'Leverage', type: 'Qualitative3pt', relevance: 'high', extra: { metric_key: 'leverage_3pt' },
        children: [{ name: 'Debt', children: [
          { name: 'Is net debt below 2× EBITDA?', type: 'TickCross', extra: { metric_key: 'net_debt_below_2x_ebitda' } },
          { name: 'Is the payout below 75%?', type: 'TickCross', extra: { metric_key: 'payout_below_75pct' } },
        ] }],
      },
      { name: 'Returns', type: 'TickCross', relevance: 'high', extra: { metric_key: 'roe_5y_avg_above_10pct' } },
      { name: 'P/E', type: 'number', extra: { min: 0, max: 100, metric_key: 'pe' } },
      { name: 'ROE', ...percent(0, 30, 'roe') },
      { name: 'Fair value', type: 'Valuation' },
      { name: 'Moat', type: 'Qualitative7pt' },
    ]);
    review = await reviewWith(ctx, ann, AAPL!, [process.id]);
    processId = processNamed(review, 'AI draft').id;
  });

  it('starts as new; a fill answers 202 pending', async () => {
    expect(processNamed(review, 'AI draft').ai_status).toBe('new');
    expect((await call(ctx, ann, 'GET', `/investment-processes/${processId}/ai-status`)).json()).toEqual({ data: { ai_status: 'new' } });
    // The item the reviewer scored already is never changed by a fill.
    expect((await patchItem(ctx, ann, itemNamed(review, 'Is the payout below 75%?'), { score: 'poor' })).statusCode).toBe(200);
    const first = await requestFill(ctx, ann, processId);
    expect([first.statusCode, first.json()]).toEqual([202, { data: { ai_status: 'pending' } }]);
    // (409 while a fill is pending: see ai-fill.provider.test.ts, where the provider answers when told to.)
  });

  it('finishes with the process (no ai_status), suggestions with evidence, and the reasons for what it left', async () => {
    const status = await settledStatus(ctx, ann, processId);
    expect(status).not.toHaveProperty('ai_status');
    const filled = status as Omit<FilledProcess, 'ai_status'>;
    expect(filled.ai_processed_at).toEqual(expect.any(String));
    const byName = (name: string) => filled.suggestions.find((suggestion) => suggestion.investment_item_id === itemNamed(review, name).id);
    expect(byName('Revenue growth')).toMatchObject({
      value: 1.81,
      score: null,
      source: BUILT_IN_ANALYST,
      evidence: ['Revenue 3-year CAGR 1.8 % (FY2022 394.3 bn → FY2025 416.2 bn)'],
      rationale: expect.stringContaining('This item has no grade thresholds: choose the grade yourself.'),
    });
    expect(byName('Revenue growth last year')).toMatchObject({ value: 6.43, evidence: ['Revenue growth, 1 year 6.4 % (FY2024 391.0 bn → FY2025 416.2 bn)'] });
    expect(byName('P/E')).toMatchObject({ value: 41.47, evidence: ['P/E 41.5× (last price 309.35 ÷ FY2025 EPS 7.46)'] });
    expect(byName('Is the payout below 75%?')).toMatchObject({ score: 'good', value: null, evidence: ['Payout ratio 13.7 % (FY2025 DPS 1.02 ÷ EPS 7.46)'] });
    expect(byName('Returns')).toMatchObject({ score: 'good', value: null });
    expect(filled.suggestions).toHaveLength(5);
    const reasons = Object.fromEntries(filled.ai_fill!.skipped.map((entry) => [itemsById(review).get(entry.item_id), entry.reason]));
    expect(reasons).toEqual({
      'Growth record': AI_FILL_REASONS.noModel,
      Debt: AI_FILL_REASONS.noModel,
      Leverage: 'Net debt / EBITDA: Net debt is missing for FY2025',
      'Is net debt below 2× EBITDA?': 'Net debt / EBITDA: Net debt is missing for FY2025',
      ROE: "ROE is 151.9 %, outside this item's range (0 to 30): widen the range to record it",
      'Fair value': 'needs judgement: a valuation is your own estimate of value per share',
      Moat: AI_FILL_REASONS.noModel,
    });
    expect(filled.ai_fill).toMatchObject({ source: BUILT_IN_ANALYST, status: 'finished', suggested: 5, message: 'Suggested 5 of 12 items from filed figures; 7 left. Read financial data for FY2015–FY2025 and market figures of 2026-08-22.' });
    // In tree order: values from filed figures are sure; a rule grades only its one figure.
    expect(filled.suggestions.map((suggestion) => [itemsById(review).get(suggestion.investment_item_id), suggestion.confidence])).toEqual([
      ['Revenue growth', 'high'], ['Revenue growth last year', 'high'], ['Is the payout below 75%?', 'medium'], ['Returns', 'medium'], ['P/E', 'high'],
    ]);
    // Nothing was written into the items: the reviewer's own score stands.
    const after = await getReview(ctx, ann, review.id);
    expect(itemNamed(after, 'Is the payout below 75%?').score).toBe('poor');
    expect(itemNamed(after, 'Returns').score).toBeNull();
    expect(processNamed(after, 'AI draft')).toMatchObject({ ai_status: 'finished', suggestions: filled.suggestions });
  });

  it('accepting writes the item as a manual edit (activity, summary); editing and discarding work too', async () => {
    const process = processNamed(await getReview(ctx, ann, review.id), 'AI draft');
    const returns = suggestionFor(process, itemNamed(review, 'Returns').id);
    const accepted = await call(ctx, ann, 'POST', `/ai-suggestions/${returns.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ id: itemNamed(review, 'Returns').id, score: 'good', score_factor: 1, comment: returns.comment });
    expect(accepted.json().meta).toEqual({ message: MESSAGES.changesSuccessful, message_type: 'success', type_change: null, investment_process: { id: processId, score: 1, relevance: 1 } });
    expect((await eventsOf(ctx, review.id)).at(-1)).toMatchObject({ kind: 'comment_changed' });
    expect((await eventsOf(ctx, review.id)).map((event) => event.kind)).toContain('score_changed');

    const growth = suggestionFor(process, itemNamed(review, 'Revenue growth').id);
    const edited = await call(ctx, ann, 'POST', `/ai-suggestions/${growth.id}/accept`, { value: 1.8, score: 'average', comment: 'Slow since FY2022.' });
    expect(edited.json().data).toMatchObject({ value: 1.8, score: 'average', comment: 'Slow since FY2022.' });

    const lastYear = suggestionFor(process, itemNamed(review, 'Revenue growth last year').id);
    expect(dataOf(await call(ctx, ann, 'DELETE', `/ai-suggestions/${lastYear.id}`))).toEqual({ id: lastYear.id, message: AI_FILL_SERVER_MESSAGES.suggestionDiscarded });
    expect((await call(ctx, ann, 'DELETE', `/ai-suggestions/${lastYear.id}`)).statusCode).toBe(404);

    const after = await getReview(ctx, ann, review.id);
    expect(itemNamed(after, 'Revenue growth last year').value).toBeNull();
    expect(new Set(processNamed(after, 'AI draft').suggestions!.map((suggestion) => suggestion.investment_item_id))).toEqual(new Set([itemNamed(review, 'P/E').id, itemNamed(review, 'Is the payout below 75%?').id]));
    // Returns Tick (+1) and revenue growth Average (0).
    expect(processNamed(after, 'AI draft').score).toBe(1);
  });

  it('accept all writes what each item still takes and keeps the rest; discard all clears them', async () => {
    expect((await requestFill(ctx, ann, processId)).statusCode).toBe(202);
    await settledStatus(ctx, ann, processId);
    // Items that already hold what the fill finds (Returns, accepted above) get no new suggestion.
    // The reviewer changed an item's type since: its number suggestion no longer fits.
    expect((await patchItem(ctx, ann, itemNamed(review, 'Revenue growth last year'), { type: 'Qualitative5pt' })).statusCode).toBe(200);
    const all = await call(ctx, ann, 'POST', `/investment-processes/${processId}/ai-suggestions/accept`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta).toMatchObject({ message: AI_FILL_SERVER_MESSAGES.suggestionsAccepted, accepted: 3, failed: [{ item_name: 'Revenue growth last year', message: REVIEW_MESSAGES.valueOnlyNumeric }] });
    const data = all.json<{ data: FilledProcess }>().data;
    expect(data.suggestions).toHaveLength(1);
    expect(scoresOf(data).get(itemNamed(review, 'Is the payout below 75%?').id)).toBe('good');
    const cleared = await call(ctx, ann, 'DELETE', `/investment-processes/${processId}/ai-suggestions`);
    expect(cleared.json()).toMatchObject({ data: { suggestions: [] }, meta: { discarded: 1 } });
  });

  it('refuses strangers (404), viewers (403), the free plan (403 with the upgrade message) and empty processes (422)', async () => {
    expect((await requestFill(ctx, null, processId)).statusCode).toBe(401);
    const bob = await signedInUser(ctx);
    expect((await requestFill(ctx, bob, processId)).json()).toEqual({ message: REVIEW_MESSAGES.investmentProcessNotFound });
    expect((await call(ctx, bob, 'GET', `/investment-processes/${processId}/ai-status`)).statusCode).toBe(404);
    const missing = await call(ctx, ann, 'POST', '/ai-suggestions/01900000-0000-7000-8000-000000000000/accept');
    expect(missing.json()).toEqual({ message: AI_FILL_SERVER_MESSAGES.suggestionNotFound });

    const setRole = (role: string) => ctx.db.db.updateTable('users').set({ role }).where('id', '=', ann.user.id).execute();
    await setRole('teamViewer');
    const viewer = await requestFill(ctx, ann, processId);
    expect([viewer.statusCode, viewer.json()]).toEqual([403, { message: MESSAGES.noEditPermission }]);
    expect(processNamed(await getReview(ctx, ann, review.id), 'AI draft')).not.toHaveProperty('suggestions');
    await setRole('free');
    const free = await requestFill(ctx, ann, processId);
    expect([free.statusCode, free.json()]).toEqual([403, { message: AI_FILL_SERVER_MESSAGES.freeRole }]);
    await setRole('investor');

    const empty = await createProcess(ctx, ann, { name: 'Empty' });
    const withEmpty = dataOf<Review>(await call(ctx, ann, 'POST', `/investment-reviews/${review.id}/processes`, { process_ids: [empty.id] }));
    const answer = await requestFill(ctx, ann, processNamed(withEmpty, 'Empty').id);
    expect([answer.statusCode, answer.json()]).toEqual([422, { message: AI_FILL_SERVER_MESSAGES.noItems }]);
  });
}, { jobs: true });

describeEachDb('AI fills per user per day (AI_DAILY_LIMIT)', (ctx) => {
  it('accepts a figure into an item graded by its thresholds: the value goes in and grades itself', async () => {
    const cleo = await signedInUser(ctx);
    const { AAPL } = await shippedCompanies(ctx, ['AAPL']);
    const process = await buildProcess(ctx, cleo, 'Graded', [{ name: 'P/E graded', type: 'number', extra: { min: 0, max: 1000, metric_key: 'pe', thresholds: metricGradeScale('pe') } }]);
    const graded = await reviewWith(ctx, cleo, AAPL!, [process.id]);
    const gradedId = processNamed(graded, 'Graded').id;
    expect((await requestFill(ctx, cleo, gradedId)).statusCode).toBe(202);
    await settledStatus(ctx, cleo, gradedId);
    const all = await call(ctx, cleo, 'POST', `/investment-processes/${gradedId}/ai-suggestions/accept`);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().meta).toMatchObject({ accepted: 1, failed: [] });
    const item = itemsOf({ processes: [all.json<{ data: FilledProcess }>().data] } as Review).find((row) => row.name === 'P/E graded')!;
    // Apple's shipped P/E is 41.47: Poor on the P/E scale (35 to under 50).
    expect([item.value, item.score]).toEqual([41.47, 'poor']);
  });

  it('answers 429 with the reason once a user asked for the daily number of fills; another user still may', async () => {
    const ann = await signedInUser(ctx);
    const { AAPL } = await shippedCompanies(ctx, ['AAPL']);
    const process = await buildProcess(ctx, ann, 'Daily', [{ name: 'P/E', type: 'number', extra: { min: 0, max: 100, metric_key: 'pe' } }]);
    const processId = processNamed(await reviewWith(ctx, ann, AAPL!, [process.id]), 'Daily').id;
    for (let fill = 0; fill < 2; fill += 1) {
      expect((await requestFill(ctx, ann, processId)).statusCode).toBe(202);
      await settledStatus(ctx, ann, processId);
    }
    const third = await requestFill(ctx, ann, processId);
    expect([third.statusCode, third.json()]).toEqual([429, { message: aiDailyLimitMessage(2) }]);
    expect(aiDailyLimitMessage(2)).toBe('You have asked for 2 AI fills today, the most allowed a day. You can ask again after midnight UTC.');

    const bob = await signedInUser(ctx);
    const bobs = await buildProcess(ctx, bob, 'Bob daily', [{ name: 'P/E', type: 'number', extra: { min: 0, max: 100, metric_key: 'pe' } }]);
    expect((await requestFill(ctx, bob, processNamed(await reviewWith(ctx, bob, AAPL!, [bobs.id]), 'Bob daily').id)).statusCode).toBe(202);
  });
}, { jobs: true, env: { AI_DAILY_LIMIT: '2' } });

function suggestionFor(process: Review['processes'][number], itemId: string): AiSuggestion {
  const found = process.suggestions?.find((suggestion) => suggestion.investment_item_id === itemId);
  if (!found) throw new Error(`no suggestion for ${itemId}`);
  return found;
}

/** Item id → name of every item of a review. */
function itemsById(review: Review): Map<string, string> {
  return new Map(itemsOf(review).map((item) => [item.id, item.name]));
}

/** Item id → score of every item of a process. */
function scoresOf(process: FilledProcess): Map<string, string | null> {
  return new Map(itemsOf({ processes: [process] } as Review).map((item) => [item.id, item.score]));
}
