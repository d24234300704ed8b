import { describe, expect, it } from 'vitest';
import { computeMetric } from './catalogue';
import { metricReason, metricValue } from './test-helpers';
import type { MetricFinancialRow, MetricInput } from './types';

/**
 * Apple's FY2025 (to 27 Sep 2025) as filed (data/reference, SEC file): operating cash flow 111,482,
 * capex −12,715, buybacks 90,711, diluted shares 15,004.697, total assets 359,241, cash 35,934,
 * long-term debt 78,328, EBIT 133,050, net profit 112,010; market cap 4,514,709.5 on 2026-08-22.
 */
const apple2025: MetricFinancialRow = {
  fy_date_at: '2025-09-27', sales: 416_161, gross_profit: 195_201, ebitda: null, ebit: 133_050, pre_tax_income: null, npat: 112_010, eps: 7.46, dps: 1.02,
  net_debt: null, shareholders_equity: 73_733,
  operating_cash_flow: 111_482, capex: -12_715, buybacks: 90_711, dividends_paid: 15_421, diluted_shares: 15_004.697, total_assets: 359_241, cash: 35_934, long_term_debt: 78_328,
};
const apple: MetricInput = { history: [apple2025], market: { last_price: 309.35, market_cap: 4_514_709.5, issued_shares: 14_594.18, currency: 'USD', as_of: '2026-08-22' } };

describe('cash-flow metrics, hand-checked on Apple FY2025', () => {
  it('free cash flow 111,482 − 12,715 = 98,767 m; per share 98,767 ÷ 15,004.697 = 6.58', () => {
    expect(metricValue('fcf', apple).value).toBe(98_767);
    expect(metricValue('fcf_per_share', apple).value).toBeCloseTo(6.5824, 4);
    expect(metricValue('fcf', apple).evidence).toBe('Free cash flow 98.8 bn (FY2025 operating cash flow 111.5 bn + FY2025 capital expenditure -12.7 bn)');
  });

  it('FCF yield 98,767 ÷ 4,514,709.5 = 2.19 %; buyback yield 90,711 ÷ 4,514,709.5 = 2.01 %', () => {
    expect(metricValue('fcf_yield', apple).value).toBeCloseTo(2.1877, 4);
    expect(metricValue('buyback_yield', apple).value).toBeCloseTo(2.0092, 4);
  });

  it('ROA 112,010 ÷ 359,241 = 31.18 %; net debt / EBIT (78,328 − 35,934) ÷ 133,050 = 0.32×, saying net debt is long-term debt − cash', () => {
    expect(metricValue('roa', apple).value).toBeCloseTo(31.1796, 4);
    const leverage = metricValue('net_debt_to_ebit', apple);
    expect(leverage.value).toBeCloseTo(0.3186, 4);
    expect(leverage.evidence).toContain('(FY2025 long-term debt 78.3 bn − FY2025 cash 35.9 bn) ÷ FY2025 EBIT 133.1 bn');
  });

  it('says what is missing, and leaves a figure under review out', () => {
    const bank: MetricInput = { ...apple, history: [{ ...apple2025, capex: null, ebit: null }] };
    expect(metricReason('fcf', bank)).toBe('Capital expenditure is missing for FY2025');
    expect(metricReason('net_debt_to_ebit', bank)).toBe('EBIT is missing for FY2025');
    const flagged: MetricInput = { ...apple, history: [{ ...apple2025, under_review: { npat: 'Net profit is checked' } }] };
    expect(computeMetric('roa', flagged)).toMatchObject({ available: false, reason: 'Net profit for FY2025 is under review (Net profit is checked)' });
  });
});
