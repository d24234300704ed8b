import { formatDate } from '../format/dates';
import { addDays, addYears } from './fiscal-year';

/**
 * Split-adjusted per-share history.
 *
 * Filed EPS and DPS are on the share basis of the filing that last reported them: a year is
 * restated for a split only when a filing made after the split still reported it. To compare
 * years, every per-share figure is divided by the product of the splits that happened after its
 * basis date (the split factor: 4 for a 4:1 split, 1/8 for a 1:8 consolidation).
 *
 * Splits come from two places, and each is taken only when the filings agree with it:
 * 1. the split list: a listed split applies to every row whose basis date is before the split
 *    date. The date is checked against the share count: when the per-share basis steps by about
 *    the split's factor one row before or after the row the dates point to (and not at that row),
 *    the step wins, because filing dates are estimated. When the share count is known on every
 *    side and shows no step near the date, the filings already restated those years and the
 *    split is not applied again;
 * 2. detection: where the share count steps by at least CANDIDATE_STEP× (or at most its inverse)
 *    between two rows of the same source and no listed split explains it, the step is a split
 *    only when, allowing for the company's share-count trend in the neighbouring years, it is
 *    close to a standard ratio (3:2, 2:1, 3:1, 4:1, 5:1, 7:1, 10:1, 20:1, 25:1 and reverse splits),
 *    revenue and equity stayed within 30 % (a merger or an IPO moves them with the share count; a
 *    split does not), and the evidence agrees: the per-share basis (net income ÷ EPS) and the reported
 *    share count step together (within 5 % of the ratio), or, when only one of them is known, it
 *    fits within 3 % and, for the per-share basis, earnings were positive on both sides (a loss
 *    year's EPS carries preferred dividends and other items that move net income ÷ EPS).
 */
export interface PerShareRow {
  /** Shareholders' equity (millions), when known: a split leaves it alone, a merger does not. */
  equity?: number | null;
  /** yyyy-mm-dd: end of the fiscal period. */
  period_end: string;
  /** yyyy-mm-dd: when the row's per-share figures were last reported (the filing's date). */
  basis_date: string;
  eps: number | null;
  dps: number | null;
  net_income: number | null;
  revenue: number | null;
  /** The reported share count (millions); null when the source has none of its own. */
  diluted_shares: number | null;
  /** Fiscal year (for the footnote of a detected split). */
  fiscal_year: number;
  /** Which source the row comes from: no split is detected between rows of two sources. */
  series?: string;
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
  /** How a detected split was found, when not from the share count between two years. */
  evidence?: string;
}

export interface RowAdjustment {
  /** Divide the filed EPS and DPS by this (1: nothing to adjust). */
  factor: number;
  /** The splits after the row's basis date, oldest first. */
  splits: AppliedSplit[];
}

/** A step of the share count this large (or its inverse) may be a split. */
export const CANDIDATE_STEP = 1.4;
/** Fit to a standard ratio when only one measure of the share count is known. */
export const DETECTION_TOLERANCE = 0.03;
/** Fit to a standard ratio when the per-share basis and the reported share count agree. */
export const CORROBORATED_TOLERANCE = 0.05;
/** The per-share basis and the reported share count agree when their steps are this close. */
const MEASURES_AGREE = 1.1;
/** A reported share count this far from the per-share basis of its own row is mis-tagged (filed in other units). */
const SHARES_MISTAGGED = 10;
/** A listed split's step may differ this much from its factor (buybacks, issuance in the year). */
export const LISTED_STEP_TOLERANCE = 0.25;
/** Steps within this band show no split: the share count is continuous. */
const CONTINUOUS_BAND = 1.15;
/** Revenue within this factor across the step (a split leaves it alone). */
export const SPLIT_REVENUE_BAND = 1.3;
/** Neighbouring steps within this band count as the company's share-count trend. */
const TREND_BAND = 1.25;
export const STANDARD_SPLIT_RATIOS: readonly (readonly [number, number])[] = [
  [3, 2], [2, 1], [3, 1], [4, 1], [5, 1], [7, 1], [10, 1], [20, 1], [25, 1],
  [2, 3], [1, 2], [1, 3], [1, 4], [1, 5], [1, 8], [1, 10], [1, 20], [1, 25],
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

/** The per-share basis of a row from its earnings (net income ÷ EPS), null when it cannot be told. */
export function earningsBasis(row: Pick<PerShareRow, 'eps' | 'net_income'>): number | null {
  const { eps, net_income: income } = row;
  if (eps !== null && income !== null && Math.abs(eps) >= 0.01 && income !== 0 && Math.sign(eps) === Math.sign(income)) return income / eps;
  return null;
}

/** The reported share count of a row, null when unknown or mis-tagged (far from its own per-share basis). */
export function reportedShares(row: Pick<PerShareRow, 'eps' | 'net_income' | 'diluted_shares'>): number | null {
  const shares = row.diluted_shares;
  if (shares === null || !(shares > 0)) return null;
  const basis = earningsBasis(row);
  return basis !== null && basis > 0 && logDistance(shares, basis) > Math.log(SHARES_MISTAGGED) ? null : shares;
}

/** The share count a row's per-share figures are on: the earnings basis, else the reported count. */
function basisShares(row: PerShareRow): number | null {
  const basis = earningsBasis(row);
  return basis !== null && basis > 0 ? basis : reportedShares(row);
}

const stepOf = (values: readonly (number | null)[], i: number): number | null =>
  i > 0 && values[i] !== null && values[i - 1] !== null && values[i - 1]! > 0 && values[i]! > 0 ? values[i]! / values[i - 1]! : null;

/** Step of the share count from row i-1 to row i (null when either is unknown). */
function steps(rows: readonly PerShareRow[]): (number | null)[] {
  const shares = rows.map(basisShares);
  return rows.map((_, i) => stepOf(shares, i));
}

const isCandidate = (step: number | null): step is number => step !== null && logDistance(step, 1) >= Math.log(CANDIDATE_STEP);

/** The company's own share-count trend around step i: the geometric mean of its ordinary neighbouring steps. */
function trendAround(all: readonly (number | null)[], i: number): number {
  const near = [all[i - 1], all[i + 1]].filter((step): step is number => step !== null && step !== undefined && step <= TREND_BAND && step >= 1 / TREND_BAND);
  return near.length === 0 ? 1 : Math.exp(near.reduce((sum, step) => sum + Math.log(step), 0) / near.length);
}

/** The standard ratio a trend-corrected step is within `tolerance` of, if any. */
export function standardRatioOf(step: number, tolerance = DETECTION_TOLERANCE): readonly [number, number] | null {
  return STANDARD_SPLIT_RATIOS.find(([a, b]) => Math.abs(step / (a / b) - 1) <= tolerance) ?? null;
}

/** Revenue and equity stayed within SPLIT_REVENUE_BAND across the step (where known and positive). */
function businessSteady(before: PerShareRow, after: PerShareRow): boolean {
  const steady = (a: number | null | undefined, b: number | null | undefined) => a === null || a === undefined || b === null || b === undefined || a <= 0 || b <= 0 || logDistance(b, a) <= Math.log(SPLIT_REVENUE_BAND);
  return steady(before.revenue, after.revenue) && steady(before.equity, after.equity);
}

const positiveEarnings = (row: PerShareRow) => row.eps !== null && row.net_income !== null && row.eps > 0 && row.net_income > 0;

/**
 * The split a share-count step at row k shows, when the evidence agrees (see the rules above), or
 * null. `all`: the steps of the share count, for the company's trend.
 */
function detectedRatio(rows: readonly PerShareRow[], all: readonly (number | null)[], k: number): readonly [number, number] | null {
  const before = rows[k - 1]!;
  const after = rows[k]!;
  if ((before.series ?? '') !== (after.series ?? '') || !businessSteady(before, after)) return null;
  const earnings = stepOf([earningsBasis(before), earningsBasis(after)], 1);
  const reported = stepOf([reportedShares(before), reportedShares(after)], 1);
  const trend = trendAround(all, k);
  if (earnings !== null && reported !== null) {
    if (logDistance(earnings, reported) > Math.log(MEASURES_AGREE)) return null;
    const ratio = standardRatioOf(Math.sqrt(earnings * reported) / trend, CORROBORATED_TOLERANCE);
    // A 3:2 step is also what a year of heavy issuance looks like: it needs the tight fit.
    return ratio && logDistance(ratio[0] / ratio[1], 1) < Math.log(2) ? standardRatioOf(Math.sqrt(earnings * reported) / trend) : ratio;
  }
  if (earnings !== null) return positiveEarnings(before) && positiveEarnings(after) ? standardRatioOf(earnings / trend) : null;
  return reported !== null ? standardRatioOf(reported / trend) : null;
}

/**
 * Where a listed split's step shows in the filings: the row the dates point to, or one either
 * side; null when the share count is known around it (two steps at least) and continuous (the filings already
 * restated those years, so the split is not applied again).
 */
function listedBoundary(rows: readonly PerShareRow[], all: readonly (number | null)[], dated: number, factor: number): number | null {
  const fits = (k: number) => k >= 1 && k < rows.length && all[k] !== null && logDistance(all[k]!, factor) <= Math.log(1 + LISTED_STEP_TOLERANCE);
  if (fits(dated)) return dated;
  const near = [dated - 1, dated + 1].find((k) => fits(k) && isCandidate(all[k]!));
  if (near !== undefined) return near;
  const around = [dated - 1, dated, dated + 1].filter((k) => k >= 1 && k < rows.length);
  const continuous = around.length >= 2 && around.every((k) => all[k] !== null && logDistance(all[k]!, 1) <= Math.log(CONTINUOUS_BAND));
  return continuous ? null : dated;
}

/**
 * For each row (in the order given), the factor its filed EPS and DPS are divided by and the
 * splits behind it. Rows are sorted by period end inside; the answer follows the input order.
 * `detect: false` takes the listed splits only (for figures whose share basis cannot be trusted).
 */
export function splitAdjustments(input: readonly PerShareRow[], listed: readonly ListedSplit[], options: { detect?: boolean } = {}): RowAdjustment[] {
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
    const boundary = listedBoundary(rows, all, dated, factor);
    if (boundary === null) continue;
    explained.add(boundary);
    for (const split of splits) {
      applied.push({ boundary, factor: split.ratio_new / split.ratio_old, split: { ratio_new: split.ratio_new, ratio_old: split.ratio_old, date: split.date, detected: false, between: null } });
    }
  }
  all.forEach((step, k) => {
    if (options.detect === false || !isCandidate(step) || explained.has(k)) return;
    const ratio = detectedRatio(rows, all, k);
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

/** Price basis: how far the share count the price is quoted on may drift from the latest filed one (buybacks, issuance since). */
export const PRICE_BASIS_TOLERANCE = 0.12;

/**
 * A split after the latest filing, seen from the market snapshot: the share count the price is
 * quoted on (market cap ÷ price) is a standard split ratio (at least 3:2 either way) times the
 * latest filed share count, on the latest row's split basis. Null when they agree, or when the
 * difference is no standard ratio (then it is a basis break to report, not to adjust).
 */
export function priceBasisRatio(latestShares: number | null, quotedShares: number | null): { ratio: readonly [number, number] | null; step: number } | null {
  if (latestShares === null || quotedShares === null || !(latestShares > 0) || !(quotedShares > 0)) return null;
  const step = quotedShares / latestShares;
  if (logDistance(step, 1) < Math.log(CANDIDATE_STEP)) return null;
  return { ratio: standardRatioOf(step, PRICE_BASIS_TOLERANCE), step };
}

/** "4:1", "1:8", "3:2". */
export function splitRatioText(split: Pick<AppliedSplit, 'ratio_new' | 'ratio_old'>): string {
  return `${split.ratio_new}:${split.ratio_old}`;
}

/** One split as a footnote reads it: "the 4:1 split of 28 Aug 2020" / "a 7:1 split found in the share count between FY2013 and FY2014". */
export function splitText(split: AppliedSplit): string {
  if (split.date) return `the ${splitRatioText(split)} split of ${formatDate(split.date)}`;
  if (split.evidence) return `a ${splitRatioText(split)} split ${split.evidence}`;
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
