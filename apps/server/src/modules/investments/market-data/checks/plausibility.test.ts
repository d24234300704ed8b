import { describe, expect, it } from 'vitest';
import { plausibilityFlags, type CheckedYear } from './plausibility';

const year = (values: Partial<CheckedYear>): CheckedYear => ({ sales: 1000, gross_profit: 400, npat: 100, eps: 1, dps: null, dividends_paid: null, shares: 100, ...values });

describe('plausibility checks flag a figure with the reason, never change it', () => {
  it("flags one quarter's DPS given as the year's (AMAT FY2016: 0.10 against 444 m paid over 1,116 m shares)", () => {
    expect(plausibilityFlags(year({ sales: 10_825, npat: 1_721, eps: 1.54, dps: 0.1, dividends_paid: 444, shares: 1_116 }))).toEqual({
      dps: "DPS of 0.10 looks like one quarter's dividend: 444 m of dividends paid over 1,116 m shares is 0.40 a share for the year",
    });
    // A full year's DPS passes: 4.10 against 12,054 m over 2,936 m shares (JPM 2023).
    expect(plausibilityFlags(year({ sales: 158_104, npat: 49_552, eps: 16.23, dps: 4.1, dividends_paid: 12_054, shares: 2_936 }))).toEqual({});
  });

  it("reads today's share count when the row has none (V FY2024: 0.52 against 4,217 m paid over 1,867 m shares today)", () => {
    const visa = plausibilityFlags(year({ sales: 35_926, npat: 19_743, eps: null, dps: 0.52, dividends_paid: 4_217, shares: null, sharesToday: 1_867 }));
    expect(visa.dps).toBe("DPS of 0.52 looks like one quarter's dividend: 4,217 m of dividends paid over today's 1,867 m shares is 2.26 a share for the year");
  });

  it('flags revenue below net profit (a partial revenue line, as a bank or REIT tag gives) and negative gross profit', () => {
    const bank = plausibilityFlags(year({ sales: 3_431, npat: 6_015, gross_profit: null, eps: 12.09, shares: 497 }));
    expect(bank).toEqual({ sales: 'Revenue of 3,431 m is below net profit of 6,015 m: the source probably took a partial revenue line' });
    expect(plausibilityFlags(year({ gross_profit: -5_685 })).gross_profit).toBe('Gross profit is negative (-5,685 m): the cost of revenue the source used may include costs that belong elsewhere');
  });

  it("flags an EPS a quarter of net profit over the share count (one quarter's, or profit of minority owners)", () => {
    expect(plausibilityFlags(year({ npat: 400, eps: 1, shares: 100 })).eps).toBe("EPS of 1.00 is about a quarter of net profit of 400 m over 100 m shares (4.00 a share): it may be one quarter's, or net profit may include minority interests");
    expect(plausibilityFlags(year({ npat: 400, eps: 4, shares: 100 })).eps).toBeUndefined();
  });
});
