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
  /** Today's share count (millions, the one the price is quoted on) on the row's share basis, when known: read when the row has no count of its own. */
  sharesToday?: number | null;
}

/** DPS is about a quarter of dividends paid per share: it is one quarter's dividend. */
const QUARTER_BAND: readonly [number, number] = [3.3, 4.7];
/** The same, against today's share count, which buybacks and issuance have moved since. */
const QUARTER_BAND_TODAY: readonly [number, number] = [3.3, 5.5];

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
  const count = shares ?? (year.sharesToday && year.sharesToday > 0 ? year.sharesToday : null);
  if (year.dps !== null && year.dps > 0 && year.dividends_paid !== null && year.dividends_paid > 0 && count !== null) {
    const paid = year.dividends_paid / count;
    const times = paid / year.dps;
    const [low, high] = shares === null ? QUARTER_BAND_TODAY : QUARTER_BAND;
    if (times >= low && times <= high) {
      const over = shares === null ? `today's ${m(count)} shares` : `${m(count)} shares`;
      flags.dps = `DPS of ${perShare(year.dps)} looks like one quarter's dividend: ${m(year.dividends_paid)} of dividends paid over ${over} is ${perShare(paid)} a share for the year`;
    }
  }
  const basis = earningsBasis({ eps: year.eps, net_income: npat });
  const times = basis !== null && shares !== null && year.eps !== null && year.eps > 0 ? basis / shares : null;
  if (times !== null && npat !== null && times >= QUARTER_BAND[0] && times <= QUARTER_BAND[1]) {
    flags.eps = `EPS of ${perShare(year.eps!)} is about a quarter of net profit of ${m(npat)} over ${m(shares!)} shares (${perShare(npat / shares!)} a share): it may be one quarter's, or net profit may include minority interests`;
  }
  return flags;
}
