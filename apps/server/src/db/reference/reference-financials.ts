import {
  asReportedBasisDate,
  fiscalYearOf,
  isFinancialSic,
  lastFiledBasisDate,
  NOT_APPLICABLE_TO_FINANCIALS,
  splitAdjustments,
  type FinancialField,
  type ListedSplit,
  type PerShareRow,
  type Unavailable,
} from '@thesis/domain';
import type { FinancialImportRow, ProvidedRow } from '../../modules/investments/market-data/provider';
import type { CsvTable } from './csv';
import { REFERENCE_SOURCES, SEC_DATA_PULLED_ON } from './reference-files';

/**
 * The shipped annual financials (issue 19 item 1): the SEC filings file (FY2015–FY2026) beside the
 * 2012–2016 file. Rows are matched by fiscal year; where both files have a year the SEC row wins,
 * and only the three figures the SEC file does not carry at all (pre-tax income, EBITDA, net debt)
 * come from the older file for that year. A figure neither has is left empty with its reason
 * (not_in_source), never copied from another figure; banks, brokers and insurers (SIC 60–64) have
 * no gross profit or EBIT (not_applicable). EPS and DPS are split-adjusted (domain splits.ts); the
 * filed values are kept beside them.
 */
type Values = Record<string, string>;
type Figures = Record<FinancialField, number | null>;

const NOT_IN_SEC: readonly FinancialField[] = ['pre_tax_income', 'ebitda', 'net_debt'];
const NOT_IN_KAGGLE: readonly FinancialField[] = ['dps'];

const num = (value: string | undefined): number | null => {
  const text = value?.trim();
  if (!text) return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
};

function secFigures(values: Values): Figures {
  return {
    sales: num(values.revenue_m), gross_profit: num(values.gross_profit_m), ebitda: null, ebit: num(values.ebit_m), pre_tax_income: null,
    npat: num(values.net_income_m), eps: num(values.eps_diluted), dps: num(values.dps), net_debt: null, shareholders_equity: num(values.shareholders_equity_m),
  };
}

function kaggleFigures(values: Values): Figures {
  return {
    sales: num(values.revenue_m), gross_profit: num(values.gross_profit_m), ebitda: num(values.ebitda_m), ebit: num(values.ebit_m), pre_tax_income: num(values.pretax_income_m),
    npat: num(values.net_income_m), eps: num(values.eps), dps: null, net_debt: num(values.net_debt_m), shareholders_equity: num(values.shareholders_equity_m),
  };
}

interface YearRow {
  row: number;
  periodEnd: string;
  fiscalYear: number;
  figures: Figures;
  unavailable: Unavailable;
  source: string;
  fromSec: boolean;
  dilutedShares: number | null;
}

/** One company's years: SEC rows, then the older file's years the SEC file lacks (and its three extra figures). */
function mergeYears(sec: readonly { row: number; values: Values }[], kaggle: readonly { row: number; values: Values }[]): YearRow[] {
  const years = new Map<number, YearRow>();
  for (const { row, values } of sec) {
    const periodEnd = values.fiscal_year_end!;
    const unavailable: Unavailable = Object.fromEntries(NOT_IN_SEC.map((field) => [field, 'not_in_source']));
    years.set(fiscalYearOf(periodEnd), { row, periodEnd, fiscalYear: fiscalYearOf(periodEnd), figures: secFigures(values), unavailable, source: REFERENCE_SOURCES.sec, fromSec: true, dilutedShares: num(values.diluted_shares_m) });
  }
  for (const { row, values } of kaggle) {
    const periodEnd = values.fiscal_year_end!;
    const fiscalYear = fiscalYearOf(periodEnd);
    const figures = kaggleFigures(values);
    const found = years.get(fiscalYear);
    if (found?.fromSec) {
      for (const field of NOT_IN_SEC) {
        if (figures[field] === null) continue;
        found.figures[field] = figures[field];
        delete found.unavailable[field];
        found.source = REFERENCE_SOURCES.secWithKaggle;
      }
      continue;
    }
    years.set(fiscalYear, {
      row, periodEnd, fiscalYear, figures, source: REFERENCE_SOURCES.kaggle, fromSec: false, dilutedShares: num(values.shares_outstanding_est_m),
      unavailable: Object.fromEntries(NOT_IN_KAGGLE.map((field) => [field, 'not_in_source'])),
    });
  }
  return [...years.values()].sort((a, b) => a.periodEnd.localeCompare(b.periodEnd));
}

/** Per-share rows for the split rules: basis dates by source (as reported, or as most recently filed). */
function perShareRows(years: readonly YearRow[]): PerShareRow[] {
  const latestSec = years.filter((year) => year.fromSec).at(-1)?.periodEnd ?? null;
  return years.map((year) => ({
    period_end: year.periodEnd,
    basis_date: year.fromSec && latestSec ? lastFiledBasisDate(year.periodEnd, latestSec, SEC_DATA_PULLED_ON) : asReportedBasisDate(year.periodEnd),
    eps: year.figures.eps,
    dps: year.figures.dps,
    net_income: year.figures.npat,
    revenue: year.figures.sales,
    diluted_shares: year.dilutedShares,
    fiscal_year: year.fiscalYear,
  }));
}

export interface ReferenceFinancialsInput {
  sec: CsvTable;
  kaggle: CsvTable;
  splits: CsvTable;
  /** Exchange of each US ticker in the universe; a ticker not there is rejected. */
  exchangeOf: (ticker: string) => string | null;
  /** The company's SIC code (for "not applicable" figures of banks and insurers). */
  sicOf: (ticker: string) => string | null;
}

function groupByTicker(table: CsvTable): Map<string, { row: number; values: Values }[]> {
  const groups = new Map<string, { row: number; values: Values }[]>();
  for (const entry of table.rows) {
    const list = groups.get(entry.values.ticker!);
    if (list) list.push(entry);
    else groups.set(entry.values.ticker!, [entry]);
  }
  return groups;
}

/** Every company-year of the two files as import rows (or the reason a row cannot be attached). */
export function referenceFinancialRows(input: ReferenceFinancialsInput): ProvidedRow<FinancialImportRow>[] {
  const sec = groupByTicker(input.sec);
  const kaggle = groupByTicker(input.kaggle);
  const splits = new Map<string, ListedSplit[]>();
  for (const { values } of input.splits.rows) {
    const split = { date: values.split_date!, ratio_new: Number(values.ratio_new), ratio_old: Number(values.ratio_old) };
    if (!(split.ratio_new > 0 && split.ratio_old > 0)) continue;
    const list = splits.get(values.ticker!);
    if (list) list.push(split);
    else splits.set(values.ticker!, [split]);
  }
  const out: ProvidedRow<FinancialImportRow>[] = [];
  for (const ticker of new Set([...sec.keys(), ...kaggle.keys()])) {
    const years = mergeYears(sec.get(ticker) ?? [], kaggle.get(ticker) ?? []);
    const exchange = input.exchangeOf(ticker);
    if (!exchange) {
      for (const year of years) out.push({ row: year.row, error: `${ticker} is no longer listed on a US exchange` });
      continue;
    }
    const financial = isFinancialSic(input.sicOf(ticker));
    const adjustments = splitAdjustments(perShareRows(years), splits.get(ticker) ?? []);
    years.forEach((year, index) => {
      const { factor, splits: applied } = adjustments[index]!;
      const unavailable: Unavailable = { ...year.unavailable };
      if (financial) for (const field of NOT_APPLICABLE_TO_FINANCIALS) if (year.figures[field] === null) unavailable[field] = 'not_applicable';
      const { eps, dps } = year.figures;
      out.push({
        row: year.row,
        value: {
          exchange, ticker, kind: 'historical', fiscal_year_end: year.periodEnd, source: year.source,
          sales_m: year.figures.sales, gross_profit_m: year.figures.gross_profit, ebitda_m: year.figures.ebitda, ebit_m: year.figures.ebit,
          pre_tax_income_m: year.figures.pre_tax_income, npat_m: year.figures.npat,
          eps: eps === null ? null : eps / factor, dps: dps === null ? null : dps / factor,
          net_debt_m: year.figures.net_debt, shareholders_equity_m: year.figures.shareholders_equity,
          reference: { fiscal_year: year.fiscalYear, eps_reported: eps, dps_reported: dps, split_factor: factor, splits: applied, unavailable },
        },
      });
    });
  }
  return out.sort((a, b) => a.row - b.row);
}
