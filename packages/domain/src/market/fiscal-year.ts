/**
 * Fiscal years of financial rows. A row is dated by the end of its period (yyyy-mm-dd); its fiscal
 * year is the calendar year of that date, except that a period ending on 1–10 January counts for
 * the previous year: a 52/53-week year ending 2022-01-01 is FY2021 (the rule of the SEC reference
 * file). A January year end after the 10th keeps its own year (Walmart's year to 2024-01-31 is
 * FY2024, as Walmart labels it).
 */
export const FISCAL_YEAR_JANUARY_CUTOFF_DAY = 10;

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export function fiscalYearOf(periodEnd: string): number {
  const match = DATE.exec(periodEnd);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month === 1 && day <= FISCAL_YEAR_JANUARY_CUTOFF_DAY ? year - 1 : year;
}

/** A date `years` later (or earlier), 29 February becoming 28 February in a common year. */
export function addYears(date: string, years: number): string {
  const match = DATE.exec(date);
  if (!match) return date;
  const year = Number(match[1]) + years;
  const month = Number(match[2]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const day = month === 2 && Number(match[3]) === 29 && !leap ? 28 : Number(match[3]);
  return `${String(year).padStart(4, '0')}-${match[2]}-${String(day).padStart(2, '0')}`;
}

/** A date `days` later (yyyy-mm-dd, UTC calendar). */
export function addDays(date: string, days: number): string {
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  return new Date(time + days * 86_400_000).toISOString().slice(0, 10);
}
