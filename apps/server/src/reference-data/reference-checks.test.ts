import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STANDARD_SPLIT_RATIOS } from '@thesis/domain';
import { loadConfig } from '../config';
import type { FinancialImportRow } from '../modules/investments/market-data/provider';
import { readCsv } from '../lib/csv';
import { dataCheckClasses } from './data-check';
import { REFERENCE_FILES } from './reference-files';
import { ReferenceDataProvider } from './reference-provider';

/**
 * Each class of wrong figure the checks of the shipped financials remove, on the shipped files
 * themselves (no database), with values recomputed by hand from data/reference.
 */
const dir = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40) }).referenceDataDir;
const checked = new ReferenceDataProvider(dir).checkedFinancials();
const kept = checked.rows.flatMap((entry) => ('value' in entry ? [entry.value] : []));
const errors = checked.rows.flatMap((entry) => ('error' in entry ? [entry.error] : []));
const rowsOf = (ticker: string) => kept.filter((row) => row.ticker === ticker).sort((a, b) => a.fiscal_year_end.localeCompare(b.fiscal_year_end));
const year = (ticker: string, fiscalYear: number): FinancialImportRow => {
  const found = rowsOf(ticker).find((row) => row.reference?.fiscal_year === fiscalYear);
  if (!found) throw new Error(`no ${ticker} FY${fiscalYear}`);
  return found;
};
const secFile = readCsv(readFileSync(join(dir, REFERENCE_FILES.secFinancials), 'utf8')).rows.map((entry) => entry.values);

describe('shipped financials: every figure belongs to its company', () => {
  it("drops a reused ticker's former company: Spectra Energy is not Sea Limited, Facebook is not today's FB fund", () => {
    expect(rowsOf('SE')).toEqual([]);
    expect(rowsOf('FB')).toEqual([]);
    expect(errors).toContain("SE: the figures of Spectra Energy Corp. belong to another company than today's SE (Sea Limited American Depositary Shares, each representing one)");
    expect(errors).toContain("FB: the figures of Facebook cannot belong to today's FB (ProShares S&P 500 Dynamic Buffer ETF), a fund");
    const reused = checked.report.identity.map((entry) => entry.ticker).sort();
    expect(reused).toEqual(['APC', 'BBT', 'CSRA', 'FB', 'LB', 'NFX', 'PCLN', 'SE', 'SPLS', 'STI']);
    // A renamed company keeps its older figures: Boston Properties is today's BXP.
    expect(rowsOf('BXP')[0]!.reference?.fiscal_year).toBe(2012);
  });

  it('keeps full fiscal years only: no Amazon "FY2026" of 30 June 2026, no Emerson quarter of December 2022', () => {
    expect(rowsOf('AMZN').map((row) => row.fiscal_year_end).at(-1)).toBe('2025-12-31');
    expect(rowsOf('EMR').map((row) => row.fiscal_year_end)).not.toContain('2022-12-31');
    expect(checked.report.partialYears.map((entry) => `${entry.ticker} ${entry.periodEnd}`)).toEqual(['AMZN 2026-06-30', 'EMR 2022-12-31']);
  });

  it('still matches the SEC filings on every money field of every kept S&P 500 row', () => {
    const pairs: [keyof FinancialImportRow, string][] = [['sales_m', 'revenue_m'], ['gross_profit_m', 'gross_profit_m'], ['ebit_m', 'ebit_m'], ['npat_m', 'net_income_m'], ['shareholders_equity_m', 'shareholders_equity_m']];
    let cells = 0;
    for (const filed of secFile) {
      const row = kept.find((candidate) => candidate.ticker === filed.ticker && candidate.fiscal_year_end === filed.fiscal_year_end && candidate.source?.startsWith('SEC EDGAR'));
      if (!row) continue;
      for (const [field, column] of pairs) {
        const value = filed[column] ? Number(filed[column]) : null;
        expect(row[field], `${filed.ticker} ${filed.fiscal_year_end} ${field}`).toBe(value);
        if (value !== null) cells += 1;
      }
    }
    // Revenue, gross profit, EBIT, net profit and equity: 22,946 filled cells of the kept rows.
    expect(cells).toBe(22_946);
  });
});

describe('shipped financials: one share basis', () => {
  it('finds 3:2 splits (WRB FY2016 EPS 4.68 ÷ 1.5³ = 1.387) and invents none (CVNA FY2022 stays −15.74)', () => {
    expect(year('WRB', 2016).eps).toBeCloseTo(4.68 / 3.375, 10);
    expect(year('WRB', 2020).eps).toBeCloseTo(1.87 / 1.5, 10);
    expect(year('WRB', 2023).eps).toBe(3.37);
    expect(year('CVNA', 2022)).toMatchObject({ eps: -15.74, reference: { split_factor: 1, splits: [] } });
    for (const ticker of ['AAL', 'CEG', 'HST', 'TDG', 'TRGP', 'UBER', 'RTX']) {
      expect(rowsOf(ticker).flatMap((row) => row.reference!.splits.filter((split) => split.detected)), ticker).toEqual([]);
    }
  });

  it("puts BKNG's EPS and DPS on the price's basis: a 25:1 split after FY2025 (P/E 209.62 ÷ 6.62 = 31.7×, not 1.3×)", () => {
    const bkng = year('BKNG', 2025);
    expect(bkng.eps).toBeCloseTo(165.57 / 25, 10);
    expect(bkng.reference!.splits).toEqual([expect.objectContaining({ ratio_new: 25, ratio_old: 1, detected: true, evidence: expect.stringMatching(/^after FY2025, found from the share count the price is quoted on/) })]);
    expect(209.62 / bkng.eps!).toBeGreaterThan(25);
  });

  it('has EPS on one basis for every S&P 500 company with a split since 2015: no year-to-year step of a split ratio left', () => {
    const splitTickers = new Set(readCsv(readFileSync(join(dir, REFERENCE_FILES.splits), 'utf8')).rows.map((entry) => entry.values.ticker!));
    const sp500 = new Set(secFile.map((row) => row.ticker!));
    const checkedTickers = [...splitTickers].filter((ticker) => sp500.has(ticker));
    expect(checkedTickers.length).toBeGreaterThan(45);
    const left: string[] = [];
    for (const ticker of checkedTickers) {
      const rows = rowsOf(ticker).filter((row) => row.source?.startsWith('SEC EDGAR') && row.eps !== null && row.eps > 0 && row.npat_m !== null && row.npat_m > 0);
      for (let i = 1; i < rows.length; i += 1) {
        const step = rows[i]!.npat_m! / rows[i]!.eps! / (rows[i - 1]!.npat_m! / rows[i - 1]!.eps!);
        const revenueSteady = rows[i]!.sales_m && rows[i - 1]!.sales_m ? Math.abs(Math.log(rows[i]!.sales_m! / rows[i - 1]!.sales_m!)) < Math.log(1.3) : true;
        const looksLikeSplit = STANDARD_SPLIT_RATIOS.some(([a, b]) => Math.abs(step / (a / b) - 1) < 0.1 && Math.abs(Math.log(a / b)) >= Math.log(1.4));
        if (looksLikeSplit && revenueSteady) left.push(`${ticker} FY${rows[i - 1]!.reference!.fiscal_year}→FY${rows[i]!.reference!.fiscal_year} ${step.toFixed(2)}×`);
      }
    }
    expect(left).toEqual([]);
  });
});

describe('shipped financials: implausible figures are flagged, not fixed', () => {
  it("flags V's quarterly DPS (0.52 for FY2024, 2.26 a share paid) and keeps the filed value", () => {
    const visa = year('V', 2024);
    expect(visa.dps).toBe(0.52);
    expect(visa.reference!.under_review?.dps).toBe("DPS of 0.52 looks like one quarter's dividend: 4,217 m of dividends paid over today's 1,867 m shares is 2.26 a share for the year");
  });

  it("flags a bank's revenue below its net profit and negative gross profit", () => {
    expect(year('COF', 2021).reference!.under_review?.sales).toBe('Revenue of 4,780 m is below net profit of 12,390 m: the source probably took a partial revenue line');
    expect(year('BA', 2020).reference!.under_review?.gross_profit).toMatch(/^Gross profit is negative \(-5,685 m\)/);
  });

  it('reports every class with its count (the counts docs/market-data.md states)', () => {
    const counts = Object.fromEntries(dataCheckClasses(checked).map((entry) => [entry.id, entry.count]));
    const docs = readFileSync(join(dir, '../../docs/market-data.md'), 'utf8');
    for (const [id, count] of Object.entries(counts)) {
      const stated = new RegExp(`\\| \`${id}\` \\| [^|]+ \\| ([\\d,]+) \\|`).exec(docs);
      expect(stated, `docs/market-data.md states the ${id} count`).toBeTruthy();
      expect(Number(stated![1]!.replaceAll(',', '')), id).toBe(count);
    }
  });
});
