import {
  asReportedBasisDate,
  fiscalYearOf,
  isFinancialSic,
  lastFiledBasisDate,
  NOT_APPLICABLE_TO_FINANCIALS,
  splitAdjustments,
  NO_DETAILS,
  reportedShares,
  type AppliedSplit,
  type FinancialDetails,
  type FinancialField,
  type ListedSplit,
  type PerShareRow,
  type RowAdjustment,
  type UnderReview,
  type Unavailable,
} from '@thesis/domain';
import { identityMismatch, sameCompanyName, type ListingIdentity } from '../modules/investments/market-data/checks/company-identity';
import { partialYears } from '../modules/investments/market-data/checks/full-years';
import { plausibilityFlags } from '../modules/investments/market-data/checks/plausibility';
import type { FinancialImportRow, ProvidedRow } from '../modules/investments/market-data/provider';
import type { CsvTable } from '../lib/csv';
import { emptyReport, type FinancialsReport } from './financials-report';
import { REFERENCE_SOURCES, SEC_DATA_PULLED_ON } from './reference-files';
import { basisAcrossSources, priceBasisCheck } from './share-basis';

/**
 * The shipped annual financials: the SEC filings file (FY2015–FY2026) beside the 2012–2016 file.
 * Each company's rows go through these steps, and every row dropped or figure flagged is counted
 * in the report (the load log and `data:check` read it):
 * 1. identity: rows attach to today's listing only when they are its company's (SEC rows by CIK;
 *    rows of the 2012–2016 file by their figures where the SEC file has the same year, else by
 *    name); a reused ticker's older company is dropped;
 * 2. full years: a period that is not a full fiscal year of the company is dropped;
 * 3. merge: where both files have a year the SEC row wins, and only the three figures the SEC file
 *    does not carry at all (pre-tax income, EBITDA, net debt) come from the older file;
 * 4. splits: each file's per-share figures are split-adjusted on their own (the split list, and
 *    splits the filings show), the two are put on one basis by the years both files report, and
 *    the latest year's share count is checked against the one the price is quoted on;
 * 5. plausibility: figures that cannot be right are flagged with the reason, never changed.
 * A figure neither file has is left empty with its reason (not_in_source); banks, brokers and
 * insurers (SIC 60–64) have no gross profit or EBIT (not_applicable).
 */
type Values = Record<string, string>;
type Figures = Record<FinancialField, number | null>;
type SourceRow = { row: number; values: Values };

const NOT_IN_SEC = ['pre_tax_income', 'ebitda', 'net_debt'] as const satisfies readonly FinancialField[];
const NOT_IN_KAGGLE: readonly FinancialField[] = ['dps'];
/** Two files describe the same company-year when revenue or net income agree this closely (restatements move them a little). */
const SAME_FIGURES = 0.15;

const num = (value: string | undefined): number | null => {
  const text = value?.trim();
  if (!text) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
};

/** The SEC file's column of each figure it may lack: the shipped file has none of these columns, a synced company has them all. */
const NOT_IN_SEC_COLUMNS: Readonly<Record<(typeof NOT_IN_SEC)[number], string>> = { pre_tax_income: 'pretax_income_m', ebitda: 'ebitda_m', net_debt: 'net_debt_m' };

function secFigures(values: Values): Figures {
  return {
    sales: num(values.revenue_m), gross_profit: num(values.gross_profit_m), ebitda: num(values.ebitda_m), ebit: num(values.ebit_m), pre_tax_income: num(values.pretax_income_m),
    npat: num(values.net_income_m), eps: num(values.eps_diluted), dps: num(values.dps), net_debt: num(values.net_debt_m), shareholders_equity: num(values.shareholders_equity_m),
  };
}

function secDetails(values: Values): FinancialDetails {
  return {
    operating_cash_flow: num(values.operating_cash_flow_m), capex: num(values.capex_m), buybacks: num(values.buybacks_m), dividends_paid: num(values.dividends_paid_m),
    diluted_shares: num(values.diluted_shares_m), total_assets: num(values.total_assets_m), cash: num(values.cash_m), long_term_debt: num(values.long_term_debt_m),
    cost_of_revenue: num(values.cost_of_revenue_m), income_tax: num(values.income_tax_m), interest_expense: num(values.interest_expense_m),
    depreciation_amortization: num(values.dna_m), total_debt: num(values.total_debt_m), short_term_investments: num(values.short_term_investments_m),
    shares_outstanding: num(values.shares_outstanding_m), total_liabilities: num(values.total_liabilities_m),
  };
}

/** The 2012–2016 file's own cash flow and balance sheet (its share count is derived from EPS, so it is not kept). */
function kaggleDetails(values: Values): FinancialDetails {
  return { ...NO_DETAILS, operating_cash_flow: num(values.operating_cash_flow_m), capex: num(values.capex_m), total_assets: num(values.total_assets_m), cash: num(values.cash_m) };
}

function kaggleFigures(values: Values): Figures {
  return {
    sales: num(values.revenue_m), gross_profit: num(values.gross_profit_m), ebitda: num(values.ebitda_m), ebit: num(values.ebit_m), pre_tax_income: num(values.pretax_income_m),
    npat: num(values.net_income_m), eps: num(values.eps), dps: null, net_debt: num(values.net_debt_m), shareholders_equity: num(values.shareholders_equity_m),
  };
}

export interface YearRow {
  row: number;
  periodEnd: string;
  fiscalYear: number;
  figures: Figures;
  unavailable: Unavailable;
  underReview: UnderReview;
  source: string;
  fromSec: boolean;
  /** The SEC file's own share count and dividends paid (the 2012–2016 file has neither). */
  dilutedShares: number | null;
  dividendsPaid: number | null;
  /** Cash flow, shares and balance-sheet figures as filed. */
  details: FinancialDetails;
  /** Synced rows: the filing of each figure (column → "accession form filed concept"). */
  filings?: Record<string, string>;
}

function secYear({ row, values }: SourceRow, source: string): YearRow {
  const periodEnd = values.fiscal_year_end!;
  return {
    row, periodEnd, fiscalYear: fiscalYearOf(periodEnd), figures: secFigures(values), source, fromSec: true,
    unavailable: Object.fromEntries(NOT_IN_SEC.filter((field) => values[NOT_IN_SEC_COLUMNS[field]] === undefined).map((field) => [field, 'not_in_source'])), underReview: {},
    dilutedShares: num(values.diluted_shares_m), dividendsPaid: num(values.dividends_paid_m), details: secDetails(values),
    ...(values.filings ? { filings: JSON.parse(values.filings) as Record<string, string> } : {}),
  };
}

function kaggleYear({ row, values }: SourceRow): YearRow {
  const periodEnd = values.fiscal_year_end!;
  return {
    row, periodEnd, fiscalYear: fiscalYearOf(periodEnd), figures: kaggleFigures(values), source: REFERENCE_SOURCES.kaggle, fromSec: false,
    unavailable: Object.fromEntries(NOT_IN_KAGGLE.map((field) => [field, 'not_in_source'])), underReview: {}, dilutedShares: null, dividendsPaid: null, details: kaggleDetails(values),
  };
}

const close = (a: number | null, b: number | null) => a !== null && b !== null && b !== 0 && Math.abs(a / b - 1) <= SAME_FIGURES;

/**
 * Whether the 2012–2016 file's rows are the listing's company (null when they are): by name, or,
 * for a renamed company, by its figures where the SEC file (already matched by CIK) reports the
 * same fiscal year.
 */
function kaggleMismatch(listing: ListingIdentity, kaggle: readonly YearRow[], sec: readonly YearRow[], names: { kaggle: string; sec: string | null }): string | null {
  if (listing.isEtf) return identityMismatch(listing, { cik: null, name: names.kaggle });
  if (sameCompanyName(names.kaggle, listing.name) || (names.sec !== null && sameCompanyName(names.kaggle, names.sec))) return null;
  const secByYear = new Map(sec.map((year) => [year.fiscalYear, year]));
  const overlaps = kaggle.flatMap((year) => (secByYear.has(year.fiscalYear) ? [[year, secByYear.get(year.fiscalYear)!] as const] : []));
  const agree = overlaps.some(([old, filed]) => close(old.figures.sales, filed.figures.sales) || close(old.figures.npat, filed.figures.npat));
  return agree ? null : identityMismatch(listing, { cik: null, name: names.kaggle });
}

function perShareRows(years: readonly YearRow[], series: 'sec' | 'kaggle', pulledOn: string): PerShareRow[] {
  const latestSec = years.filter((year) => year.fromSec).at(-1)?.periodEnd ?? null;
  return years.map((year) => ({
    period_end: year.periodEnd,
    basis_date: year.fromSec && latestSec ? lastFiledBasisDate(year.periodEnd, latestSec, pulledOn) : asReportedBasisDate(year.periodEnd),
    eps: year.figures.eps,
    dps: year.figures.dps,
    net_income: year.figures.npat,
    revenue: year.figures.sales,
    diluted_shares: year.dilutedShares,
    fiscal_year: year.fiscalYear,
    equity: year.figures.shareholders_equity,
    series,
  }));
}

export interface ReferenceFinancialsInput {
  sec: CsvTable;
  kaggle: CsvTable;
  splits: CsvTable;
  /** Today's listing of a US ticker (null: not listed any more). */
  listingOf: (ticker: string) => (ListingIdentity & { exchange: string }) | null;
  /** The company's SIC code (for "not applicable" figures of banks and insurers). */
  sicOf: (ticker: string) => string | null;
  /** The snapshot's price and the share count (millions) it is quoted on (market cap ÷ price), when known. */
  quoteOf: (ticker: string) => { shares: number; price: number } | null;
  /** The SEC rows' source and the day they were pulled (default: the shipped file's). */
  secSource?: { source: string; pulledOn: string };
}

function groupByTicker(table: CsvTable): Map<string, SourceRow[]> {
  const groups = new Map<string, SourceRow[]>();
  for (const entry of table.rows) {
    const list = groups.get(entry.values.ticker!);
    if (list) list.push(entry);
    else groups.set(entry.values.ticker!, [entry]);
  }
  return groups;
}

function listedSplits(table: CsvTable): Map<string, ListedSplit[]> {
  const splits = new Map<string, ListedSplit[]>();
  for (const { values } of table.rows) {
    const split = { date: values.split_date!, ratio_new: Number(values.ratio_new), ratio_old: Number(values.ratio_old) };
    if (!(split.ratio_new > 0 && split.ratio_old > 0)) continue;
    const list = splits.get(values.ticker!);
    if (list) list.push(split);
    else splits.set(values.ticker!, [split]);
  }
  return splits;
}

/** Drops the rows that are not full fiscal years (reported), sorted by period end. */
function fullYears(ticker: string, years: YearRow[], errors: ProvidedRow<FinancialImportRow>[], report: FinancialsReport): YearRow[] {
  const partial = partialYears(years.map((year) => year.periodEnd));
  for (const year of years) {
    const reason = partial.get(year.periodEnd);
    if (!reason) continue;
    errors.push({ row: year.row, error: `${ticker}: ${reason}` });
    report.partialYears.push({ ticker, periodEnd: year.periodEnd, reason });
  }
  return years.filter((year) => !partial.has(year.periodEnd)).sort((a, b) => a.periodEnd.localeCompare(b.periodEnd));
}

/**
 * The older file's rows also take the splits found in the SEC file's share count after them: a
 * split the filings show between FY2019 and FY2020 applies to FY2013 as much as to FY2019.
 */
function inheritDetected(older: readonly YearRow[], own: readonly RowAdjustment[], filed: readonly RowAdjustment[]): RowAdjustment[] {
  const found = new Map<string, AppliedSplit>();
  for (const adjustment of filed) for (const split of adjustment.splits) if (split.detected && split.between) found.set(`${split.between.join('-')} ${split.ratio_new}:${split.ratio_old}`, split);
  return older.map((year, index) => {
    const extra = [...found.values()].filter((split) => year.fiscalYear < split.between![1]);
    const base = own[index]!;
    return extra.length === 0 ? base : { factor: extra.reduce((product, split) => product * (split.ratio_new / split.ratio_old), base.factor), splits: [...base.splits, ...extra] };
  });
}

/** Every company-year of the two files as import rows (or why a row cannot be attached), and the report of what the checks found. */
export function referenceFinancials(input: ReferenceFinancialsInput): { rows: ProvidedRow<FinancialImportRow>[]; report: FinancialsReport } {
  const sec = groupByTicker(input.sec);
  const kaggle = groupByTicker(input.kaggle);
  const splits = listedSplits(input.splits);
  const report = emptyReport();
  const out: ProvidedRow<FinancialImportRow>[] = [];
  const { source: secSource, pulledOn } = input.secSource ?? { source: REFERENCE_SOURCES.sec, pulledOn: SEC_DATA_PULLED_ON };
  for (const ticker of new Set([...sec.keys(), ...kaggle.keys()])) {
    const secRows = sec.get(ticker) ?? [];
    const kaggleRows = kaggle.get(ticker) ?? [];
    const listing = input.listingOf(ticker);
    if (!listing) {
      for (const { row } of [...secRows, ...kaggleRows]) out.push({ row, error: `${ticker} is no longer listed on a US exchange` });
      report.notListed.push({ ticker, rows: secRows.length + kaggleRows.length });
      continue;
    }
    const secName = secRows[0]?.values.company_name ?? null;
    const secMismatch = secRows.length > 0 ? identityMismatch(listing, { cik: secRows[0]!.values.cik || null, name: secName ?? ticker }) : null;
    const secYears = secMismatch ? [] : secRows.map((row) => secYear(row, secSource));
    const kaggleAll = kaggleRows.map(kaggleYear);
    const oldMismatch = kaggleRows.length > 0 ? kaggleMismatch(listing, kaggleAll, secYears, { kaggle: kaggleRows[0]!.values.company_name ?? ticker, sec: secName }) : null;
    for (const [mismatch, rows] of [[secMismatch, secRows], [oldMismatch, kaggleRows]] as const) {
      if (!mismatch) continue;
      for (const { row } of rows) out.push({ row, error: mismatch });
      report.identity.push({ ticker, reason: mismatch, rows: rows.length });
    }
    const filed = fullYears(ticker, secYears, out, report);
    const older = fullYears(ticker, oldMismatch ? [] : kaggleAll, out, report);
    const filedYears = new Set(filed.map((year) => year.fiscalYear));
    const financial = isFinancialSic(input.sicOf(ticker));
    const tickerSplits = splits.get(ticker) ?? [];
    const filedAdjustments = splitAdjustments(perShareRows(filed, 'sec', pulledOn), tickerSplits);
    let olderAdjustments = inheritDetected(older, splitAdjustments(perShareRows(older, 'kaggle', pulledOn), tickerSplits), filedAdjustments);
    const across = basisAcrossSources(ticker, older, olderAdjustments, filed, filedAdjustments);
    if (across.flag) {
      // The older file's EPS are on no basis the filings know: no split is read from them.
      olderAdjustments = inheritDetected(older, splitAdjustments(perShareRows(older, 'kaggle', pulledOn), tickerSplits, { detect: false }), filedAdjustments);
      report.basisBreaks.push({ ticker, reason: across.flag });
    }
    const years: { year: YearRow; adjustment: RowAdjustment }[] = [
      ...older.flatMap((year, index) => {
        if (filedYears.has(year.fiscalYear)) return [];
        const own = olderAdjustments[index]!;
        if (across.flag && year.figures.eps !== null) year.underReview.eps = across.flag;
        return [{ year, adjustment: across.extra ? { factor: own.factor * across.extra.factor, splits: [...own.splits, across.extra.split] } : own }];
      }),
      ...filed.map((year, index) => ({ year, adjustment: filedAdjustments[index]! })),
    ].sort((a, b) => a.year.periodEnd.localeCompare(b.year.periodEnd));
    for (const year of older) {
      const found = filed.find((candidate) => candidate.fiscalYear === year.fiscalYear);
      if (!found) continue;
      for (const field of NOT_IN_SEC) {
        if (year.figures[field] === null || found.figures[field] !== null) continue;
        found.figures[field] = year.figures[field];
        delete found.unavailable[field];
        found.source = REFERENCE_SOURCES.secWithKaggle;
      }
    }
    const quote = input.quoteOf(ticker);
    const price = priceBasisCheck(ticker, years, quote);
    if (price.split) for (const entry of years) entry.adjustment = { factor: entry.adjustment.factor * price.split.factor, splits: [...entry.adjustment.splits, price.split.split] };
    if (price.break) report.basisBreaks.push({ ticker, reason: price.break });
    for (const { year, adjustment } of years) {
      const { factor, splits: applied } = adjustment;
      for (const split of applied) if (split.detected) report.detectedSplits.add(`${ticker} ${split.ratio_new}:${split.ratio_old}`);
      const unavailable: Unavailable = { ...year.unavailable };
      if (financial) for (const field of NOT_APPLICABLE_TO_FINANCIALS) if (year.figures[field] === null) unavailable[field] = 'not_applicable';
      const { eps, dps } = year.figures;
      // The share count goes on the EPS's split basis; a count filed in other units is left out.
      const shares = reportedShares({ eps, net_income: year.figures.npat, diluted_shares: year.details.diluted_shares });
      const details: FinancialDetails = { ...year.details, diluted_shares: shares === null ? null : shares * factor };
      const underReview: UnderReview = {
        ...plausibilityFlags({ ...year.figures, dividends_paid: year.dividendsPaid, shares: year.dilutedShares, sharesToday: quote ? quote.shares / factor : null }),
        ...year.underReview,
      };
      for (const [field, reason] of Object.entries(underReview)) report.flagged.push({ ticker, periodEnd: year.periodEnd, field, reason });
      out.push({
        row: year.row,
        value: {
          exchange: listing.exchange, ticker, kind: 'historical', fiscal_year_end: year.periodEnd, source: year.source,
          sales_m: year.figures.sales, gross_profit_m: year.figures.gross_profit, ebitda_m: year.figures.ebitda, ebit_m: year.figures.ebit,
          pre_tax_income_m: year.figures.pre_tax_income, npat_m: year.figures.npat,
          eps: eps === null ? null : eps / factor, dps: dps === null ? null : dps / factor,
          net_debt_m: year.figures.net_debt, shareholders_equity_m: year.figures.shareholders_equity,
          reference: { fiscal_year: year.fiscalYear, eps_reported: eps, dps_reported: dps, split_factor: factor, splits: applied, unavailable, under_review: underReview, details, ...(year.filings ? { filings: year.filings } : {}) },
        },
      });
    }
  }
  return { rows: out.sort((a, b) => a.row - b.row), report };
}

/** The import rows only (see referenceFinancials). */
export function referenceFinancialRows(input: ReferenceFinancialsInput): ProvidedRow<FinancialImportRow>[] {
  return referenceFinancials(input).rows;
}
