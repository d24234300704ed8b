import { beforeAll, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES, PORTFOLIO_SHARES_MAX, UNLISTED_TICKER_SUFFIX, type Review } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, errorsOf } from '../items/library.test-helpers';
import { pdfText } from '../memo/memo.test-helpers';
import { buildProcess, reviewWith } from '../reviews/reviews.test-helpers';
import { createScreen, runScreen } from '../screens/screens.test-helpers';
import { createCompany } from './investments.test-helpers';

/**
 * The fixed suffix of an unlisted company's stored ticker (spec §3: "The suffix value is not
 * shown") never reaches a person: not in e-mails, CSV files, the memo PDF or messages.
 */
describeEachDb('an unlisted company is named by its ticker without the storage suffix', (ctx) => {
  let ann: Session;
  let review: Review;
  let processId: string;
  const ticker = `Q${Math.random().toString(36).slice(2, 5).toUpperCase()}`;

  beforeAll(async () => {
    ann = await signedInUser(ctx);
    const company = await createCompany(ctx, ann, { ticker, name: 'Quiet Forge Pty Ltd', last_price: 4 });
    expect(company.ticker).toBe(`${ticker}${UNLISTED_TICKER_SUFFIX}`);
    processId = (await buildProcess(ctx, ann, 'Private deals', [{ name: 'Owner quality' }])).id;
    review = await reviewWith(ctx, ann, company.id, [processId]);
  });

  it('in the share e-mail subject and body', async () => {
    const before = ctx.outbox().length;
    const response = await call(ctx, ann, 'POST', '/sharings', { entity_id: review.id, emails: 'partner@example.com' });
    expect(response.statusCode).toBe(201);
    const [mail] = ctx.outbox().slice(before);
    expect(mail!.subject).toBe(`${ann.user.username} shared an investment review of Quiet Forge Pty Ltd (${ticker}) with you`);
    expect(mail!.text).toContain(`Quiet Forge Pty Ltd (${ticker})`);
    for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toContain(UNLISTED_TICKER_SUFFIX);
  });

  it('in the portfolio CSV and the import messages', async () => {
    expect((await call(ctx, ann, 'POST', `/portfolios/investments/${review.investment_id}`, { shares_count: 10 })).statusCode).toBe(201);
    const csv = await call(ctx, ann, 'GET', '/portfolios/export.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`\r\n${ticker},Quiet Forge Pty Ltd,`);
    expect(csv.body).not.toContain(UNLISTED_TICKER_SUFFIX);

    const tooMany = await call(ctx, ann, 'POST', '/portfolios/imports/commit', { holdings: [{ investment_id: review.investment_id, shares_count: PORTFOLIO_SHARES_MAX }], on_existing: 'add' });
    expect(tooMany.statusCode).toBe(422);
    expect(errorsOf(tooMany)).toEqual({ holdings: [`${ticker}: ${PORTFOLIO_MESSAGES.sharesTooLarge}`] });
  });

  it('in the screen CSV', async () => {
    const screen = await createScreen(ctx, ann, { name: 'Private', source_type: 'all', lead_process_id: processId });
    await runScreen(ctx, ann, screen.id);
    const csv = await call(ctx, ann, 'GET', `/screens/${screen.id}/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toMatch(new RegExp(`\\r\\n${ticker},Quiet Forge Pty Ltd,`));
    expect(csv.body).not.toContain(UNLISTED_TICKER_SUFFIX);
  });

  it('in the memo PDF', async () => {
    const memo = await call(ctx, ann, 'GET', `/investment-reviews/${review.id}/memo.pdf`);
    expect(memo.statusCode).toBe(200);
    const { text } = await pdfText(memo.rawPayload);
    expect(text).toContain(ticker);
    expect(text).not.toContain(UNLISTED_TICKER_SUFFIX);
    expect(memo.headers['content-disposition']).not.toContain(UNLISTED_TICKER_SUFFIX);
  });
});
