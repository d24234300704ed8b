import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bindingLabel, createItemSchema, createProcessSchema, effectiveScore, isMetricId, isQualitativeType, metricDefinition, metricKeyIssue, QUANTITATIVE_TYPES, scaleSettingsIssues } from '@thesis/domain';
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

  it('gives each process 4–7 factors, each factor 2–3 checklists and each checklist 2–10 questions (judgement questions and the figures the analyst fills)', () => {
    for (const process of TEMPLATE_PROCESSES) {
      expect(process.factors.length, process.name).toBeGreaterThanOrEqual(4);
      expect(process.factors.length, process.name).toBeLessThanOrEqual(7);
      for (const factor of process.factors) {
        expect(factor.checklists.length, `${process.name} / ${factor.name}`).toBeGreaterThanOrEqual(2);
        expect(factor.checklists.length, `${process.name} / ${factor.name}`).toBeLessThanOrEqual(3);
        for (const checklist of factor.checklists) {
          expect(checklist.questions.length, `${factor.name} / ${checklist.name}`).toBeGreaterThanOrEqual(2);
          expect(checklist.questions.length, `${factor.name} / ${checklist.name}`).toBeLessThanOrEqual(10);
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

  it('grades a value typed into a quantitative item on its own: every item reading a gradable figure carries thresholds', () => {
    const quantitative = rows.items.filter((item) => (QUANTITATIVE_TYPES as readonly string[]).includes(item.type));
    const ungraded = quantitative.filter((item) => item.thresholds === null).map((item) => item.metric_key);
    // Only figures with no better or worse (the company's size) are left to the reviewer's grade.
    expect(new Set(ungraded)).toEqual(new Set(['market_cap']));
    // Whether the template sets its own bars (banks, a yield factor) or takes the metric's, better is the metric's way.
    for (const item of quantitative) {
      if (!item.thresholds || !isMetricId(item.metric_key)) continue;
      const lowerIsBetter = item.thresholds.v_poor > item.thresholds.excellent;
      expect(lowerIsBetter, item.template_key!).toBe(metricDefinition(item.metric_key).lowerIsBetter === true);
    }
    const byKey = (key: string) => rows.items.find((item) => item.template_key === key)!;
    const grade = (key: string, value: number) => effectiveScore({ ...byKey(key), score: null, value }, null);
    // ROIC averaging 31.5 % is Excellent; a P/E of 41.5 is Poor; a bank's 0.8 % on assets is Average, 1.1 % Good.
    expect(byKey('quality-compounder/returns/level/q3').metric_key).toBe('roic_avg_5y');
    expect(grade('quality-compounder/returns/level/q3', 31.5)).toBe('excellent');
    const pe = quantitative.find((item) => item.metric_key === 'pe' && item.template_key!.startsWith('deep-value/'))!;
    expect(grade(pe.template_key!, 41.5)).toBe('poor');
    const bankRoa = quantitative.find((item) => item.metric_key === 'roa' && item.template_key!.startsWith('banks-insurers/'))!;
    expect(grade(bankRoa.template_key!, 0.8)).toBe('average');
    expect(grade(bankRoa.template_key!, 1.1)).toBe('good');
  });

  it('binds its quantitative questions to a metric, and rule-graded questions to their rule, where one fits', () => {
    for (const item of rows.items) expect(metricKeyIssue(item.type, item.metric_key), item.template_key!).toBeNull();
    const bindings = Object.fromEntries(rows.items.filter((item) => item.metric_key).map((item) => [item.template_key, item.metric_key]));
    // The figure each process is built around, and questions whose wording is a rule on a figure.
    expect(bindings).toMatchObject({
      'quality-compounder/returns': 'roe_avg_5y',
      'quality-compounder/returns/level/q3': 'roic_avg_5y',
      'quality-compounder/returns/quality/q2': 'fcf_conversion_above_80pct',
      'quality-compounder/balance-sheet/leverage/q2': 'interest_cover_above_8',
      'growth-at-reasonable-price/earnings-growth': 'eps_cagr_forecast',
      'growth-at-reasonable-price/earnings-growth/record/q1': 'eps_rose_4_of_5_years',
      'growth-at-reasonable-price/valuation/multiples/q1': 'peg_below_1_5',
      'dividend-income/yield': 'dividend_yield',
      'dividend-income/cover/payout/q2': 'fcf_covers_dividend_5y',
      'dividend-income/cover/stress/q1': 'payout_below_70pct',
      'dividend-income/growth/record/q1': 'dps_rose_8_of_10_years',
      'resources-mining/valuation/cash-flow/q1': 'fcf_yield_above_8pct',
      'banks-insurers/profitability': 'roe_avg_5y',
      'banks-insurers/capital/generation/q2': 'no_net_share_issuance_5y',
    });
    // Quantitative items left unbound measure what the filings do not hold: your own valuation and a miner's cost curve.
    const unbound = rows.items.filter((item) => (QUANTITATIVE_TYPES as readonly string[]).includes(item.type) && !item.metric_key).map((item) => item.name);
    expect(unbound).toEqual(['Discount to your conservative intrinsic value (%)', 'All-in sustaining margin at the spot price (%)']);
  });

  it('docs/ai.md states what each bound item of each template is filled from', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../docs/ai.md', import.meta.url)), 'utf8');
    for (const item of rows.items.filter((entry) => entry.metric_key)) expect(doc, item.template_key!).toContain(`${item.name} | ${bindingLabel(item.metric_key)} |`);
  });
});
