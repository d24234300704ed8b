import { expect, it } from 'vitest';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { downloadMemo, pdfText } from '../memo/memo.test-helpers';
import { createTradeType, makeDecision, reviewFor } from './decisions.test-helpers';

describeEachDb('investment memo: decisions made on the review', (ctx) => {
  it('prints the latest made decision with its trade type and matrix', async () => {
    const owner = await signedInUser(ctx, { role: 'investor' });
    const review = await reviewFor(ctx, owner, 25);
    const type = await createTradeType(ctx, owner, { name: 'Quality compounder' });
    await makeDecision(ctx, owner, review.id, { tradeTypeId: type.id, action: 'buy', date: '2026-10-01T00:00:00.000Z' });

    const response = await downloadMemo(ctx, owner, review.id);
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Latest decision');
    expect(text).toContain('Quality compounder');
    expect(text).toMatch(/Buy/i);
  });

  it('leaves the section out while no decision has been made', async () => {
    const owner = await signedInUser(ctx, { role: 'investor' });
    const review = await reviewFor(ctx, owner, 25);
    const { text } = await pdfText((await downloadMemo(ctx, owner, review.id)).rawPayload);
    expect(text).not.toContain('Latest decision');
  });
});
