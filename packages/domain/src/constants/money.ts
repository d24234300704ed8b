/** Currencies (spec §3 / §9); both unlisted-company currencies default to AUD. */
export const CURRENCIES = ['AUD', 'USD', 'GBP', 'NZD', 'EUR', 'CAD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'AUD';

/** The currencies' names, for choosing one. */
export const CURRENCY_NAMES: Readonly<Record<Currency, string>> = {
  AUD: 'Australian dollar', USD: 'US dollar', GBP: 'Pound sterling', NZD: 'New Zealand dollar', EUR: 'Euro', CAD: 'Canadian dollar',
};

/** Display formats (spec §9): money in AUD, last price in USD. */
export const MONEY_DISPLAY_CURRENCY: Currency = 'AUD';
export const LAST_PRICE_DISPLAY_CURRENCY: Currency = 'USD';
export const DATE_FORMAT = 'DD MMM YYYY';
export const NOTE_DATE_FORMAT = 'DD MMM YY';
export const FINANCIAL_DECIMALS = 1;
export const PER_SHARE_DECIMALS = 2;
export const PER_SHARE_FIELDS = ['eps', 'dps'] as const;
export const HISTORICAL_COLUMNS = 10;
export const ESTIMATION_COLUMNS = 3;

/** Default year end of an unlisted company: next year, 30 June. */
export function defaultYearEnd(today: Date = new Date()): { year: number; month: number; day: number } {
  return { year: today.getUTCFullYear() + 1, month: 6, day: 30 };
}
