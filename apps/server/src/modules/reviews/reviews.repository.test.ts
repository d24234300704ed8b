import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { InvestmentItemsRepository } from '../investment-items/investment-items.repository';
import { ReviewsRepository } from './reviews.repository';
import { buildProcess, listedInvestment, reviewWith } from './reviews.test-helpers';

describeEachDb('reviews repository: a review read with its investment', (ctx) => {
  let ann: Session;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
  });

  it('answers exactly the rows the review and the investment give when read apart, found by review or by one of its items (with the item as read alone)', async () => {
    const process = await buildProcess(ctx, ann, 'Joined read', [{ name: 'Moat', type: 'Qualitative5pt' }]);
    const investmentId = await listedInvestment(ctx, 123.45);
    await ctx.db.db.updateTable('investments').set({ market_cap: 2_500.5, issued_shares: 20.25, description: 'A maker of things' }).where('id', '=', investmentId).execute();
    const page = await reviewWith(ctx, ann, investmentId, [process.id]);
    await ctx.db.db.updateTable('investment_reviews').set({ summary: 'Worth a look' }).where('id', '=', page.id).execute();

    const repository = new ReviewsRepository(ctx.db.db);
    const apart = {
      review: await repository.findById(page.id),
      investment: await ctx.db.db.selectFrom('investments').selectAll().where('id', '=', investmentId).executeTakeFirst(),
    };
    expect(apart.review).toMatchObject({ id: page.id, investment_id: investmentId, summary: 'Worth a look' });
    expect(apart.investment).toMatchObject({ id: investmentId, last_price: 123.45, market_cap: 2_500.5 });

    // Same keys, same values, same types (numbers stay numbers on both databases).
    expect(await repository.findWithInvestment(page.id)).toStrictEqual(apart);
    const factorId = page.processes[0]!.factors![0]!.id;
    const item = await new InvestmentItemsRepository(ctx.db.db).findById(factorId);
    expect(item).toMatchObject({ id: factorId, name: 'Moat', type: 'Qualitative5pt' });
    expect(await repository.findByItemId(factorId)).toStrictEqual({ ...apart, item });
  });

  it('answers nothing for a review or item that does not exist', async () => {
    const repository = new ReviewsRepository(ctx.db.db);
    expect(await repository.findWithInvestment('00000000-0000-7000-8000-000000000000')).toBeUndefined();
    expect(await repository.findByItemId('00000000-0000-7000-8000-000000000000')).toBeUndefined();
  });
});
