import { beforeAll, expect, it } from 'vitest';
import { MEMO_COPY, REVIEW_MESSAGES } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { MISSING_ID } from '../items/library.test-helpers';
import { downloadMemo, memoFixture, pdfText, type MemoFixture } from './memo.test-helpers';

describeEachDb('investment memo PDF', (ctx) => {
  let owner: Session;
  let fixture: MemoFixture;
  beforeAll(async () => {
    owner = await signedInUser(ctx, { role: 'investor' });
    fixture = await memoFixture(ctx, owner);
  });

  it('answers 401 as JSON without a token', async () => {
    const response = await downloadMemo(ctx, null, fixture.review.id);
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("answers 404 as JSON for another user's review and for a missing one", async () => {
    const other = await signedInUser(ctx, { role: 'investor' });
    for (const id of [fixture.review.id, MISSING_ID]) {
      const response = await downloadMemo(ctx, other, id);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: REVIEW_MESSAGES.notFound });
    }
  });

  it('answers 422 for an id that cannot be one', async () => {
    const response = await downloadMemo(ctx, owner, 'x'.repeat(65));
    expect(response.statusCode).toBe(422);
  });

  it('gives the owner the whole review as an A4 PDF attachment named after the ticker and the date', async () => {
    const response = await downloadMemo(ctx, owner, fixture.review.id);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${fixture.ticker}-memo-${today}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);

    const { text, pages } = await pdfText(response.rawPayload);
    for (const expected of [
      fixture.name,
      fixture.ticker,
      'NASDAQ',
      'US$309.35',
      'US$4.5t',
      'FIGURES AS OF',
      '20 Nov 2026',
      'A high-quality franchise priced for modest growth.',
      'Quality compounder',
      'Summary score +3 pts',
      'Durable moat',
      'Very good',
      'Ecosystem lock-in keeps churn below two percent.',
      'Annual report 2026 (https://example.com/annual-report)',
      'Switching costs: Good',
      '1 of 1 question answered',
      'Balance sheet strength',
      'Green flag',
      'Channel checks November',
      'Retail partners report steady demand.',
      'Financials',
      // The ten-year chart, its legend and its summary in words.
      'Bars: USD billions (left axis). Lines: per share, split-adjusted (right axis). Lighter, dashed: estimates.',
      'Sales: US$92.0b in FY2016 to US$92.0b in FY2025; your estimates US$97.0b in FY2026, US$97.0b in FY2027, US$97.0b in FY2028.',
      'FY2025',
      '92.0b',
      '4.46 a',
      'a EPS and DPS adjusted for the 4:1 split of 28 Aug 2020.',
      '– †',
      '† Not available from the source',
      "Estimates: the reviewer's own forecasts",
      'FY2028',
      '97.0b',
      '4.90',
      'Source: Test filings',
      `Page 1 of ${pages}`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('FY2015');
    expect(text).not.toContain(MEMO_COPY.financialsOmitted);
    expect(text).not.toContain('Latest decision');
  });

  it('leaves the financials out for the free role, with a line saying why', async () => {
    const free = await signedInUser(ctx, { role: 'free' });
    const own = await memoFixture(ctx, free);
    const response = await downloadMemo(ctx, free, own.review.id);
    expect(response.statusCode).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(MEMO_COPY.financialsOmitted);
    expect(text).not.toContain('FY2025');
    expect(text).toContain(own.note.title);
  });

  it('is documented in the OpenAPI document as a PDF download', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }> }>();
    const responses = doc.paths['/api/v1/investment-reviews/{id}/memo.pdf']?.get?.responses ?? {};
    expect(Object.keys(responses['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['401', '404']));
  });
});
