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

/**
 * Symbols that name their currency: Intl's en-US symbol, except the bare "$" of the US dollar,
 * which would read the same as an Australian amount in a mixed list (issue 18 item 9): US$.
 */
const EXPLICIT_SYMBOLS: Readonly<Record<string, string>> = { USD: 'US$' };

/** The symbol shown for a currency: A$, US$, NZ$, CA$, £, € … */
export function currencySymbol(currency: string): string {
  return EXPLICIT_SYMBOLS[currency] ?? formatter(`s${currency}`, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
}

/** An amount with its currency, always named (A$1,234.50, US$1,234.50, -US$2.0 …). */
function withCurrency(value: number, currency: string, decimals: number): string {
  const parts = formatter(`m${currency}${decimals}`, { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).formatToParts(value);
  const symbol = EXPLICIT_SYMBOLS[currency];
  return parts.map((part) => (part.type === 'currency' && symbol ? symbol : part.value)).join('');
}

/** Money in a currency (AUD unless told), two decimals, the currency always named: A$1,234.50, US$309.35. */
export function formatMoney(value: number | null | undefined, currency: string = MONEY_DISPLAY_CURRENCY): string {
  if (missing(value)) return NOT_AVAILABLE;
  return withCurrency(value, currency, 2);
}

/**
 * A per-share figure (EPS, DPS): two decimals (spec §9), except that a value two decimals would
 * show as 0.00 keeps two significant digits (a split-adjusted DPS of 0.0029 is not nothing).
 */
export function formatPerShare(value: number | null | undefined, currency: string): string {
  if (missing(value)) return NOT_AVAILABLE;
  const size = Math.abs(value);
  const decimals = size > 0 && size < 0.005 ? Math.min(6, 1 - Math.floor(Math.log10(size))) : PER_SHARE_DECIMALS;
  return withCurrency(value, currency, decimals);
}

/** The last price, in USD unless told (spec §9): US$309.35. */
export function formatLastPrice(value: number | null | undefined, currency: string = LAST_PRICE_DISPLAY_CURRENCY): string {
  return formatMoney(value, currency);
}

const COMPACT_UNITS = [
  { size: 1e12, suffix: 't' },
  { size: 1e9, suffix: 'b' },
  { size: 1e6, suffix: 'm' },
] as const;

/** Large money made compact with m, b and t (spec §9): A$4.5b, US$4.5t; below a million it is plain money. */
export function formatCompactMoney(value: number | null | undefined, currency: string = MONEY_DISPLAY_CURRENCY): string {
  if (missing(value)) return NOT_AVAILABLE;
  const unit = COMPACT_UNITS.find((candidate) => Math.abs(value) >= candidate.size);
  if (!unit) return formatMoney(value, currency);
  return `${withCurrency(value / unit.size, currency, 1)}${unit.suffix}`;
}

/**
 * A figure stored in millions made compact without a currency symbol (dense tables whose header
 * names the currency, such as the memo's): 92293.69 → 92.3b; per-share figures keep two decimals.
 */
export function formatBareFigure(value: number | null | undefined, perShare: boolean): string {
  if (missing(value)) return NOT_AVAILABLE;
  if (perShare) {
    const size = Math.abs(value);
    const decimals = size > 0 && size < 0.005 ? Math.min(6, 1 - Math.floor(Math.log10(size))) : PER_SHARE_DECIMALS;
    return formatter(`f${decimals}`, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
  }
  const amount = value * 1e6;
  const unit = COMPACT_UNITS.find((candidate) => Math.abs(amount) >= candidate.size);
  if (!unit) return formatter('f2', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return `${formatter('f1', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(amount / unit.size)}${unit.suffix}`;
}

/** Compact money for a value stored in millions (market cap, financial rows): 4514709.5 → US$4.5t. */
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
