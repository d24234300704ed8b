import type { LightMyRequestResponse } from 'fastify';
import { extractText } from 'unpdf';
import type { Review, ReviewNote } from '@thesis/domain';
import { nowIso } from '../../db/values';
import type { TestContext } from '../../test/build-test-app';
import type { Session } from '../../test/factories/user';
import { addListed } from '../investments/investments.test-helpers';
import { UniverseRepository, type FinancialInput } from '../investments/universe.repository';
import { call, dataOf } from '../items/library.test-helpers';
import { buildProcess, itemNamed, patchItem, reviewWith } from '../reviews/reviews.test-helpers';

/** Test helpers of the memo (not a test file). */

let count = 0;

export interface MemoFixture {
  review: Review;
  note: ReviewNote;
  ticker: string;
  name: string;
}

/** A reported year; until FY2019 its EPS and DPS are adjusted for a 4:1 split, and pre-tax income is not in its source. */
const financialRow = (ticker: string, year: number): FinancialInput => ({
  exchange: 'NASDAQ', ticker, kind: 'historical', fy_date_at: `${year}-06-30`, sales: 90_000 + year, gross_profit: 40_000, ebitda: 31_250.5, ebit: 25_000,
  pre_tax_income: year >= 2020 ? 24_000 : null, npat: 19_000, eps: 4.456, dps: 0.9, net_debt: -1_500, shareholders_equity: 60_000, source: 'Test filings', updated_at: nowIso(),
  ...(year < 2020 ? {
    eps_reported: 17.824, dps_reported: 3.6, split_factor: 4, split_note: JSON.stringify([{ ratio_new: 4, ratio_old: 1, date: '2020-08-28', detected: false, between: null }]),
    unavailable: JSON.stringify({ pre_tax_income: 'not_in_source' }),
  } : {}),
});

/** A listed company with price, market cap and twelve reported years. */
async function company(ctx: TestContext): Promise<{ id: string; ticker: string; name: string }> {
  count += 1;
  const ticker = `MEMO${count}${Math.random().toString(36).slice(2, 4).toUpperCase()}`;
  const name = `Memorandum Holdings ${count} Inc.`;
  const ids = await addListed(ctx, [{
    exchange: 'NASDAQ', ticker, name, last_price: 309.35, market_cap: 4_514_709.5, issued_shares: 14_594.2,
    figures_updated_at: '2026-11-20T21:00:00.000Z', sector_l1: 'Technology', sector_l3: 'Consumer Electronics',
  }]);
  const years = Array.from({ length: 12 }, (_, index) => 2014 + index);
  await new UniverseRepository(ctx.db.db).upsertFinancials(years.map((year) => financialRow(ticker, year)));
  return { id: ids[`NASDAQ:${ticker}`]!, ticker, name };
}

/** A whole review through the API: a scored process with comments and links, a summary and a note. */
export async function memoFixture(ctx: TestContext, session: Session): Promise<MemoFixture> {
  const { id, ticker, name } = await company(ctx);
  const process = await buildProcess(ctx, session, 'Quality compounder', [
    { name: 'Durable moat', type: 'Qualitative7pt', relevance: 'high', children: [{ name: 'Switching costs', children: [{ name: 'Do customers stay for a decade?' }] }] },
    { name: 'Balance sheet strength', type: 'Flags' },
  ]);
  let review = await reviewWith(ctx, session, id, [process.id]);
  await patchItem(ctx, session, itemNamed(review, 'Durable moat'), { score: 'v_good', comment: 'Ecosystem lock-in keeps churn below two percent.', url: 'https://example.com/annual-report', url_name: 'Annual report 2026' });
  await patchItem(ctx, session, itemNamed(review, 'Switching costs'), { score: 'good', comment: 'Data migration is painful.' });
  await patchItem(ctx, session, itemNamed(review, 'Do customers stay for a decade?'), { score: 'good' });
  await patchItem(ctx, session, itemNamed(review, 'Balance sheet strength'), { score: 'good', comment: 'Net cash of $1.5b.' });
  dataOf(await call(ctx, session, 'PATCH', `/investment-reviews/${review.id}`, { summary: 'A high-quality franchise priced for modest growth.' }));
  // The reviewer's own estimates for FY2026–FY2028 (not for the free role).
  await call(ctx, session, 'PATCH', `/investment-reviews/${review.id}/estimation`, { rows: [2026, 2027, 2028].map((year) => ({ fy_date_at: `${year}-06-30`, sales: 95_000 + year, ebit: 27_000, npat: 21_000, eps: 4.9, dps: 1 })) });
  const note = dataOf<ReviewNote>(await call(ctx, session, 'POST', '/investment-notes', { investment_review_id: review.id, title: 'Channel checks November', typed_text: 'Retail partners report steady demand.' }), 201);
  review = dataOf<Review>(await call(ctx, session, 'GET', `/investment-reviews/${review.id}`));
  return { review, note, ticker, name };
}

export function downloadMemo(ctx: TestContext, session: Session | null, reviewId: string): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/investment-reviews/${reviewId}/memo.pdf`, headers: session?.headers ?? {} });
}

/** The text of a PDF, pages joined, whitespace collapsed (so wrapped lines still match). */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<{ text: string; pages: number }> {
  const { text, totalPages } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}
