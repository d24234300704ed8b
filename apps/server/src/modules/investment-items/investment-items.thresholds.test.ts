import { REVIEW_MESSAGES, SCALE_MESSAGES, type InvestmentItem, type Item, type Review } from '@thesis/domain';
import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, createItem, createProcess, dataOf, errorsOf } from '../items/library.test-helpers';
import { getReview, itemNamed, listedInvestment, patchItem, reviewWith } from '../reviews/reviews.test-helpers';

const ROE = { excellent: 40, v_good: 25, good: 18, average: 12, below_average: 8, poor: 5, v_poor: 0 };

describeEachDb('quantitative items graded by thresholds (issue #18 item 17)', (ctx) => {
  it('grades an ROE of 18 % from the number alone, refuses a picked grade, and keeps manual grading without thresholds', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session, { name: 'Returns' });
    const graded = await createItem(ctx, session, 'factor', { name: 'ROE', type: 'percent', min: 0, max: 100, thresholds: ROE, relevance: 'high', parent_id: process.id });
    expect(graded).toMatchObject({ type: 'percent', thresholds: ROE });
    await createItem(ctx, session, 'factor', { name: 'Margin', type: 'percent', min: 0, max: 100, parent_id: process.id });
    const review: Review = await reviewWith(ctx, session, await listedInvestment(ctx), [process.id]);

    const answer = dataOf<InvestmentItem>(await patchItem(ctx, session, itemNamed(review, 'ROE'), { value: 18 }));
    expect(answer).toMatchObject({ value: 18, score: 'good', score_factor: 1, thresholds: ROE });
    expect(dataOf<InvestmentItem>(await patchItem(ctx, session, itemNamed(review, 'ROE'), { value: 25.5 }))).toMatchObject({ score: 'excellent', score_factor: 3 });
    expect(errorsOf(await patchItem(ctx, session, itemNamed(review, 'ROE'), { score: 'poor' }))).toEqual({ score: [REVIEW_MESSAGES.gradedByValue] });
    expect(dataOf<InvestmentItem>(await patchItem(ctx, session, itemNamed(review, 'ROE'), { score: 'n_a' }))).toMatchObject({ score: 'n_a', score_factor: 0 });
    expect((await getReview(ctx, session, review.id)).processes[0]).toMatchObject({ score: 0 });

    // Without thresholds the grade is still picked beside the number.
    expect(dataOf<InvestmentItem>(await patchItem(ctx, session, itemNamed(review, 'Margin'), { value: 30, score: 'v_good' }))).toMatchObject({ value: 30, score: 'v_good' });
  });

  it('checks the thresholds of a quantitative scale, in either direction, and takes them off with null', async () => {
    const session = await signedInUser(ctx);
    const item = await createItem(ctx, session, 'factor', { name: 'Leverage', type: 'number', min: 0, max: 70 });
    const lower = { excellent: 10, v_good: 20, good: 30, average: 40, below_average: 50, poor: 60, v_poor: 70 };
    expect(dataOf<Item>(await call(ctx, session, 'PATCH', `/factors/${item.id}`, { thresholds: lower }))).toMatchObject({ thresholds: lower });
    expect(errorsOf(await call(ctx, session, 'PATCH', `/factors/${item.id}`, { thresholds: { ...lower, good: 35.25 } }))).toEqual({ 'thresholds.good': [SCALE_MESSAGES.thresholdDecimals] });
    expect(errorsOf(await call(ctx, session, 'PATCH', `/factors/${item.id}`, { thresholds: { ...lower, v_poor: 80 } }))).toEqual({ 'thresholds.v_poor': ['Thresholds must lie between min and max'] });
    expect(dataOf<Item>(await call(ctx, session, 'PATCH', `/factors/${item.id}`, { thresholds: null }))).toMatchObject({ thresholds: null });
    const flags = await createItem(ctx, session, 'factor', { name: 'Flags', type: 'Flags' });
    expect(errorsOf(await call(ctx, session, 'PATCH', `/factors/${flags.id}`, { thresholds: lower }))).toEqual({ thresholds: [SCALE_MESSAGES.thresholdsNumericOnly] });
  });
});
