/**
 * The sane range of every number the product stores (issue #18, item 0). Writes outside a range
 * are refused with the message beside it; a number already stored outside its range reads as
 * missing (see `withinOrNull`), so one bad row never breaks a page.
 */
export interface NumberRange {
  min: number;
  max: number;
  /** True when `min` itself is refused (a value must be more than it). */
  minExclusive?: boolean;
}

/** A price per share (last price, a valuation, the price of a decision), in its currency. */
export const PRICE_RANGE: Readonly<NumberRange> = Object.freeze({ min: 0.000001, max: 1_000_000 });
/** Market capitalisation, in millions of the currency (up to 100 trillion). */
export const MARKET_CAP_RANGE: Readonly<NumberRange> = Object.freeze({ min: 0, minExclusive: true, max: 100_000_000 });
/** Issued shares, in millions (up to a trillion shares). */
export const ISSUED_SHARES_RANGE: Readonly<NumberRange> = Object.freeze({ min: 0, max: 1_000_000 });
/** The number a quantitative item is scored with (its own min–max narrows it further). */
export const ITEM_VALUE_RANGE: Readonly<NumberRange> = Object.freeze({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
/** A return or upside in %: nothing can lose more than everything (−100 %). Bounds valuation scales and decision types. */
export const PERCENT_SCALE_RANGE: Readonly<NumberRange> = Object.freeze({ min: -100, max: 10_000 });
/** The min, max and thresholds of a quantitative item's scale (whole numbers). */
export const QUANTITATIVE_SCALE_RANGE: Readonly<NumberRange> = Object.freeze({ min: -1_000_000_000, max: 1_000_000_000 });

/** The smallest size of a number other than 0 that any field shows (six decimals). */
export const MIN_SHOWN_MAGNITUDE = 0.000001;

/** True when `value` is a finite number inside `range`. */
export function isWithin(value: number, range: NumberRange): boolean {
  if (!Number.isFinite(value) || value > range.max) return false;
  return range.minExclusive ? value > range.min : value >= range.min;
}

/** A stored number read back: itself when inside its range, otherwise null (treated as missing). */
export function withinOrNull(value: number | string | null | undefined, range: NumberRange): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return isWithin(number, range) ? number : null;
}

/** '1,000,000', '0.000001', '-100': a limit as people read it. */
export function formatLimit(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** 'The last price must be between 0.000001 and 1,000,000' / '… more than 0 and at most 100,000,000'. */
export function rangeMessage(subject: string, range: NumberRange, unit = ''): string {
  const bounds = range.minExclusive
    ? `more than ${formatLimit(range.min)} and at most ${formatLimit(range.max)}`
    : `between ${formatLimit(range.min)} and ${formatLimit(range.max)}`;
  return `${subject} must be ${bounds}${unit}`;
}

export const NUMBER_MESSAGES = {
  lastPrice: rangeMessage('The last price', PRICE_RANGE),
  valuation: rangeMessage('The valuation', PRICE_RANGE, ' per share'),
  decisionPrice: rangeMessage('The price', PRICE_RANGE),
  marketCap: rangeMessage('The market capitalisation', MARKET_CAP_RANGE, ' (millions)'),
  issuedShares: rangeMessage('Issued shares', ISSUED_SHARES_RANGE, ' (millions)'),
  itemValue: rangeMessage('The value', ITEM_VALUE_RANGE),
  percentScale: rangeMessage('Value', PERCENT_SCALE_RANGE, ' %'),
  quantitativeScale: rangeMessage('Value', QUANTITATIVE_SCALE_RANGE),
} as const;

/** Valuations read back: 0 ("worthless") was accepted before prices had a lower bound. */
export const STORED_VALUATION_RANGE: Readonly<NumberRange> = Object.freeze({ min: 0, max: PRICE_RANGE.max });

type Figure = number | string | null | undefined;
/** A company's figures read back: each outside its range reads as missing (null). */
export function saneFigures<T extends { last_price?: Figure; market_cap?: Figure; issued_shares?: Figure }>(
  row: T,
): Omit<T, 'last_price' | 'market_cap' | 'issued_shares'> & { last_price: number | null; market_cap: number | null; issued_shares: number | null } {
  return {
    ...row,
    last_price: withinOrNull(row.last_price, PRICE_RANGE),
    market_cap: withinOrNull(row.market_cap, MARKET_CAP_RANGE),
    issued_shares: withinOrNull(row.issued_shares, ISSUED_SHARES_RANGE),
  };
}

/** A reviewed item's stored value read back: a Valuation's is a price per share, a quantitative item's a number. */
export function storedItemValue(type: string, value: number | string | null | undefined): number | null {
  return withinOrNull(value, type === 'Valuation' ? STORED_VALUATION_RANGE : ITEM_VALUE_RANGE);
}
