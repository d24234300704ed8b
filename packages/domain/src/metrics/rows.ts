import { fiscalYearLabel } from '../format/financial-table';
import { HISTORY_AFTER_DAYS } from '../market/estimates';
import type { FinancialRow } from '../market/financial-rows';
import type { FinancialField } from '../schemas/investments';
import type { FigureKind, MetricFigure, MetricFinancialRow, MetricInput, MetricRowField } from './types';

const DAY_MS = 86_400_000;
/** A year "n years before" another may end this many days either side (52/53-week years, changed year ends). */
const YEAR_TOLERANCE_DAYS = 45;
/**
 * A price is compared with a fiscal year only when it was taken within this many days of that year's
 * end (about eighteen months: a year's report plus the time it takes to be published).
 */
export const PRICE_FINANCIALS_MAX_GAP_DAYS = HISTORY_AFTER_DAYS;
/** Reported years the metrics read: ten yearly changes need eleven years. */
export const METRIC_HISTORY_YEARS = 11;

/** How the evidence names each field, inside a sentence. */
export const FIELD_LABELS: Readonly<Record<MetricRowField, string>> = {
  sales: 'revenue',
  gross_profit: 'gross profit',
  ebitda: 'EBITDA',
  ebit: 'EBIT',
  pre_tax_income: 'pre-tax income',
  npat: 'net profit',
  eps: 'EPS',
  dps: 'DPS',
  net_debt: 'net debt',
  shareholders_equity: 'equity',
  operating_cash_flow: 'operating cash flow',
  capex: 'capital expenditure',
  buybacks: 'share buybacks',
  dividends_paid: 'dividends paid',
  diluted_shares: 'diluted shares',
  total_assets: 'total assets',
  cash: 'cash',
  long_term_debt: 'long-term debt',
  cost_of_revenue: 'cost of revenue',
  income_tax: 'income tax',
  interest_expense: 'interest expense',
  depreciation_amortization: 'depreciation and amortisation',
  total_debt: 'total debt',
  short_term_investments: 'short-term investments',
  shares_outstanding: 'shares outstanding',
  total_liabilities: 'total liabilities',
};

/** 'revenue' → 'Revenue' at the start of a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const FIELD_KIND: Readonly<Record<MetricRowField, FigureKind>> = {
  sales: 'millions', gross_profit: 'millions', ebitda: 'millions', ebit: 'millions', pre_tax_income: 'millions',
  npat: 'millions', eps: 'per_share', dps: 'per_share', net_debt: 'millions', shareholders_equity: 'millions',
  operating_cash_flow: 'millions', capex: 'millions', buybacks: 'millions', dividends_paid: 'millions', diluted_shares: 'shares_millions',
  total_assets: 'millions', cash: 'millions', long_term_debt: 'millions',
  cost_of_revenue: 'millions', income_tax: 'millions', interest_expense: 'millions', depreciation_amortization: 'millions', total_debt: 'millions',
  short_term_investments: 'millions', shares_outstanding: 'shares_millions', total_liabilities: 'millions',
};

/** A row and whether it is a forecast (its label then ends in 'e': FY2017e). */
export interface Year {
  row: MetricFinancialRow;
  estimate: boolean;
}

/** The reason a metric is not available, carried as a value. */
export class Unavailable {
  constructor(readonly reason: string) {}
}

/** Day timestamps of the dates seen (fiscal year ends repeat across companies and metrics: recomputing every stored metric sorts rows by them thousands of times). */
const times = new Map<string, number>();
function time(date: string): number {
  let found = times.get(date);
  if (found === undefined) {
    found = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
    if (times.size > 50_000) times.clear();
    times.set(date, found);
  }
  return found;
}

/** Whole years between the ends of two fiscal years (at least one). */
export function yearsBetween(from: Year, to: Year): number {
  return Math.max(1, Math.round((time(to.row.fy_date_at) - time(from.row.fy_date_at)) / (365.25 * DAY_MS)));
}

export function periodOf(year: Year): string {
  return `${fiscalYearLabel(year.row.fy_date_at)}${year.estimate ? 'e' : ''}`;
}

function sorted(rows: readonly MetricFinancialRow[] | undefined): MetricFinancialRow[] {
  return [...(rows ?? [])].filter((row) => !Number.isNaN(time(row.fy_date_at))).sort((a, b) => time(a.fy_date_at) - time(b.fy_date_at));
}

/** 'the financial data covers FY2013–FY2016' (or says there is none). */
export function coverage(input: MetricInput): string {
  const rows = sorted(input.history);
  if (rows.length === 0) return 'there is no financial data for this company';
  const first = fiscalYearLabel(rows[0]!.fy_date_at);
  const last = fiscalYearLabel(rows[rows.length - 1]!.fy_date_at);
  return first === last ? `the financial data covers ${first} only` : `the financial data covers ${first}–${last}`;
}

/**
 * The latest reported year. Figures whose latest year ended more than
 * PRICE_FINANCIALS_MAX_GAP_DAYS (about eighteen months) before the market figures' date (or today)
 * are history: no current ratio, screen or AI suggestion is built on them.
 */
export function latestYear(input: MetricInput): Year | Unavailable {
  const rows = sorted(input.history);
  const row = rows[rows.length - 1];
  if (!row) return new Unavailable('no financial data for this company');
  const asOf = input.market.as_of && !Number.isNaN(time(input.market.as_of)) ? input.market.as_of : (input.today ?? new Date().toISOString());
  if ((time(asOf) - time(row.fy_date_at)) / DAY_MS > PRICE_FINANCIALS_MAX_GAP_DAYS) {
    return new Unavailable(`the latest figures are of ${fiscalYearLabel(row.fy_date_at)}, more than eighteen months before ${isoDay(asOf)}: they are history, not a basis for a current ratio`);
  }
  return { row, estimate: false };
}

/** The reported year ending about `years` years before `from`, or why there is none. */
export function yearsBefore(input: MetricInput, from: Year, years: number): Year | Unavailable {
  const target = time(from.row.fy_date_at) - years * 365.25 * DAY_MS;
  const row = sorted(input.history).find((candidate) => Math.abs(time(candidate.fy_date_at) - target) <= YEAR_TOLERANCE_DAYS * DAY_MS);
  if (row) return { row, estimate: false };
  return new Unavailable(`needs ${fiscalYearLabel(new Date(target).toISOString())}, and ${coverage(input)}`);
}

/**
 * The reported years of the last `count` years up to the latest, newest last, or why there are too
 * few: at least `least` of them (by default all, or all but one from five years up, since a source
 * that keeps one figure per calendar year drops a 52/53-week year ending on New Year's Day).
 */
export function lastYears(input: MetricInput, count: number, least = count >= 5 ? count - 1 : count): Year[] | Unavailable {
  const latest = latestYear(input);
  if (latest instanceof Unavailable) return latest;
  const from = time(latest.row.fy_date_at) - ((count - 1) * 365.25 + YEAR_TOLERANCE_DAYS) * DAY_MS;
  const years = sorted(input.history).filter((row) => time(row.fy_date_at) > from && time(row.fy_date_at) <= time(latest.row.fy_date_at)).map((row) => ({ row, estimate: false }));
  if (years.length < least) return new Unavailable(`needs ${least === count ? count : `at least ${least} of the last ${count}`} fiscal years up to ${periodOf(latest)}, and ${coverage(input)}`);
  return years;
}

/** Whether two reported years follow each other (their ends about a year apart). */
export function followsOn(earlier: Year, later: Year): boolean {
  return Math.abs(time(later.row.fy_date_at) - time(earlier.row.fy_date_at) - 365.25 * DAY_MS) <= YEAR_TOLERANCE_DAYS * DAY_MS;
}

/** The forecasts after the last reported year, oldest first. */
export function estimateYears(input: MetricInput): Year[] {
  const latest = latestYear(input);
  const after = latest instanceof Unavailable ? Number.NEGATIVE_INFINITY : time(latest.row.fy_date_at);
  return sorted(input.estimates).filter((row) => time(row.fy_date_at) > after).map((row) => ({ row, estimate: true }));
}

/** The first forecast year, or why there is none. */
export function nextEstimate(input: MetricInput): Year | Unavailable {
  return estimateYears(input)[0] ?? new Unavailable('no estimates for the years after the last reported one: enter your own forecasts in the estimation table');
}

/** A field of a year as a figure, or why it is missing. */
export function field(year: Year, name: MetricRowField): MetricFigure | Unavailable {
  const value = year.row[name];
  if (value === null || value === undefined || !Number.isFinite(value)) return new Unavailable(`${capitalise(FIELD_LABELS[name])} is missing for ${periodOf(year)}`);
  const review = (year.row.under_review as Partial<Record<MetricRowField, string>> | undefined)?.[name];
  if (review) return new Unavailable(`${capitalise(FIELD_LABELS[name])} for ${periodOf(year)} is under review (${review.replace(/\.+$/, '')})`);
  return { label: FIELD_LABELS[name], period: periodOf(year), value, kind: FIELD_KIND[name] };
}

/** A field that must be above zero to divide by or to grow from. */
export function positiveField(year: Year, name: MetricRowField, why = 'the ratio is not meaningful'): MetricFigure | Unavailable {
  const figure = field(year, name);
  if (figure instanceof Unavailable) return figure;
  if (figure.value <= 0) return new Unavailable(`${capitalise(figure.label)} is ${figure.value === 0 ? 'zero' : 'negative'} in ${figure.period}: ${why}`);
  return figure;
}

function isoDay(value: string): string {
  return value.slice(0, 10);
}

/** The last price as a figure, checked against the year it is compared with. */
export function priceFor(input: MetricInput, year: Year | null): MetricFigure | Unavailable {
  const price = input.market.last_price;
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) return new Unavailable('there is no last price for this company');
  const stale = year ? staleness(input, year) : null;
  if (stale) return stale;
  return { label: 'last price', period: 'market', value: price, kind: 'per_share' };
}

/** The market cap as a figure, checked against the year it is compared with. */
export function marketCapFor(input: MetricInput, year: Year | null): MetricFigure | Unavailable {
  const cap = input.market.market_cap;
  if (cap === null || cap === undefined || !Number.isFinite(cap) || cap <= 0) return year ? marketCapFromShares(input, year) : new Unavailable('there is no market cap for this company');
  const stale = year ? staleness(input, year) : null;
  if (stale) return stale;
  return { label: 'market cap', period: 'market', value: cap, kind: 'millions' };
}

/**
 * The market cap when the market figures have none: the last price × the year's diluted shares (on
 * the price's split basis, as EPS is), named as such in the evidence.
 */
function marketCapFromShares(input: MetricInput, year: Year): MetricFigure | Unavailable {
  const price = priceFor(input, year);
  if (price instanceof Unavailable) return new Unavailable(`there is no market cap for this company, and ${price.reason.replace(/^there is /, 'there is ')}`);
  const shares = field(year, 'diluted_shares');
  if (shares instanceof Unavailable || shares.value <= 0) return new Unavailable(`there is no market cap for this company, and no diluted share count for ${periodOf(year)} to compute one`);
  return { label: `market cap (last price ${price.value} × ${periodOf(year)} diluted shares)`, period: 'market', value: price.value * shares.value, kind: 'millions' };
}

/**
 * Why a price may not be compared with a year, or null: the rows are in another currency, or the
 * price was taken too long before or after the year's end.
 */
function staleness(input: MetricInput, year: Year): Unavailable | null {
  const { currency, reporting_currency: reporting } = input.market;
  if (reporting && currency && reporting !== currency) {
    return new Unavailable(`the financial data is in ${reporting} and the price in ${currency}: they cannot be compared without a conversion`);
  }
  const asOf = input.market.as_of;
  if (!asOf || Number.isNaN(time(asOf))) return null;
  const gapDays = Math.abs(time(asOf) - time(year.row.fy_date_at)) / DAY_MS;
  if (gapDays <= PRICE_FINANCIALS_MAX_GAP_DAYS) return null;
  if (!year.estimate && time(asOf) > time(year.row.fy_date_at)) {
    return new Unavailable(`no financial data after ${periodOf(year)}: the market figures are of ${isoDay(asOf)}, too long after that year to compare with it`);
  }
  return new Unavailable(`the market figures are of ${isoDay(asOf)}, too far from ${periodOf(year)} to compare with it`);
}

/** The first of several results that is unavailable, if any. */
export function firstUnavailable(...values: readonly unknown[]): Unavailable | undefined {
  return values.find((value): value is Unavailable => value instanceof Unavailable);
}

/** A financial row as the API answers it, as the metrics read it (its detail figures beside the ten). */
export function metricRowOfFinancial(row: Pick<FinancialRow, 'fy_date_at' | FinancialField | 'under_review' | 'details'>): MetricFinancialRow {
  const { details, ...rest } = row;
  return { ...details, ...rest };
}
