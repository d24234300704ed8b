/**
 * A financial row is a year only when it is a full fiscal year of its company. Sources sometimes
 * hand over a quarter-end figure as if it were a year (Amazon's "FY2026" ending 30 June 2026 with
 * net income and no sales; Emerson's "FY2022" ending 31 December, a quarter of its September
 * years). Such a row ends away from the company's usual year end and sits less than a year from
 * its neighbour. A company that changes its year end keeps its rows: they are a year apart.
 */
const DAY_MS = 86_400_000;
/** A 52/53-week year ends within this many days of the usual month-end. */
export const YEAR_END_TOLERANCE_DAYS = 20;
/** Rows closer than this are not two full years. */
export const MIN_YEAR_DAYS = 330;

const time = (date: string) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`);

/** Days between a date's month-day and a usual year end (MM-DD), either side, across New Year. */
function daysFromYearEnd(date: string, monthDay: string): number {
  const year = Number(date.slice(0, 4));
  const candidates = [year - 1, year, year + 1].map((y) => time(`${y}-${monthDay}`));
  return Math.min(...candidates.map((candidate) => Math.abs(time(date) - candidate) / DAY_MS));
}

/** The month-day most of the company's rows end on (within the 52/53-week tolerance), or null. */
export function usualYearEnd(periodEnds: readonly string[]): string | null {
  let best: { monthDay: string; count: number } | null = null;
  for (const candidate of periodEnds) {
    const monthDay = candidate.slice(5, 10);
    const count = periodEnds.filter((end) => daysFromYearEnd(end, monthDay) <= YEAR_END_TOLERANCE_DAYS).length;
    if (!best || count > best.count) best = { monthDay, count };
  }
  return best?.monthDay ?? null;
}

/**
 * The period ends (sorted or not) that are not full fiscal years, each with the reason: away from
 * the usual year end, and less than MIN_YEAR_DAYS from a neighbouring row.
 */
export function partialYears(periodEnds: readonly string[]): Map<string, string> {
  const sorted = [...new Set(periodEnds)].sort();
  const usual = usualYearEnd(sorted);
  const out = new Map<string, string>();
  if (!usual) return out;
  sorted.forEach((end, index) => {
    if (daysFromYearEnd(end, usual) <= YEAR_END_TOLERANCE_DAYS) return;
    const gaps = [sorted[index - 1], sorted[index + 1]].filter((near): near is string => near !== undefined).map((near) => Math.abs(time(end) - time(near)) / DAY_MS);
    const closest = Math.min(...gaps);
    if (closest < MIN_YEAR_DAYS) out.set(end, `the period ending ${end} is not a full fiscal year: the company's years end on ${usual.replace('-', '/')} (MM/DD), and it ends ${Math.round(closest)} days from the next row`);
  });
  return out;
}
