import { describe, expect, it } from 'vitest';
import type { MetricFinancialRow } from '@thesis/domain';
import { checkedYear } from './openai-prompt';

describe('what the model reads of a reported year', () => {
  it('leaves out a figure under review and names it, keeping the others', () => {
    const visa: MetricFinancialRow = {
      fy_date_at: '2024-09-30', sales: 35_926, gross_profit: null, ebitda: null, ebit: null, pre_tax_income: null, npat: 19_743, eps: null, dps: 0.52, net_debt: null, shareholders_equity: 39_137,
      under_review: { dps: "DPS of 0.52 looks like one quarter's dividend" },
    };
    const read = checkedYear(visa);
    expect(read).toMatchObject({ dps: null, sales: 35_926, npat: 19_743, figures_under_review: ['dps'] });
    expect(JSON.stringify(read)).not.toContain('0.52');
    expect(checkedYear({ ...visa, under_review: {} })).not.toHaveProperty('figures_under_review');
  });
});
