import { earningsBasis, priceBasisRatio, reportedShares, standardRatioOf, type AppliedSplit, type RowAdjustment } from '@thesis/domain';
import { decimalText, millionsText, perShareText } from '../modules/investments/market-data/checks/figure-text';
import type { YearRow } from './reference-financials';

/**
 * The two files and the price on one share basis. The 2012–2016 file reports each year as first
 * filed; the SEC file as most recently filed. Where both report a year, their share bases (net
 * income ÷ EPS, or the SEC file's share count) must agree once each is split-adjusted on its own;
 * a difference of a standard split ratio is a split between the two filings, and any other
 * difference means the older file's EPS cannot be trusted (flagged, not used).
 */
const SAME_BASIS = 1.15;
/** The ratio of the two bases must be this close to a standard split ratio. */
const ACROSS_TOLERANCE = 0.05;
/** A price-to-earnings ratio outside this range is not a market's price of those earnings. */
const PLAUSIBLE_PE: readonly [number, number] = [4, 150];

type Extra = { factor: number; split: AppliedSplit };

/**
 * A row's share basis once split-adjusted: net income ÷ EPS (what EPS was computed on) first, or
 * the reported share count first (`reportedFirst`: closer to the count a price is quoted on, where
 * preferred dividends or two share classes move net income ÷ EPS).
 */
const adjustedBasis = (year: YearRow, factor: number, reportedFirst = false): number | null => {
  const earnings = earningsBasis({ eps: year.figures.eps, net_income: year.figures.npat });
  const reported = reportedShares({ eps: year.figures.eps, net_income: year.figures.npat, diluted_shares: year.dilutedShares });
  const basis = reportedFirst ? (reported ?? earnings) : (earnings ?? reported);
  return basis !== null && basis > 0 ? basis * factor : null;
};

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const eps = (value: number | null) => (value === null ? 'none' : perShareText(value));

export function basisAcrossSources(
  ticker: string,
  older: readonly YearRow[],
  olderAdjustments: readonly RowAdjustment[],
  filed: readonly YearRow[],
  filedAdjustments: readonly RowAdjustment[],
): { extra?: Extra; flag?: string } {
  const ratios: number[] = [];
  let sameIncome = true;
  let example = '';
  older.forEach((year, index) => {
    const at = filed.findIndex((candidate) => candidate.fiscalYear === year.fiscalYear);
    if (at < 0) return;
    const before = adjustedBasis(year, olderAdjustments[index]!.factor);
    const after = adjustedBasis(filed[at]!, filedAdjustments[at]!.factor);
    if (before === null || after === null) return;
    ratios.push(after / before);
    const [oldIncome, filedIncome] = [year.figures.npat, filed[at]!.figures.npat];
    if (oldIncome !== null && filedIncome !== null && Math.abs(Math.log(oldIncome / filedIncome)) > Math.log(SAME_BASIS)) sameIncome = false;
    example ||= `FY${year.fiscalYear}: ${eps(year.figures.eps)} against ${eps(filed[at]!.figures.eps)} in the SEC filings`;
  });
  if (ratios.length === 0) return {};
  const ratio = median(ratios);
  if (Math.abs(Math.log(ratio)) <= Math.log(SAME_BASIS)) return {};
  // A split between the two filings moves EPS by its ratio, in every year both report, and leaves
  // net income where it was.
  const consistent = sameIncome && ratios.every((each) => Math.abs(Math.log(each / ratio)) <= Math.log(SAME_BASIS));
  const standard = consistent ? standardRatioOf(ratio, ACROSS_TOLERANCE) : null;
  const onlyOlder = older.filter((year) => !filed.some((candidate) => candidate.fiscalYear === year.fiscalYear));
  if (standard && onlyOlder.length > 0) {
    const between: [number, number] = [onlyOlder.at(-1)!.fiscalYear, filed[0]!.fiscalYear];
    return { extra: { factor: standard[0] / standard[1], split: { ratio_new: standard[0], ratio_old: standard[1], date: null, detected: true, between, evidence: `found where the SEC filings restated the years both sources report` } } };
  }
  if (standard) return {};
  return { flag: `${ticker}: EPS in the 2012–2016 file is on another share basis than the SEC filings of the same years (${example}), by no split ratio` };
}

/**
 * The latest filed year against the price: when the share count the price is quoted on is a
 * standard split ratio away from the latest filed one and the price-to-earnings ratio is only
 * plausible after the split, the split happened after the latest filing and every per-share
 * figure is put on today's basis. Any other gap is reported as a basis break.
 */
export function priceBasisCheck(
  ticker: string,
  years: readonly { year: YearRow; adjustment: RowAdjustment }[],
  quoted: { shares: number; price: number } | null,
): { split?: Extra; break?: string } {
  const latest = [...years].reverse().find((entry) => entry.year.fromSec);
  if (!latest || !quoted) return {};
  const shares = adjustedBasis(latest.year, latest.adjustment.factor, true);
  const found = priceBasisRatio(shares, quoted.shares);
  if (!found || shares === null) return {};
  const label = `FY${latest.year.fiscalYear}`;
  const counts = `${millionsText(quoted.shares)} shares behind the price against ${millionsText(shares)} in ${label}`;
  const filedEps = latest.year.figures.eps === null ? null : latest.year.figures.eps / latest.adjustment.factor;
  if (found.ratio && filedEps !== null && filedEps > 0) {
    const factor = found.ratio[0] / found.ratio[1];
    const before = quoted.price / filedEps;
    const after = before * factor;
    const plausible = (pe: number) => pe >= PLAUSIBLE_PE[0] && pe <= PLAUSIBLE_PE[1];
    if (!plausible(before) && plausible(after)) {
      return { split: { factor, split: { ratio_new: found.ratio[0], ratio_old: found.ratio[1], date: null, detected: true, between: null, evidence: `after ${label}, found from the share count the price is quoted on (${counts})` } } };
    }
  }
  return { break: `${ticker}: the price is quoted on another share basis than the latest filed figures (${counts}, ${decimalText(found.step, 2)}×)` };
}
