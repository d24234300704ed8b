import { z } from 'zod';
import { LIMITS, SEARCH_LIMIT } from '../constants/limits';
import { MESSAGES } from '../constants/messages';
import { CURRENCIES, DEFAULT_CURRENCY, defaultYearEnd, type Currency } from '../constants/money';
import { ISSUED_SHARES_RANGE, isWithin, MARKET_CAP_RANGE, NUMBER_MESSAGES, PRICE_RANGE, type NumberRange } from '../constants/number-ranges';
import { displayTicker, UNLISTED_TICKER_SUFFIX } from './tickers';

/** Investments (spec §3 Investment, Unlisted company form, Financial rows; §5 rules; §7 calls). */
// Ticker display lives apart from the schemas: pages that only show tickers do not load zod.
export { displayTicker, UNLISTED_TICKER_SUFFIX } from './tickers';
import { CLASSIFICATIONS } from '../market/classification';

export const INVESTMENT_TYPES = ['listed', 'custom'] as const;
export type InvestmentType = (typeof INVESTMENT_TYPES)[number];
export const FINANCIAL_KINDS = ['historical', 'estimation'] as const;
export type FinancialKind = (typeof FINANCIAL_KINDS)[number];
/** Financial row figures (spec §3); money in millions of the reporting currency, eps/dps per share. */
export const FINANCIAL_FIELDS = [
  'sales', 'gross_profit', 'ebitda', 'ebit', 'pre_tax_income', 'npat', 'eps', 'dps', 'net_debt', 'shareholders_equity',
] as const;
export type FinancialField = (typeof FINANCIAL_FIELDS)[number];
export const INVESTMENT_NAME_MAX = 255;
export const INVESTMENT_SEARCH_MAX_LIMIT = 50;
export const INVESTMENT_SEARCH_TEXT_MAX = 100;

/** Our own messages for cases the spec does not word. */
export const INVESTMENT_MESSAGES = {
  nameTooLong: `Name must be at most ${INVESTMENT_NAME_MAX} characters`,
  tickerCharacters: 'The ticker may contain letters and digits only',
  currencyInvalid: `Please choose one of ${CURRENCIES.join(', ')}`,
  yearEndFormat: 'The year end must be a date written yyyy-mm-dd',
  listedReadOnly: 'Listed investments are read-only: their details come from the market data.',
  financialsUpgrade: 'Historical and estimation financials are part of the paid plans. Upgrade your subscription to see them.',
  searchField: 'Search by ticker or name: search=ticker:{text}',
  searchTooLong: `The search text must be at most ${INVESTMENT_SEARCH_TEXT_MAX} characters`,
  limitRange: `The limit must be a whole number from 1 to ${INVESTMENT_SEARCH_MAX_LIMIT}`,
} as const;

/** A leap year of the Gregorian calendar: divisible by 4, except centuries not divisible by 400 (2100 is not). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a month. February has 29 in a leap year by the real calendar rule (issue #18: the
 * spec's "divisible by 4" would accept 29 February 2100, a date that does not exist).
 */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function integerOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return null;
}

/** The year rule: four digits, 1999 to 9999. */
export function isValidYear(value: unknown): boolean {
  const year = integerOf(value);
  return year !== null && String(year).length === 4 && year >= LIMITS.yearMin && year <= LIMITS.yearMax;
}

function dateField(message: string, valid: (n: number) => boolean) {
  return z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const n = integerOf(value);
    if (n === null || !valid(n)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** Optional number from a text or number input: blank → null, anything else non-numeric → 'Must be a number'. */
export function optionalNumber(message: string = MESSAGES.mustBeNumber) {
  return z.union([z.number(), z.string()], { error: message }).nullish().transform((value, ctx) => {
    if (value === null || value === undefined) return null;
    const text = typeof value === 'string' ? value.trim().replace(/,/g, '') : value;
    if (text === '') return null;
    const n = typeof text === 'number' ? text : /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}

/** An optional number that must also lie inside `range` ('The last price must be between …'). */
export function optionalNumberIn(range: NumberRange, rangeMessage: string, message: string = MESSAGES.mustBeNumber) {
  return optionalNumber(message).refine((value) => value === null || isWithin(value, range), { message: rangeMessage });
}

const lastPriceField = () => optionalNumberIn(PRICE_RANGE, NUMBER_MESSAGES.lastPrice);
const marketCapField = () => optionalNumberIn(MARKET_CAP_RANGE, NUMBER_MESSAGES.marketCap);
const issuedSharesField = () => optionalNumberIn(ISSUED_SHARES_RANGE, NUMBER_MESSAGES.issuedShares);

function optionalLimitedText(max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(max, { message })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** The ticker as typed: upper-cased, the suffix removed if present, 3 to 5 letters or digits. */
export const tickerField = z
  .string({ error: MESSAGES.tickerLength })
  .transform((value) => {
    const upper = value.trim().toUpperCase();
    return upper.endsWith(UNLISTED_TICKER_SUFFIX) ? upper.slice(0, -UNLISTED_TICKER_SUFFIX.length) : upper;
  })
  .refine((value) => value.length >= LIMITS.tickerMin && value.length <= LIMITS.tickerMax, { message: MESSAGES.tickerLength })
  .refine((value) => value.length < LIMITS.tickerMin || value.length > LIMITS.tickerMax || /^[A-Z0-9]+$/.test(value), {
    message: INVESTMENT_MESSAGES.tickerCharacters,
  });

const currencyField = z.enum(CURRENCIES, { error: INVESTMENT_MESSAGES.currencyInvalid });
// Not aborting on a missing name, so the form's day rule is still reported alongside it.
const nameField = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { message: MESSAGES.nameRequired })
  .max(INVESTMENT_NAME_MAX, { message: INVESTMENT_MESSAGES.nameTooLong });
const descriptionField = optionalLimitedText(LIMITS.companyDescription, MESSAGES.companyDescriptionMax);
const sectorField = optionalLimitedText(LIMITS.sector, MESSAGES.sectorTooLong);
const industryField = optionalLimitedText(LIMITS.industry, MESSAGES.industryTooLong);

// ---------------------------------------------------------------------------------------------
// The unlisted company form (spec §3 field names, §5 rules).

export const unlistedCompanyFormSchema = z
  .object({
    ticker: tickerField,
    name: nameField,
    description: descriptionField,
    lastPrice: lastPriceField(),
    issuedShare: issuedSharesField(),
    sector: sectorField,
    industry: industryField,
    marketCapitalization: marketCapField(),
    year: dateField(MESSAGES.yearInvalid, isValidYear),
    month: dateField(MESSAGES.monthInvalid, (n) => n >= 1 && n <= 12),
    day: dateField(MESSAGES.dayInvalid, (n) => n >= 1 && n <= 31),
    localFX: currencyField.default(DEFAULT_CURRENCY),
    reportingFX: currencyField.default(DEFAULT_CURRENCY),
  })
  .refine((v) => v.day <= daysInMonth(v.year, v.month), {
    message: MESSAGES.tooManyDays,
    path: ['day'],
    // Runs even when other fields are wrong, as long as the three date parts are valid.
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | undefined;
      return typeof v?.year === 'number' && typeof v.month === 'number' && typeof v.day === 'number';
    },
  });
export type UnlistedCompanyFormInput = z.input<typeof unlistedCompanyFormSchema>;
export type UnlistedCompanyForm = z.output<typeof unlistedCompanyFormSchema>;

/** Empty form: both currencies AUD, year end next year 30 June (spec §3). */
export function emptyUnlistedCompanyForm(today: Date = new Date()): UnlistedCompanyFormInput {
  const end = defaultYearEnd(today);
  return {
    ticker: '', name: '', description: '', lastPrice: '', issuedShare: '', sector: '', industry: '', marketCapitalization: '',
    year: String(end.year), month: String(end.month), day: String(end.day), localFX: DEFAULT_CURRENCY, reportingFX: DEFAULT_CURRENCY,
  };
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** The API payload of POST/PUT /investments (spec §3): the suffix appended, optional fields only when filled. */
export function toInvestmentPayload(form: UnlistedCompanyForm): InvestmentPayloadInput {
  const payload: InvestmentPayloadInput = {
    name: form.name,
    ticker: `${form.ticker}${UNLISTED_TICKER_SUFFIX}`,
    local_fx: form.localFX,
    reporting_fx: form.reportingFX,
    year_end: `${pad(form.year, 4)}-${pad(form.month)}-${pad(form.day)}`,
  };
  if (form.description) payload.description = form.description;
  if (form.sector) payload.sector_l1 = form.sector;
  if (form.industry) payload.sector_l3 = form.industry;
  if (form.lastPrice !== null) payload.last_price = form.lastPrice;
  if (form.marketCapitalization !== null) payload.market_cap = form.marketCapitalization;
  if (form.issuedShare !== null) payload.issued_shares = form.issuedShare;
  return payload;
}

/**
 * Form values for editing an investment (suffix stripped). Throws 'Ticker is undefined' (spec §8,
 * corrected) when the investment has no ticker.
 */
export function fromInvestment(investment: Pick<Investment, 'ticker' | 'name' | 'description' | 'sector_l1' | 'sector_l3' | 'local_fx' | 'reporting_fx' | 'meta'>, today: Date = new Date()): UnlistedCompanyFormInput {
  if (!investment.ticker) throw new Error(MESSAGES.tickerUndefined);
  const fallback = defaultYearEnd(today);
  const [year, month, day] = (investment.meta.year_end ?? '').split('-').map(Number);
  const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    ticker: displayTicker(investment.ticker),
    name: investment.name,
    description: investment.description ?? '',
    lastPrice: text(investment.meta.last_price),
    issuedShare: text(investment.meta.issued_shares),
    sector: investment.sector_l1 ?? '',
    industry: investment.sector_l3 ?? '',
    marketCapitalization: text(investment.meta.market_cap),
    year: String(year || fallback.year),
    month: String(month || fallback.month),
    day: String(day || fallback.day),
    localFX: (investment.local_fx as Currency | null) ?? DEFAULT_CURRENCY,
    reportingFX: (investment.reporting_fx as Currency | null) ?? DEFAULT_CURRENCY,
  };
}

// ---------------------------------------------------------------------------------------------
// API requests (snake_case, spec §3 payload), with the same messages as the form.

/** 'yyyy-mm-dd' checked part by part with the form's messages; answered zero-padded. */
export const yearEndField = z.string({ error: INVESTMENT_MESSAGES.yearEndFormat }).transform((value, ctx) => {
  const match = /^\s*(\d+)-(\d{1,2})-(\d{1,2})\s*$/.exec(value);
  if (!match) {
    ctx.addIssue({ code: 'custom', message: INVESTMENT_MESSAGES.yearEndFormat });
    return z.NEVER;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const problem = !isValidYear(match[1]) ? MESSAGES.yearInvalid
    : month < 1 || month > 12 ? MESSAGES.monthInvalid
    : day < 1 || day > 31 ? MESSAGES.dayInvalid
    : day > daysInMonth(year, month) ? MESSAGES.tooManyDays
    : null;
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
});

const payloadFields = {
  name: nameField,
  ticker: tickerField,
  local_fx: currencyField.default(DEFAULT_CURRENCY),
  reporting_fx: currencyField.default(DEFAULT_CURRENCY),
  year_end: yearEndField,
  description: descriptionField,
  sector_l1: sectorField,
  sector_l3: industryField,
  last_price: lastPriceField(),
  market_cap: marketCapField(),
  issued_shares: issuedSharesField(),
};

/** POST /investments and PUT /investments/{id} (PUT replaces: an omitted optional field is cleared). */
export const investmentPayloadSchema = z.object(payloadFields);
export type InvestmentPayloadInput = z.input<typeof investmentPayloadSchema>;
export type InvestmentPayload = z.output<typeof investmentPayloadSchema>;

/** PUT: like create, except that a missing ticker says 'Ticker is undefined' (spec §8, corrected). */
export const investmentReplaceSchema = z.object({
  ...payloadFields,
  ticker: z.string({ error: MESSAGES.tickerUndefined }).pipe(tickerField),
});

/** PATCH: only the fields sent change; `null` clears an optional one; a null ticker is 'Ticker is undefined'. */
export const investmentPatchSchema = z.object({
  name: nameField.optional(),
  ticker: z.string({ error: MESSAGES.tickerUndefined }).pipe(tickerField).optional(),
  local_fx: currencyField.optional(),
  reporting_fx: currencyField.optional(),
  year_end: yearEndField.optional(),
  description: descriptionField.optional(),
  sector_l1: sectorField.optional(),
  sector_l3: industryField.optional(),
  last_price: lastPriceField().optional(),
  market_cap: marketCapField().optional(),
  issued_shares: issuedSharesField().optional(),
});
export type InvestmentPatch = z.output<typeof investmentPatchSchema>;

/** GET /investments: `search=ticker:{text}` (a bare text works too), `limit` 1–50 (10), `page` without search. */
export const investmentListQuerySchema = z.object({
  search: z.string().max(INVESTMENT_SEARCH_TEXT_MAX + 20, { message: INVESTMENT_MESSAGES.searchTooLong }).optional(),
  limit: z.coerce.number({ error: INVESTMENT_MESSAGES.limitRange }).int({ message: INVESTMENT_MESSAGES.limitRange })
    .min(1, { message: INVESTMENT_MESSAGES.limitRange }).max(INVESTMENT_SEARCH_MAX_LIMIT, { message: INVESTMENT_MESSAGES.limitRange })
    .default(SEARCH_LIMIT),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  include: z.string().max(200).optional(),
});

/** The text to search for in `search=ticker:{text}` (or a bare text); null when another field is named. */
export function parseInvestmentSearch(search: string | undefined): string | null | undefined {
  if (search === undefined) return undefined;
  let text: string | undefined;
  for (const part of search.split(';')) {
    const colon = part.indexOf(':');
    const field = colon < 0 ? '' : part.slice(0, colon).trim().toLowerCase();
    if (colon >= 0 && field !== 'ticker' && field !== 'name') return null;
    text ??= colon < 0 ? part : part.slice(colon + 1);
  }
  return (text ?? '').trim();
}

// ---------------------------------------------------------------------------------------------
// API responses.

export const investmentMetaSchema = z.object({
  year_end: z.string().nullable(),
  /** When the figures (price, shares, market cap) were last updated. */
  updated_at: z.string().nullable(),
  /** Millions of shares. */
  issued_shares: z.number().nullable(),
  last_price: z.number().nullable(),
  currency: z.string(),
  /** Millions of `currency`. */
  market_cap: z.number().nullable(),
  /** The figures are older than 30 days (updated_at is their as-of date). */
  stale: z.boolean(),
});

/** One row of GET /investments (search results). */
export const investmentSummarySchema = z.object({
  id: z.string(),
  /** The viewer's review of this investment, null until there is one. */
  investment_review_id: z.string().nullable(),
  ticker: z.string(),
  name: z.string(),
  type: z.enum(INVESTMENT_TYPES),
  exchange: z.string().nullable(),
  currency: z.string(),
  sector_l1: z.string().nullable(),
  sector_l3: z.string().nullable(),
  /** Where sector (sector_l1) and industry (sector_l3) come from: gics, sic (an SEC industry: SIC division and description), or null. */
  classification: z.enum(CLASSIFICATIONS).nullable(),
  /** An ETF or a fund. */
  is_fund: z.boolean(),
  meta: investmentMetaSchema,
});
export type InvestmentSummary = z.infer<typeof investmentSummarySchema>;

/** GET /investments/{id}: the summary plus details and the viewer's abilities. */
export const investmentSchema = investmentSummarySchema.extend({
  description: z.string().nullable(),
  is_etf: z.boolean(),
  local_fx: z.string().nullable(),
  reporting_fx: z.string().nullable(),
  abilities: z.object({ update: z.boolean(), view_financials: z.boolean() }),
  /** Present when include names them (filled in by the processes and reviews modules). */
  processes: z.array(z.unknown()).optional(),
  review: z.unknown().optional(),
  /** include=notes: the notes of your review of it (spec §3 Investment), [] before there is one. */
  notes: z.array(z.unknown()).optional(),
});
export type Investment = z.infer<typeof investmentSchema>;

/** The figures of a financial row, each a number or null (financial rows: market/financial-rows.ts). */
export const financialFiguresShape = Object.fromEntries(FINANCIAL_FIELDS.map((field) => [field, z.number().nullable()])) as Record<FinancialField, z.ZodNullable<z.ZodNumber>>;
export type FinancialFigures = Record<FinancialField, number | null>;
