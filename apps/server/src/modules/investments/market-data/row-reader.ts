import { CLASSIFICATIONS, daysInMonth, type Classification } from '@thesis/domain';

/** Spellings of the exchanges the reference data uses; other names are kept as given. */
export const KNOWN_EXCHANGES = ['ASX', 'NASDAQ', 'NYSE', 'NYSE American', 'NYSE Arca', 'Cboe BZX', 'IEX', 'US'] as const;
const CANONICAL = new Map<string, string>(KNOWN_EXCHANGES.map((name) => [name.toLowerCase(), name]));

export class RowError extends Error {}

/**
 * Reads one CSV row by column name, accepting aliases (the reference files' own column names), and
 * throws RowError with the reason a value is unusable. Empty cells are null.
 */
export class RowReader {
  constructor(
    private readonly values: Record<string, string>,
    private readonly defaults: Record<string, string> = {},
  ) {}

  /** The first non-empty cell among `names` (then a default), trimmed; null when none. */
  text(names: readonly string[], max = 255): string | null {
    for (const name of names) {
      const value = (this.values[name] ?? '').trim();
      if (value !== '') {
        if (value.length > max) throw new RowError(`${names[0]} is longer than ${max} characters`);
        return value;
      }
    }
    const fallback = this.defaults[names[0]!];
    return fallback ? fallback.trim() : null;
  }

  required(names: readonly string[], max = 255): string {
    const value = this.text(names, max);
    if (value === null) throw new RowError(`${names[0]} is missing`);
    return value;
  }

  exchange(): string {
    const value = this.required(['exchange'], 40);
    return CANONICAL.get(value.toLowerCase()) ?? value;
  }

  ticker(): string {
    const value = this.required(['ticker', 'symbol', 'code'], 24).toUpperCase();
    if (/\s/.test(value)) throw new RowError('ticker must not contain spaces');
    return value;
  }

  currency(): string {
    const value = this.required(['currency', 'reporting_currency']).toUpperCase();
    if (!/^[A-Z]{3}$/.test(value)) throw new RowError('currency must be a three-letter code such as AUD');
    return value;
  }

  /** A number (thousands separators allowed); null when empty. */
  number(names: readonly string[]): number | null {
    const value = this.text(names, 64);
    if (value === null) return null;
    const cleaned = value.replace(/[,\s]/g, '');
    const parsed = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned) ? Number(cleaned) : Number.NaN;
    if (!Number.isFinite(parsed)) throw new RowError(`${names[0]} is not a number`);
    return parsed;
  }

  /** A number that may not be negative (prices, shares, market capitalisation). */
  amount(names: readonly string[]): number | null {
    const value = this.number(names);
    if (value !== null && value < 0) throw new RowError(`${names[0]} must not be negative`);
    return value;
  }

  flag(names: readonly string[]): boolean | null {
    const value = this.text(names)?.toLowerCase() ?? null;
    if (value === null) return null;
    if (['y', 'yes', 'true', '1'].includes(value)) return true;
    if (['n', 'no', 'false', '0'].includes(value)) return false;
    throw new RowError(`${names[0]} must be Y or N`);
  }

  /** gics or sic (any case); null when empty. */
  classification(names: readonly string[]): Classification | null {
    const value = this.text(names, 8)?.toLowerCase() ?? null;
    if (value === null) return null;
    if (!(CLASSIFICATIONS as readonly string[]).includes(value)) throw new RowError(`${names[0]} must be gics or sic`);
    return value as Classification;
  }

  /** A four-digit SIC code; null when empty. */
  sic(names: readonly string[]): string | null {
    const value = this.text(names, 8);
    if (value === null) return null;
    if (!/^\d{4}$/.test(value)) throw new RowError(`${names[0]} must be a four-digit SIC code`);
    return value;
  }

  /** A calendar date yyyy-mm-dd. */
  date(names: readonly string[]): string | null {
    const value = this.text(names, 32);
    if (value === null) return null;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!match || !validDay(Number(match[1]), Number(match[2]), Number(match[3]))) throw new RowError(`${names[0]} must be a date written yyyy-mm-dd`);
    return value;
  }

  /** A month and day MM-DD (a fiscal year end without the year). */
  monthDay(names: readonly string[]): string | null {
    const value = this.text(names, 16);
    if (value === null) return null;
    const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
    if (!match || !validDay(2000, Number(match[1]), Number(match[2]))) throw new RowError(`${names[0]} must be a month and day written MM-DD`);
    return `${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  }

  /** A date or an ISO timestamp, answered as an ISO timestamp; null when empty. */
  timestamp(names: readonly string[]): string | null {
    const value = this.text(names, 40);
    if (value === null) return null;
    const time = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
    if (Number.isNaN(time)) throw new RowError(`${names[0]} must be a date (yyyy-mm-dd) or an ISO timestamp`);
    return new Date(time).toISOString();
  }
}

function validDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The next fiscal year end on or after `asOf` (yyyy-mm-dd) for a month-day (MM-DD): with
 * asOf 2026-08-22, 12-31 → 2026-12-31 and 06-30 → 2027-06-30.
 */
export function nextYearEnd(monthDay: string, asOf: string): string {
  const [month, day] = monthDay.split('-').map(Number) as [number, number];
  const year = Number(asOf.slice(0, 4));
  const build = (y: number) => `${y}-${String(month).padStart(2, '0')}-${String(Math.min(day, daysInMonth(y, month))).padStart(2, '0')}`;
  const candidate = build(year);
  return candidate >= asOf.slice(0, 10) ? candidate : build(year + 1);
}
