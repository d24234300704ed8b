import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import {
  daysInMonth,
  emptyUnlistedCompanyForm,
  fromInvestment,
  investmentPatchSchema,
  investmentPayloadSchema,
  investmentReplaceSchema,
  parseInvestmentSearch,
  toInvestmentPayload,
  UNLISTED_TICKER_SUFFIX,
  unlistedCompanyFormSchema,
  type Investment,
} from './investments';

function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const valid = { ticker: 'acme', name: 'Acme Pty Ltd', year: '2027', month: '6', day: '30' };
const formErrors = (changes: Record<string, unknown>) => errorsOf(unlistedCompanyFormSchema.safeParse({ ...valid, ...changes }));

describe('unlisted company form (spec §3, §5)', () => {
  it('starts with AUD for both currencies and next year 30 June', () => {
    const form = emptyUnlistedCompanyForm(new Date('2026-03-01T00:00:00Z'));
    expect(form).toMatchObject({ year: '2027', month: '6', day: '30', localFX: 'AUD', reportingFX: 'AUD' });
  });

  it('upper-cases the ticker and needs 3 to 5 characters', () => {
    expect(unlistedCompanyFormSchema.parse(valid).ticker).toBe('ACME');
    for (const ticker of ['', 'AB', 'ABCDEF']) expect(formErrors({ ticker })).toEqual({ ticker: [MESSAGES.tickerLength] });
    expect(formErrors({ ticker: undefined })).toEqual({ ticker: [MESSAGES.tickerLength] });
    expect(formErrors({ ticker: 'AB C' }).ticker).toHaveLength(1);
  });

  it('requires the name and limits the description to 2048 with a message saying 2048', () => {
    expect(formErrors({ name: '  ' })).toEqual({ name: [MESSAGES.nameRequired] });
    expect(formErrors({ description: 'x'.repeat(2048) })).toEqual({});
    expect(formErrors({ description: 'x'.repeat(2049) })).toEqual({ description: [MESSAGES.companyDescriptionMax] });
    expect(MESSAGES.companyDescriptionMax).toContain('2048');
  });

  it('limits sector and industry to 144 characters', () => {
    expect(formErrors({ sector: 's'.repeat(144), industry: 'i'.repeat(144) })).toEqual({});
    expect(formErrors({ sector: 's'.repeat(145), industry: 'i'.repeat(145) })).toEqual({
      sector: [MESSAGES.sectorTooLong],
      industry: [MESSAGES.industryTooLong],
    });
  });

  it('accepts numeric price, shares and market cap only', () => {
    expect(unlistedCompanyFormSchema.parse({ ...valid, lastPrice: '1,234.5', issuedShare: 12, marketCapitalization: '' })).toMatchObject({
      lastPrice: 1234.5,
      issuedShare: 12,
      marketCapitalization: null,
    });
    expect(formErrors({ lastPrice: 'abc', issuedShare: '1e', marketCapitalization: '12x' })).toEqual({
      lastPrice: [MESSAGES.mustBeNumber],
      issuedShare: [MESSAGES.mustBeNumber],
      marketCapitalization: [MESSAGES.mustBeNumber],
    });
  });

  it('takes a four-digit year from 1999 to 9999', () => {
    for (const year of ['1999', '2026', '9999']) expect(formErrors({ year })).toEqual({});
    for (const year of ['1998', '0999', '10000', '99', '', 'abcd', '2026.5']) {
      expect(formErrors({ year })).toEqual({ year: [MESSAGES.yearInvalid] });
    }
  });

  it('takes a month from 1 to 12', () => {
    for (const month of ['1', '12', 7]) expect(formErrors({ month })).toEqual({});
    for (const month of ['0', '13', '', 'x', -1]) expect(formErrors({ month })).toEqual({ month: [MESSAGES.monthInvalid] });
  });

  it('takes a day from 1 to 31 and not above the days of the month', () => {
    expect(formErrors({ day: '0' })).toEqual({ day: [MESSAGES.dayInvalid] });
    expect(formErrors({ day: '32' })).toEqual({ day: [MESSAGES.dayInvalid] });
    expect(formErrors({ day: '' })).toEqual({ day: [MESSAGES.dayInvalid] });
    expect(formErrors({ month: '4', day: '31' })).toEqual({ day: [MESSAGES.tooManyDays] });
    expect(formErrors({ month: '4', day: '30' })).toEqual({});
    expect(formErrors({ month: '12', day: '31' })).toEqual({});
  });

  it('gives February 29 days in a leap year by the real calendar rule, 28 otherwise', () => {
    expect(formErrors({ year: '2028', month: '2', day: '29' })).toEqual({});
    expect(formErrors({ year: '2027', month: '2', day: '29' })).toEqual({ day: [MESSAGES.tooManyDays] });
    expect(formErrors({ year: '2028', month: '2', day: '30' })).toEqual({ day: [MESSAGES.tooManyDays] });
    expect(daysInMonth(2027, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(formErrors({ year: '2100', month: '2', day: '29' })).toEqual({ day: [MESSAGES.tooManyDays] });
    expect(investmentPayloadSchema.safeParse({ name: 'A', ticker: 'ABC', year_end: '2100-02-29' }).error?.issues[0]?.message).toBe(MESSAGES.tooManyDays);
  });

  it('reports the day rule alongside other field errors', () => {
    expect(formErrors({ name: '', month: '2', day: '30' })).toEqual({ name: [MESSAGES.nameRequired], day: [MESSAGES.tooManyDays] });
  });

  it('maps to the API payload with the suffix, sending optional fields only when filled', () => {
    const minimal = toInvestmentPayload(unlistedCompanyFormSchema.parse({ ...valid, description: '  ', lastPrice: '' }));
    expect(minimal).toEqual({ name: 'Acme Pty Ltd', ticker: `ACME${UNLISTED_TICKER_SUFFIX}`, local_fx: 'AUD', reporting_fx: 'AUD', year_end: '2027-06-30' });
    const full = toInvestmentPayload(
      unlistedCompanyFormSchema.parse({
        ...valid, description: 'Widgets', sector: 'Industrials', industry: 'Machinery', lastPrice: '1.5', issuedShare: '10', marketCapitalization: '15',
        localFX: 'NZD', reportingFX: 'USD', month: '1', day: '5',
      }),
    );
    expect(full).toEqual({
      name: 'Acme Pty Ltd', ticker: 'ACME.PRV', local_fx: 'NZD', reporting_fx: 'USD', year_end: '2027-01-05', description: 'Widgets',
      sector_l1: 'Industrials', sector_l3: 'Machinery', last_price: 1.5, market_cap: 15, issued_shares: 10,
    });
    expect(investmentPayloadSchema.parse(full).ticker).toBe('ACME');
  });

  it('fills the edit form from an investment, stripping the suffix', () => {
    const investment = {
      ticker: 'ACME.PRV', name: 'Acme', description: null, sector_l1: 'Energy', sector_l3: null, local_fx: 'USD', reporting_fx: 'AUD',
      meta: { year_end: '2027-02-28', updated_at: null, issued_shares: 3, last_price: null, currency: 'USD', market_cap: null, stale: false },
    } satisfies Parameters<typeof fromInvestment>[0];
    expect(fromInvestment(investment)).toEqual({
      ticker: 'ACME', name: 'Acme', description: '', lastPrice: '', issuedShare: '3', sector: 'Energy', industry: '', marketCapitalization: '',
      year: '2027', month: '2', day: '28', localFX: 'USD', reportingFX: 'AUD',
    });
    expect(() => fromInvestment({ ...investment, ticker: '' } as unknown as Investment)).toThrow(MESSAGES.tickerUndefined);
  });
});

describe('investment API payload', () => {
  const payload = { name: 'Acme', ticker: 'ACME.PRV', year_end: '2027-06-30' };
  const apiErrors = (changes: Record<string, unknown>) => errorsOf(investmentPayloadSchema.safeParse({ ...payload, ...changes }));

  it('checks the year end part by part with the form messages', () => {
    expect(apiErrors({ year_end: '1998-06-30' })).toEqual({ year_end: [MESSAGES.yearInvalid] });
    expect(apiErrors({ year_end: '2027-13-01' })).toEqual({ year_end: [MESSAGES.monthInvalid] });
    expect(apiErrors({ year_end: '2027-00-01' })).toEqual({ year_end: [MESSAGES.monthInvalid] });
    expect(apiErrors({ year_end: '2027-01-32' })).toEqual({ year_end: [MESSAGES.dayInvalid] });
    expect(apiErrors({ year_end: '2027-02-29' })).toEqual({ year_end: [MESSAGES.tooManyDays] });
    expect(investmentPayloadSchema.parse({ ...payload, year_end: '2028-2-29' }).year_end).toBe('2028-02-29');
  });

  it('defaults both currencies to AUD and refuses others', () => {
    expect(investmentPayloadSchema.parse(payload)).toMatchObject({ local_fx: 'AUD', reporting_fx: 'AUD', description: null, last_price: null });
    expect(Object.keys(apiErrors({ local_fx: 'JPY' }))).toEqual(['local_fx']);
  });

  it('says "Ticker is undefined" when an edit has no ticker', () => {
    expect(errorsOf(investmentReplaceSchema.safeParse({ name: 'Acme', year_end: '2027-06-30' }))).toEqual({ ticker: [MESSAGES.tickerUndefined] });
    expect(errorsOf(investmentPatchSchema.safeParse({ ticker: null }))).toEqual({ ticker: [MESSAGES.tickerUndefined] });
    expect(investmentPatchSchema.parse({})).toEqual({});
    expect(investmentPatchSchema.parse({ description: null, last_price: '2' })).toEqual({ description: null, last_price: 2 });
  });
});

describe('investment search parameter', () => {
  it('reads ticker:{text}, a bare text, and refuses other fields', () => {
    expect(parseInvestmentSearch('ticker: bhp ')).toBe('bhp');
    expect(parseInvestmentSearch('apple')).toBe('apple');
    expect(parseInvestmentSearch('ticker:')).toBe('');
    expect(parseInvestmentSearch(undefined)).toBeUndefined();
    expect(parseInvestmentSearch('price:3')).toBeNull();
  });
});
