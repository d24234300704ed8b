import { describe, expect, it } from 'vitest';
import { createItemSchema, createProcessSchema, isQualitativeType, QUANTITATIVE_TYPES, scaleSettingsIssues } from '@thesis/domain';
import { templateRows } from './template-rows';
import { TEMPLATE_PROCESSES } from './templates';

const rows = templateRows();

describe('template library content', () => {
  it('has at least six processes with stable, unique keys', () => {
    expect(TEMPLATE_PROCESSES.length).toBeGreaterThanOrEqual(6);
    const keys = [...rows.processes.map((row) => row.key), ...rows.items.map((row) => row.template_key)];
    expect(new Set(keys).size).toBe(keys.length);
    expect(TEMPLATE_PROCESSES.map((process) => process.name)).toEqual(
      expect.arrayContaining(['Quality Compounder', 'Deep Value', 'Growth at a Reasonable Price', 'Dividend Income', 'Resources and Mining', 'Banks and Insurers']),
    );
  });

  it('gives each process 4–7 factors, each factor 2–3 checklists and each checklist 2–4 questions', () => {
    for (const process of TEMPLATE_PROCESSES) {
      expect(process.factors.length, process.name).toBeGreaterThanOrEqual(4);
      expect(process.factors.length, process.name).toBeLessThanOrEqual(7);
      for (const factor of process.factors) {
        expect(factor.checklists.length, `${process.name} / ${factor.name}`).toBeGreaterThanOrEqual(2);
        expect(factor.checklists.length, `${process.name} / ${factor.name}`).toBeLessThanOrEqual(3);
        for (const checklist of factor.checklists) {
          expect(checklist.questions.length, `${factor.name} / ${checklist.name}`).toBeGreaterThanOrEqual(2);
          expect(checklist.questions.length, `${factor.name} / ${checklist.name}`).toBeLessThanOrEqual(4);
        }
      }
    }
  });

  it('passes the same validation as the API', () => {
    for (const process of rows.processes) expect(createProcessSchema.safeParse(process).error?.issues, process.key).toBeUndefined();
    for (const item of rows.items) {
      const body = { name: item.name, description: item.description, group: item.group, type: item.type, relevance: item.relevance, grade_descriptions: item.grade_descriptions, min: item.min, max: item.max, thresholds: item.thresholds, metric_key: item.metric_key };
      expect(createItemSchema.safeParse(body).error?.issues, item.template_key!).toBeUndefined();
      expect(scaleSettingsIssues(item.type, item), item.template_key!).toEqual([]);
    }
  });

  it('writes its own grade descriptions for every qualitative factor and sets a relevance on every factor', () => {
    for (const process of TEMPLATE_PROCESSES) {
      for (const factor of process.factors) {
        expect(factor.relevance, factor.name).toMatch(/^(high|moderate|low)$/);
        if (isQualitativeType(factor.type)) expect(Object.keys(factor.grades ?? {}).length, `${process.name} / ${factor.name}`).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('values every process with a Valuation factor and uses quantitative items with ranges', () => {
    for (const process of TEMPLATE_PROCESSES) {
      const valuation = process.factors.filter((factor) => factor.type === 'Valuation');
      expect(valuation.length, process.name).toBe(1);
      expect(valuation[0]!.thresholds, process.name).toBeDefined();
    }
    const quantitative = rows.items.filter((item) => (QUANTITATIVE_TYPES as readonly string[]).includes(item.type));
    expect(quantitative.length).toBeGreaterThanOrEqual(10);
    for (const item of quantitative) expect(item.max! - item.min!, item.name).toBeGreaterThan(20);
  });

  it('binds its quantitative questions to a metric, and rule-graded questions to their rule, where one fits', () => {
    const bindings = Object.fromEntries(rows.items.filter((item) => item.metric_key).map((item) => [item.template_key, item.metric_key]));
    expect(bindings).toEqual({
      'quality-compounder/returns': 'roic_avg_5y',
      'quality-compounder/returns/level/q3': 'roic_avg_5y',
      'quality-compounder/balance-sheet': 'leverage_3pt',
      'quality-compounder/balance-sheet/leverage/q1': 'net_debt_below_2x_ebitda',
      'growth-at-reasonable-price/earnings-growth': 'eps_cagr_forecast',
      'growth-at-reasonable-price/earnings-growth/record/q2': 'eps_cagr_3y',
      'growth-at-reasonable-price/earnings-growth/forward/q1': 'forecast_eps_growth_above_10pct',
      'growth-at-reasonable-price/valuation/multiples/q1': 'peg_below_1_5',
      'dividend-income/yield': 'dividend_yield_forward',
      'dividend-income/yield/level/q1': 'dividend_yield_forward',
      'dividend-income/cover/payout/q1': 'payout_below_75pct',
      'dividend-income/growth/record/q3': 'dps_cagr_10y',
      'banks-insurers/profitability': 'roe_avg_5y',
      'banks-insurers/profitability/returns/q1': 'roe_avg_5y',
      'banks-insurers/profitability/returns/q2': 'roe_5y_avg_above_10pct',
    });
    // Quantitative items left unbound measure what the financial rows do not hold (free cash flow, costs, discounts, revenue per share).
    const unbound = rows.items.filter((item) => (QUANTITATIVE_TYPES as readonly string[]).includes(item.type) && !item.metric_key).map((item) => item.name);
    expect(unbound).toEqual(['Five-year growth of revenue per share (% a year)', 'Discount to your conservative intrinsic value (%)', 'Dividends as a share of free cash flow (%)', 'All-in sustaining margin at the spot price (%)']);
  });
});
