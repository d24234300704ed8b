import { beforeAll, expect, it } from 'vitest';
import { METRIC_MESSAGES, type Item } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { buildProcess, getReview, itemNamed, listedInvestment, patchItem, reviewWith } from '../reviews/reviews.test-helpers';
import { call, createItem, dataOf, errorsOf } from './library.test-helpers';

describeEachDb('library items: metric bindings', (ctx) => {
  let ann: Session;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
  });
  const patch = (item: Item, payload: unknown) => call(ctx, ann, 'PATCH', `/${item.kind}s/${item.id}`, payload);

  it('binds a quantitative item to a metric of its unit and a qualitative item to a rule of its scale', async () => {
    const growth = await createItem(ctx, ann, 'factor', { name: 'Growth', type: 'percent', min: -50, max: 50, metric_key: 'revenue_cagr_3y' });
    expect(growth.metric_key).toBe('revenue_cagr_3y');
    const leverage = await createItem(ctx, ann, 'question', { name: 'Is net debt below 2× EBITDA?', type: 'TickCross' });
    expect(leverage.metric_key).toBeNull();
    expect(dataOf<Item>(await patch(leverage, { metric_key: 'net_debt_below_2x_ebitda' })).metric_key).toBe('net_debt_below_2x_ebitda');
    expect(dataOf<Item>(await patch(leverage, { metric_key: null })).metric_key).toBeNull();
    expect(dataOf<Item>(await call(ctx, ann, 'GET', `/factors/${growth.id}`)).metric_key).toBe('revenue_cagr_3y');
  });

  it('refuses a metric of another unit, an unknown key and a binding on a Valuation item (422 on metric_key)', async () => {
    const pe = await createItem(ctx, ann, 'factor', { name: 'P/E', type: 'number', min: 0, max: 100 });
    expect(errorsOf(await patch(pe, { metric_key: 'roe' }))).toEqual({ metric_key: ['ROE is measured in %: bind it to a Quantitative % item'] });
    expect(errorsOf(await patch(pe, { metric_key: 'made_up' }))).toEqual({ metric_key: [METRIC_MESSAGES.unknown] });
    expect(errorsOf(await call(ctx, ann, 'POST', '/factors', { name: 'Value', type: 'Valuation', metric_key: 'pe' }))).toEqual({ metric_key: [METRIC_MESSAGES.valuation] });
    expect(errorsOf(await call(ctx, ann, 'POST', '/questions', { name: 'Moat?', type: 'Flags', metric_key: 'net_debt_below_2x_ebitda' }))).toEqual({ metric_key: ['This rule grades Tick/Cross items'] });
  });

  it('keeps a binding across a type change that still fits it and drops it otherwise', async () => {
    const item = await createItem(ctx, ann, 'factor', { name: 'Margin', type: 'percent', min: 0, max: 80, metric_key: 'ebit_margin' });
    expect(dataOf<Item>(await patch(item, { relevance: 'high' })).metric_key).toBe('ebit_margin');
    expect(dataOf<Item>(await patch(item, { type: 'number' })).metric_key).toBeNull();
    expect(dataOf<Item>(await patch(item, { type: 'number', metric_key: 'pe' })).metric_key).toBe('pe');
  });

  it('copies the binding into a review; a type change there drops a binding that no longer fits', async () => {
    const process = await buildProcess(ctx, ann, 'Bound', [{ name: 'ROE', type: 'percent', extra: { min: 0, max: 60, metric_key: 'roe' } }]);
    const review = await reviewWith(ctx, ann, await listedInvestment(ctx), [process.id]);
    expect(itemNamed(review, 'ROE').metric_key).toBe('roe');
    expect((await patchItem(ctx, ann, itemNamed(review, 'ROE'), { type: 'number' })).statusCode).toBe(200);
    expect(itemNamed(await getReview(ctx, ann, review.id), 'ROE').metric_key).toBeNull();
  });
});
