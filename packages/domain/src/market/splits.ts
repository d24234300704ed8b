import { formatDate } from '../format/dates';
import { addDays, addYears } from './fiscal-year';

/**
 * Split-adjusted per-share history (issue 19 item 2).
 *
 * Filed EPS and DPS are on the share basis of the filing that last reported them: a year is
 * restated for a split only when a filing made after the split still reported it. To compare
 * years, every per-share figure is divided by the product of the splits that happened after its
 * basis date (the split factor: 4 for a 4:1 split, 1/8 for a 1:8 consolidation).
 *
 * Splits come from two places:
 * 1. the split list: a listed split applies to every row whose basis date is before the split
 *    date. The date is checked against the share count: when the per-share basis steps by about
 *    the split's factor one row before or after the row the dates point to (and not at that row),
 *    the step wins, because filing dates are estimated;
 * 2. detection: where the share count steps by at least BREAK_HIGH× (or at most BREAK_LOW×) between
 *    two rows and no listed split explains it, the step is a split when, allowing for the
 *    company's share-count trend in the neighbouring years, it is within 3 % of a standard ratio
 *    (3:2, 2:1, 3:1, 4:1, 5:1, 7:1, 10:1, 20:1 and their reverses) and revenue stayed within 30 %
 *    (a merger or an IPO moves revenue with the share count; a split does not).
 *
 * The share count of a row is its per-share basis: net income ÷ EPS where both are known (that is
 * exactly the basis the EPS was computed on), else the diluted share count.
 */
export interface PerShareRow {
  /** yyyy-mm-dd: end of the fiscal period. */
  period_end: string;
  /** yyyy-mm-dd: when the row's per-share figures were last reported (the filing's date). */
  basis_date: string;
  eps: number | null;
  dps: number | null;
  net_income: number | null;
  revenue: number | null;
  diluted_shares: number | null;
  /** Fiscal year (for the footnote of a detected split). */
  fiscal_year: number;
}

export interface ListedSplit {
  /** yyyy-mm-dd: the split's effective date as the list records it. */
  date: string;
  ratio_new: number;
  ratio_old: number;
}

export interface AppliedSplit {
  ratio_new: number;
  ratio_old: number;
  /** The listed split's date; null for a split detected from the share count. */
  date: string | null;
  /** Detected from the share count (not in the split list). */
  detected: boolean;
  /** For a detected split: the fiscal years between which the share count stepped. */
  between: [number, number] | null;
}

export interface RowAdjustment {
  /** Divide the filed EPS and DPS by this (1: nothing to adjust). */
  factor: number;
  /** The splits after the row's basis date, oldest first. */
  splits: AppliedSplit[];
}

export const BREAK_HIGH = 1.8;
export const BREAK_LOW = 0.55;
export const DETECTION_TOLERANCE = 0.03;
/** A listed split's step may differ this much from its factor (buybacks, issuance in the year). */
export const LISTED_STEP_TOLERANCE = 0.25;
/** Revenue within this factor across the step (a split leaves it alone). */
export const SPLIT_REVENUE_BAND = 1.3;
/** Neighbouring steps within this band count as the company's share-count trend. */
const TREND_BAND = 1.25;
export const STANDARD_SPLIT_RATIOS: readonly (readonly [number, number])[] = [
  [3, 2], [2, 1], [3, 1], [4, 1], [5, 1], [7, 1], [10, 1], [20, 1],
  [2, 3], [1, 2], [1, 3], [1, 4], [1, 5], [1, 7], [1, 10], [1, 20],
];

/** Days from a period end to its annual report (a large filer's 10-K is due within 60 days). */
export const FILING_LAG_DAYS = 60;
/** Years of comparative figures an annual report restates (this year and the two before it). */
export const RESTATED_YEARS = 2;

/** Basis date of a figure as reported in its own year's annual report (the 2012–2016 file). */
export function asReportedBasisDate(periodEnd: string): string {
  return addDays(periodEnd, FILING_LAG_DAYS);
}

/**
 * Basis date of a figure "as most recently filed" (the SEC filings file): the annual report two
 * years later still restates it, but not a later one; the latest annual report bounds it, and so
 * does the day the data was pulled.
 */
export function lastFiledBasisDate(periodEnd: string, latestPeriodEnd: string, pulledOn: string): string {
  const candidates = [addDays(addYears(periodEnd, RESTATED_YEARS), FILING_LAG_DAYS), addDays(latestPeriodEnd, FILING_LAG_DAYS), pulledOn];
  return candidates.reduce((min, date) => (date < min ? date : min));
}

const logDistance = (a: number, b: number) => Math.abs(Math.log(a / b));

/** The per-share basis (share count) of a row, null when it cannot be told. */
function basisShares(row: PerShareRow): number | null {
  const { eps, net_income: income } = row;
  if (eps !== null && income !== null && Math.abs(eps) >= 0.01 && income !== 0 && Math.sign(eps) === Math.sign(income)) return income / eps;
  return row.diluted_shares !== null && row.diluted_shares > 0 ? row.diluted_shares : null;
}

/** Step of the share count from row i-1 to row i (null when either is unknown). */
function steps(rows: readonly PerShareRow[]): (number | null)[] {
  const shares = rows.map(basisShares);
  return rows.map((_, i) => (i > 0 && shares[i] !== null && shares[i - 1] !== null ? shares[i]! / shares[i - 1]! : null));
}

const isBreak = (step: number | null): step is number => step !== null && (step >= BREAK_HIGH || step <= BREAK_LOW);

/** The company's own share-count trend around step i: the geometric mean of its ordinary neighbouring steps. */
function trendAround(all: readonly (number | null)[], i: number): number {
  const near = [all[i - 1], all[i + 1]].filter((step): step is number => step !== null && step !== undefined && step <= TREND_BAND && step >= 1 / TREND_BAND);
  return near.length === 0 ? 1 : Math.exp(near.reduce((sum, step) => sum + Math.log(step), 0) / near.length);
}

/** The standard ratio a trend-corrected step is within DETECTION_TOLERANCE of, if any. */
export function standardRatioOf(step: number): readonly [number, number] | null {
  return STANDARD_SPLIT_RATIOS.find(([a, b]) => Math.abs(step / (a / b) - 1) <= DETECTION_TOLERANCE) ?? null;
}

function revenueSteady(before: PerShareRow, after: PerShareRow): boolean {
  if (before.revenue === null || after.revenue === null || before.revenue <= 0 || after.revenue <= 0) return true;
  return logDistance(after.revenue, before.revenue) <= Math.log(SPLIT_REVENUE_BAND);
}

/**
 * For each row (in the order given), the factor its filed EPS and DPS are divided by and the
 * splits behind it. Rows are sorted by period end inside; the answer follows the input order.
 */
export function splitAdjustments(input: readonly PerShareRow[], listed: readonly ListedSplit[]): RowAdjustment[] {
  const order = input.map((row, index) => ({ row, index })).sort((a, b) => a.row.period_end.localeCompare(b.row.period_end));
  const rows = order.map((entry) => entry.row);
  const all = steps(rows);
  // boundary k: rows before index k are on the basis before the split.
  const applied: { boundary: number; split: AppliedSplit; factor: number }[] = [];
  const explained = new Set<number>();

  const byBoundary = new Map<number, ListedSplit[]>();
  for (const split of [...listed].sort((a, b) => a.date.localeCompare(b.date))) {
    const dated = rows.findIndex((row) => row.basis_date > split.date);
    const boundary = dated === -1 ? rows.length : dated;
    byBoundary.set(boundary, [...(byBoundary.get(boundary) ?? []), split]);
  }
  for (const [dated, splits] of byBoundary) {
    const factor = splits.reduce((product, split) => product * (split.ratio_new / split.ratio_old), 1);
    const fits = (k: number) => k >= 1 && k < rows.length && all[k] !== null && logDistance(all[k]!, factor) <= Math.log(1 + LISTED_STEP_TOLERANCE);
    const boundary = fits(dated) ? dated : ([dated - 1, dated + 1].find((k) => fits(k) && isBreak(all[k]!)) ?? dated);
    explained.add(boundary);
    for (const split of splits) {
      applied.push({ boundary, factor: split.ratio_new / split.ratio_old, split: { ratio_new: split.ratio_new, ratio_old: split.ratio_old, date: split.date, detected: false, between: null } });
    }
  }
  all.forEach((step, k) => {
    if (!isBreak(step) || explained.has(k) || !revenueSteady(rows[k - 1]!, rows[k]!)) return;
    const ratio = standardRatioOf(step / trendAround(all, k));
    if (!ratio) return;
    applied.push({
      boundary: k,
      factor: ratio[0] / ratio[1],
      split: { ratio_new: ratio[0], ratio_old: ratio[1], date: null, detected: true, between: [rows[k - 1]!.fiscal_year, rows[k]!.fiscal_year] },
    });
  });
  applied.sort((a, b) => a.boundary - b.boundary);

  const out: RowAdjustment[] = new Array<RowAdjustment>(input.length);
  order.forEach(({ index }, position) => {
    const after = applied.filter((entry) => position < entry.boundary);
    out[index] = { factor: after.reduce((product, entry) => product * entry.factor, 1), splits: after.map((entry) => entry.split) };
  });
  return out;
}

/** "4:1", "1:8", "3:2". */
export function splitRatioText(split: Pick<AppliedSplit, 'ratio_new' | 'ratio_old'>): string {
  return `${split.ratio_new}:${split.ratio_old}`;
}

/** One split as a footnote reads it: "the 4:1 split of 28 Aug 2020" / "a 7:1 split found in the share count between FY2013 and FY2014". */
export function splitText(split: AppliedSplit): string {
  if (split.date) return `the ${splitRatioText(split)} split of ${formatDate(split.date)}`;
  const between = split.between ? ` between FY${split.between[0]} and FY${split.between[1]}` : '';
  return `a ${splitRatioText(split)} split found in the share count${between}`;
}

/** The footnote of adjusted cells: "adjusted for the 4:1 split of 28 Aug 2020". */
export function splitFootnote(splits: readonly AppliedSplit[]): string {
  if (splits.length === 0) return '';
  const parts = splits.map(splitText);
  const list = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)!}`;
  return `adjusted for ${list}`;
}
