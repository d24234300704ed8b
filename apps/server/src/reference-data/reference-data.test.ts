import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { FinancialImportRow, UniverseRow } from '../modules/investments/market-data/provider';
import { ReferenceDataProvider } from './reference-provider';

/**
 * The shipped files as the loader reads them (no database): row counts and figures checked by
 * hand against the companies' own reports (data/reference/README.md, issue 19).
 */
const provider = new ReferenceDataProvider(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(40) }).referenceDataDir);

async function all<T>(rows: AsyncIterable<{ row: number; value: T } | { row: number; error: string }>) {
  const values: T[] = [];
  const errors: string[] = [];
  for await (const entry of rows) {
    if ('value' in entry) values.push(entry.value);
    else errors.push(entry.error);
  }
  return { values, errors };
}

const financials = all((await provider.fetchFinancials()).rows);
const universe = all((await provider.fetchUniverse()).rows);

async function year(ticker: string, fiscalYear: number): Promise<FinancialImportRow> {
  const found = (await financials).values.find((row) => row.ticker === ticker && row.reference?.fiscal_year === fiscalYear);
  if (!found) throw new Error(`no ${ticker} FY${fiscalYear}`);
  return found;
}

async function listed(exchange: string, ticker: string): Promise<UniverseRow> {
  const found = (await universe).values.find((row) => row.exchange === exchange && row.ticker === ticker);
  if (!found) throw new Error(`no ${exchange}:${ticker}`);
  return found;
}

describe('reference financials (issue 19 item 1)', () => {
  it('joins the SEC file (5,316 rows) and the 2012–2016 file by fiscal year', async () => {
    const { values, errors } = await financials;
    // 5,316 SEC rows + 1,777 older rows − 392 years both have = 6,701. Dropped: 341 rows of companies
    // no longer listed, 38 rows of ten reused tickers' former companies, 2 periods that are not years.
    expect(values.length + errors.length).toBe(6_701);
    expect(errors).toHaveLength(381);
    expect(errors.filter((error) => /is no longer listed on a US exchange$/.test(error))).toHaveLength(341);
    expect(errors.filter((error) => /belong to another company|cannot belong to today's/.test(error))).toHaveLength(38);
    expect(errors.filter((error) => /is not a full fiscal year/.test(error))).toHaveLength(2);
    expect(values).toHaveLength(6_320);
    // The 503 tickers of the SEC file, and 54 companies of the older file still listed under their own ticker but out of the S&P 500.
    expect(new Set(values.filter((row) => row.source?.startsWith('SEC EDGAR')).map((row) => row.ticker)).size).toBe(503);
    expect(new Set(values.map((row) => row.ticker)).size).toBe(557);
  });

  it('has the hand-checked figures: AAPL FY2023, MSFT FY2024, JPM 2023', async () => {
    expect(await year('AAPL', 2023)).toMatchObject({ fiscal_year_end: '2023-09-30', sales_m: 383_285, gross_profit_m: 169_148, ebit_m: 114_301, npat_m: 96_995, eps: 6.13, dps: 0.94 });
    expect(await year('MSFT', 2024)).toMatchObject({ fiscal_year_end: '2024-06-30', sales_m: 245_122, ebit_m: 109_433, npat_m: 88_136, eps: 11.8, dps: 3 });
    expect(await year('JPM', 2023)).toMatchObject({ npat_m: 49_552, eps: 16.23, dps: 4.1 });
    expect((await year('NVDA', 2025)).sales_m).toBe(130_497);
  });

  it('leaves figures the SEC file does not carry empty with their reason, never copied from another figure', async () => {
    const apple = await year('AAPL', 2023);
    expect([apple.pre_tax_income_m, apple.ebitda_m, apple.net_debt_m]).toEqual([null, null, null]);
    expect(apple.reference!.unavailable).toEqual({ pre_tax_income: 'not_in_source', ebitda: 'not_in_source', net_debt: 'not_in_source' });
    expect(apple.source).toBe('SEC EDGAR XBRL filings (companyfacts, pulled 2026-08-22)');
    // FY2016 is in both files: SEC figures win, the older file adds what the SEC file lacks.
    const both = await year('AAPL', 2016);
    expect(both).toMatchObject({ sales_m: 215_639, npat_m: 45_687, pre_tax_income_m: 61_372 });
    expect(both.source).toMatch(/^SEC EDGAR XBRL filings; pre-tax income, EBITDA and net debt from/);
    // The older file has no dividends per share.
    expect((await year('AAPL', 2014)).reference!.unavailable).toEqual({ dps: 'not_in_source' });
  });

  it('says gross profit and EBIT do not apply to banks and insurers (never 0)', async () => {
    const jpm = await year('JPM', 2023);
    expect([jpm.gross_profit_m, jpm.ebit_m]).toEqual([null, null]);
    expect(jpm.reference!.unavailable).toMatchObject({ gross_profit: 'not_applicable', ebit: 'not_applicable' });
    expect((await year('AIG', 2024)).reference!.unavailable).toMatchObject({ gross_profit: 'not_applicable' });
    expect((await year('AAPL', 2023)).reference!.unavailable.gross_profit).toBeUndefined();
  });

  it('split-adjusts EPS and DPS and keeps the filed values', async () => {
    const apple2017 = await year('AAPL', 2017);
    expect(apple2017).toMatchObject({ eps: 2.3025, dps: 0.6 });
    expect(apple2017.reference).toMatchObject({ eps_reported: 9.21, dps_reported: 2.4, split_factor: 4, splits: [{ ratio_new: 4, ratio_old: 1, date: '2020-08-28', detected: false }] });
    expect((await year('AAPL', 2013)).reference).toMatchObject({ split_factor: 28, splits: [{ ratio_new: 7, detected: true, between: [2013, 2014] }, { ratio_new: 4, date: '2020-08-28' }] });
    expect((await year('AAPL', 2018)).reference!.split_factor).toBe(1);
    expect((await year('NVDA', 2022)).eps).toBeCloseTo(0.385, 10);
    expect((await year('GOOGL', 2019)).eps).toBeCloseTo(2.458, 10);
    expect((await year('GOOG', 2019)).reference).toMatchObject({ split_factor: 20, splits: [{ ratio_new: 20, detected: true, between: [2019, 2020] }] });
    // Walmart's 3:1 of 2024 was restated in the FY2024 filing (EPS 1.91): nothing more to do there.
    expect(await year('WMT', 2024)).toMatchObject({ eps: 1.91 });
    expect((await year('WMT', 2021)).reference).toMatchObject({ split_factor: 3 });
  });
});

describe('reference universe (issue 19 item 3)', () => {
  it('classifies S&P 500 and ASX companies with GICS, other US companies with their SEC industry', async () => {
    expect(await listed('NASDAQ', 'MSFT')).toMatchObject({ sector: 'Information Technology', industry: 'Systems Software', classification: 'gics', sic_code: '7372' });
    expect(await listed('NYSE', 'TSM')).toMatchObject({ sector: 'Manufacturing', industry: 'Semiconductors & Related Devices', classification: 'sic', sic_code: '3674' });
    expect(await listed('ASX', 'BHP')).toMatchObject({ sector: 'Materials', classification: 'gics' });
    expect(await listed('NYSE Arca', 'SPY')).toMatchObject({ sector: null, classification: null, is_fund: true });
    expect(await listed('NYSE', 'ADX')).toMatchObject({ sector: null, is_fund: true });
  });

  it('leaves "Not recorded" only to ETFs, funds without a filing and securities the SEC does not list', async () => {
    const { values } = await universe;
    expect(values).toHaveLength(15_091);
    const unclassified = values.filter((row) => row.sector === null);
    expect(unclassified).toHaveLength(6_536);
    expect(unclassified.filter((row) => row.is_etf)).toHaveLength(5_624);
    expect(unclassified.filter((row) => row.exchange === 'ASX')).toHaveLength(222);
    expect(values.filter((row) => row.classification === 'sic')).toHaveLength(6_289);
  });

  it('reads 1,782 monthly exchange rates', () => {
    const rates = provider.fxRates();
    expect(rates).toHaveLength(1_782);
    expect(rates.find((rate) => rate.currency === 'AUD' && rate.month === '2026-06')?.units_per_usd).toBe(1.4235);
  });
});
