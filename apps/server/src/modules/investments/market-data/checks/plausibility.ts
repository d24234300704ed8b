import { earningsBasis, reportedShares, type UnderReview } from '@thesis/domain';
import { millionsText, perShareText } from './figure-text';

/**
 * Plausibility checks of one company-year. A check flags a figure (with the reason, written for
 * the reader); it never changes it. Flagged figures are shown as "figure under review" and left
 * out of the fundamentals, screens and the AI fill until an operator confirms or corrects them.
 */
export interface CheckedYear {
  sales: number | null;
  gross_profit: number | null;
  npat: number | null;
  eps: number | null;
  dps: number | null;
  /** Cash dividends paid in the year (millions), when the source has them. */
  dividends_paid: number | null;
  /** The reported share count (millions), when the source has one of its own. */
  shares: number | null;
}

/** DPS is about a quarter of dividends paid per share: it is one quarter's dividend. */
const QUARTER_BAND: readonly [number, number] = [3.3, 4.7];

const m = millionsText;
const perShare = perShareText;

export function plausibilityFlags(year: CheckedYear): UnderReview {
  const flags: UnderReview = {};
  const { sales, npat, gross_profit: gross } = year;
  if (sales !== null && sales <= 0) flags.sales = `Revenue of ${m(sales)} is not a year's revenue`;
  else if (sales !== null && npat !== null && npat > 0 && sales < npat) {
    flags.sales = `Revenue of ${m(sales)} is below net profit of ${m(npat)}: the source probably took a partial revenue line`;
  }
  if (gross !== null && gross < 0) flags.gross_profit = `Gross profit is negative (${m(gross)}): the cost of revenue the source used may include costs that belong elsewhere`;
  const shares = reportedShares({ eps: year.eps, net_income: npat, diluted_shares: year.shares });
  if (year.dps !== null && year.dps > 0 && year.dividends_paid !== null && year.dividends_paid > 0 && shares !== null) {
    const paid = year.dividends_paid / shares;
    const times = paid / year.dps;
    if (times >= QUARTER_BAND[0] && times <= QUARTER_BAND[1]) {
      flags.dps = `DPS of ${perShare(year.dps)} looks like one quarter's dividend: ${m(year.dividends_paid)} of dividends paid over ${m(shares)} shares is ${perShare(paid)} a share for the year`;
    }
  }
  const basis = earningsBasis({ eps: year.eps, net_income: npat });
  const times = basis !== null && shares !== null && year.eps !== null && year.eps > 0 ? basis / shares : null;
  if (times !== null && npat !== null && times >= QUARTER_BAND[0] && times <= QUARTER_BAND[1]) {
    flags.eps = `EPS of ${perShare(year.eps!)} looks like one quarter's: net profit of ${m(npat)} over ${m(shares!)} shares is ${perShare(npat / shares!)} a share for the year`;
  }
  return flags;
}
