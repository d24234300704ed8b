import { extractText } from 'unpdf';
import { NO_DETAILS, type EstimateRow, type FinancialRow } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { MemoWriter } from '../pdf/memo-writer';
import { drawFinancials } from './financials-section';

const reported = (year: number): FinancialRow => ({
  fy_date_at: `${year}-06-30`, fiscal_year: year, sales: 90_000 + year, gross_profit: 40_000, ebitda: null, ebit: 25_000, pre_tax_income: 24_000, npat: 19_000,
  eps: 4.456, dps: 0.9, net_debt: -1_500, shareholders_equity: 60_000, source: 'Test filings', updated_at: '2026-11-20T21:00:00.000Z', unavailable: {}, split_adjustment: null, under_review: {}, details: NO_DETAILS,
});

const estimate = (year: number): EstimateRow => ({
  fy_date_at: `${year}-06-30`, fiscal_year: year, sales: 95_000, gross_profit: null, ebitda: null, ebit: null, pre_tax_income: null, npat: null,
  eps: 4.9, dps: null, net_debt: null, shareholders_equity: null, updated_at: null, editor_username: null,
});

/** The text of the financials of a memo, whitespace collapsed. */
async function financialsText(rows: FinancialRow[], estimates: EstimateRow[]): Promise<string> {
  const w = new MemoWriter({ title: 'Memo', subject: 'Memo', author: 'Thesis' });
  drawFinancials(w, { kind: 'table', rows, estimates, currency: 'USD', estimatesBy: null });
  const { text } = await extractText(new Uint8Array(await w.finish()), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('memo financial tables', () => {
  it('gives a fiscal year with no filed figures its own column of dashes, and leaves the estimates as they are', async () => {
    const text = await financialsText([reported(2017), reported(2018), reported(2020)], [estimate(2026), estimate(2028)]);
    expect(text).toMatch(/FY2017 FY2018 FY2019 FY2020/);
    expect(text).toMatch(/Sales 92\.0b 92\.0b – 92\.0b/);
    expect(text).toContain('No filed figures for FY2019.');
    expect(text).toMatch(/FY2026 FY2028/);
    expect(text).not.toMatch(/FY2016|FY2021|FY2027/);
  });

  it('marks a figure under review (‡) and gives its reason under the table', async () => {
    const flagged = { ...reported(2024), under_review: { dps: "DPS of 0.90 looks like one quarter's dividend" } };
    const text = await financialsText([reported(2023), flagged], []);
    expect(text).toMatch(/DPS 0\.90 0\.90 ‡/);
    expect(text).toContain("‡ FY2024 DPS: Figure under review: DPS of 0.90 looks like one quarter's dividend. It is left out of screens, fundamentals and the AI fill until an operator checks it.");
    expect(text).toContain('Source: Test filings');
  });
});
