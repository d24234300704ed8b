/**
 * One reporting currency (issue 19 item 4). Monthly rates are stored as units of a currency per US
 * dollar (the Federal Reserve's monthly averages); the rate from A to B in a month is
 * units_per_usd(B) ÷ units_per_usd(A), the US dollar being 1 in every month.
 *
 * A figure is converted at the rate of the month of its as-of date (a price imported on
 * 2026-08-22 uses August 2026). When that month has no rate yet, the latest earlier month is used,
 * at most FX_MAX_LAG_MONTHS back (the rate's month is always shown); beyond that, or for a
 * currency without rates, the figure is not converted: it is shown in its own currency and left
 * out of totals, with a note.
 */
export const FX_BASE_CURRENCY = 'USD';
export const FX_MAX_LAG_MONTHS = 3;

export interface FxRateRow {
  /** yyyy-mm (the first day of the month, yyyy-mm-01, is accepted too). */
  month: string;
  currency: string;
  units_per_usd: number;
}

export interface FxRate {
  from: string;
  to: string;
  /** Units of `to` per unit of `from`. */
  rate: number;
  /** yyyy-mm of the rates used; null when from = to (no conversion). */
  month: string | null;
}

export type FxStatus = 'same' | 'converted' | 'no_rate';

export interface ConvertedAmount {
  /** In the reporting currency; null when not converted. */
  amount: number | null;
  /** The figure as it is, in its own currency. */
  original: number;
  currency: string;
  reporting_currency: string;
  rate: number | null;
  /** yyyy-mm of the rate. */
  rate_month: string | null;
  status: FxStatus;
}

/** yyyy-mm of a date or timestamp; null when there is none. */
export function monthOf(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})/.exec(date ?? '');
  return match ? `${match[1]}-${match[2]}` : null;
}

/** The month `count` months before yyyy-mm. */
function monthsBefore(month: string, count: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) - count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The rates as a lookup table: per currency, months in order. */
export class FxTable {
  private readonly byCurrency = new Map<string, { months: string[]; values: Map<string, number> }>();

  constructor(rows: Iterable<FxRateRow>) {
    for (const row of rows) {
      const month = monthOf(row.month);
      if (!month || !(row.units_per_usd > 0)) continue;
      const entry = this.byCurrency.get(row.currency) ?? { months: [], values: new Map<string, number>() };
      if (!entry.values.has(month)) entry.months.push(month);
      entry.values.set(month, row.units_per_usd);
      this.byCurrency.set(row.currency, entry);
    }
    for (const entry of this.byCurrency.values()) entry.months.sort();
  }

  /** Units per US dollar of a currency in a month (the US dollar: 1). */
  private unitsPerUsd(currency: string, month: string): number | null {
    if (currency === FX_BASE_CURRENCY) return 1;
    return this.byCurrency.get(currency)?.values.get(month) ?? null;
  }

  /**
   * The rate from one currency to another for a figure dated `asOf`: the month of that date, or
   * the latest earlier month (at most FX_MAX_LAG_MONTHS back) in which both currencies have a
   * rate; null when there is none.
   */
  rate(from: string, to: string, asOf: string | null | undefined): FxRate | null {
    if (from === to) return { from, to, rate: 1, month: null };
    const month = monthOf(asOf);
    if (!month) return null;
    for (let lag = 0; lag <= FX_MAX_LAG_MONTHS; lag += 1) {
      const candidate = monthsBefore(month, lag);
      const a = this.unitsPerUsd(from, candidate);
      const b = this.unitsPerUsd(to, candidate);
      if (a !== null && b !== null) return { from, to, rate: b / a, month: candidate };
    }
    return null;
  }

  /** A figure in `currency`, dated `asOf`, in the reporting currency. */
  convert(amount: number, currency: string, reporting: string, asOf: string | null | undefined): ConvertedAmount {
    const found = this.rate(currency, reporting, asOf);
    if (!found) return { amount: null, original: amount, currency, reporting_currency: reporting, rate: null, rate_month: null, status: 'no_rate' };
    return {
      amount: amount * found.rate,
      original: amount,
      currency,
      reporting_currency: reporting,
      rate: found.rate,
      rate_month: found.month,
      status: currency === reporting ? 'same' : 'converted',
    };
  }

  /** The latest month with a rate, over every currency (null without rates). */
  latestMonth(): string | null {
    let latest: string | null = null;
    for (const entry of this.byCurrency.values()) {
      const last = entry.months.at(-1) ?? null;
      if (last && (!latest || last > latest)) latest = last;
    }
    return latest;
  }
}
