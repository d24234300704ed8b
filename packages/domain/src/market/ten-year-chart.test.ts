import { describe, expect, it } from 'vitest';
import { chartColumns, chartHasData, chartMoneyUnit, chartSummary, formatChartMoneyTick } from './ten-year-chart';

const row = (fy: number, sales: number | null, eps: number | null) => ({ fy_date_at: `${fy}-09-30`, sales, ebit: sales === null ? null : sales / 4, npat: sales === null ? null : sales / 5, eps, dps: null });

describe('the ten-year chart (issue 19 item 9)', () => {
  const historical = [row(2016, 215_639, 2.0775), row(2017, 229_234, 2.3025), row(2025, 416_161, 7.46)];
  const estimates = [row(2025, 1, 1), row(2026, 450_000, 8.1), row(2027, null, null)];

  it('draws reported years, then the estimate years after them that have figures', () => {
    const columns = chartColumns(historical, estimates);
    expect(columns.map((column) => [column.label, column.estimate])).toEqual([['FY2016', false], ['FY2017', false], ['FY2025', false], ['FY2026E', true]]);
    expect(columns.at(-1)!.values).toMatchObject({ sales: 450_000, eps: 8.1 });
    expect(chartHasData(chartColumns([], []))).toBe(false);
  });

  it('says in words what it shows (its text alternative)', () => {
    const text = chartSummary(chartColumns(historical, estimates), 'USD');
    expect(text).toMatch(/^Sales, EBIT and NPAT \(bars, USD billions\) and EPS and DPS \(lines, per share, split-adjusted\), FY2016–FY2025, then your estimates \(lighter\)\./);
    expect(text).toContain('Sales: US$215.6b in FY2016 to US$416.2b in FY2025; your estimates US$450.0b in FY2026.');
    expect(text).toContain('EPS: US$2.08 in FY2016 to US$7.46 in FY2025; your estimates US$8.10 in FY2026.');
    expect(text).not.toContain('DPS:');
    expect(chartSummary([], 'USD')).toBe('No reported figures to chart.');
  });

  it('counts the money axis in the unit the largest bar needs, and labels it so', () => {
    const apple = chartColumns(historical, []);
    expect(chartMoneyUnit(apple).word).toBe('billions');
    expect(formatChartMoneyTick(416_161, chartMoneyUnit(apple))).toBe('416');
    expect(formatChartMoneyTick(2_500, chartMoneyUnit(apple))).toBe('2.5');
    expect(formatChartMoneyTick(-20_000, chartMoneyUnit(apple))).toBe('−20');
    const small = chartColumns([row(2024, 950, 0.5)], []);
    expect(chartMoneyUnit(small).word).toBe('millions');
    expect(formatChartMoneyTick(950, chartMoneyUnit(small))).toBe('950');
    expect(chartSummary(small, 'AUD')).toContain('(bars, AUD millions)');
    const giant = chartColumns([row(2025, 1_250_000, 9)], []);
    expect(chartMoneyUnit(giant)).toEqual({ word: 'trillions', millions: 1e6 });
    expect(chartSummary(chartColumns([row(2025, null, 1)], []), 'USD')).toContain('(bars, USD millions)');
  });
});
