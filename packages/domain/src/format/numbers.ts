import { percentAsShown } from '../scoring/grade-bands';
import {
  FINANCIAL_DECIMALS,
  LAST_PRICE_DISPLAY_CURRENCY,
  MONEY_DISPLAY_CURRENCY,
  PER_SHARE_DECIMALS,
  PER_SHARE_FIELDS,
} from '../constants/money';

/** Display formats of spec §9: what a missing value shows. */
export const NOT_AVAILABLE = '–';
const LOCALE = 'en-US';

const cache = new Map<string, Intl.NumberFormat>();
function formatter(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALE, options);
    cache.set(key, found);
  }
  return found;
}

function missing(value: number | null | undefined): value is null | undefined {
  return value === null || value === undefined || !Number.isFinite(value);
}

/** Decimals of a financial field: two for eps and dps, one for everything else (spec §9). */
export function financialDecimals(field?: string): number {
  return field !== undefined && (PER_SHARE_FIELDS as readonly string[]).includes(field) ? PER_SHARE_DECIMALS : FINANCIAL_DECIMALS;
}

/** A financial table value: one decimal (eps and dps two), thousands separated; '–' when not available. */
export function formatFinancial(value: number | null | undefined, field?: string): string {
  if (missing(value)) return NOT_AVAILABLE;
  const decimals = financialDecimals(field);
  return formatter(`f${decimals}`, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
}

/** Money in a currency (AUD unless told), two decimals: A$1,234.50. */
export function formatMoney(value: number | null | undefined, currency: string = MONEY_DISPLAY_CURRENCY): string {
  if (missing(value)) return NOT_AVAILABLE;
  return formatter(`m${currency}`, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
}

/** The last price, in USD unless told (spec §9): $309.35. */
export function formatLastPrice(value: number | null | undefined, currency: string = LAST_PRICE_DISPLAY_CURRENCY): string {
  return formatMoney(value, currency);
}

const COMPACT_UNITS = [
  { size: 1e12, suffix: 't' },
  { size: 1e9, suffix: 'b' },
  { size: 1e6, suffix: 'm' },
] as const;

/** Large money made compact with m, b and t (spec §9): A$4.5b; below a million it is plain money. */
export function formatCompactMoney(value: number | null | undefined, currency: string = MONEY_DISPLAY_CURRENCY): string {
  if (missing(value)) return NOT_AVAILABLE;
  const unit = COMPACT_UNITS.find((candidate) => Math.abs(value) >= candidate.size);
  if (!unit) return formatMoney(value, currency);
  const scaled = formatter(`c${currency}`, { style: 'currency', currency, minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value / unit.size);
  return `${scaled}${unit.suffix}`;
}

/** Compact money for a value stored in millions (market cap, financial rows): 4514709.5 → $4.5t. */
export function formatMillions(valueInMillions: number | null | undefined, currency: string = MONEY_DISPLAY_CURRENCY): string {
  return missing(valueInMillions) ? NOT_AVAILABLE : formatCompactMoney(valueInMillions * 1e6, currency);
}

/**
 * A computed percentage (an upside, a return) as it is shown AND graded: one decimal, halves away
 * from zero ('+100.0 %', '−3.5 %'); `unit` separates the sign from the number, e.g. ' %' or '%'.
 */
export function formatSignedPercent(value: number | null | undefined, unit = ' %'): string {
  if (missing(value)) return NOT_AVAILABLE;
  const shown = percentAsShown(value);
  const sign = shown > 0 ? '+' : shown < 0 ? '−' : '+';
  return `${sign}${formatter('one-decimal', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.abs(shown))}${unit}`;
}
