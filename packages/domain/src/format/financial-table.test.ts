import { describe, expect, it } from 'vitest';
import { NO_DETAILS } from '../market/financial-notes';
import type { FinancialRow } from '../market/financial-rows';
import { FINANCIAL_FIELDS } from '../schemas/investments';
import {
  CASH_FLOW_LABELS,
  CASH_FLOW_LINES,
  cashFlowCell,
  emptyCellNote,
  FINANCIAL_LABELS,
  financialCell,
  financialCellState,
  fiscalYearColumns,
  fiscalYearLabel,
  freeCashFlowOf,
  gapYearNote,
  perShareNote,
  sourceNote,
  underReviewNote,
} from './financial-table';

const row = {
  fy_date_at: '2025-06-30', fiscal_year: 2025, sales: 92_293.69, gross_profit: null, ebitda: 0.5, ebit: -2_000, pre_tax_income: null, npat: 1, eps: 4.456, dps: 0.9, net_debt: -1_500, shareholders_equity: null,
  source: null, updated_at: '2025-07-01T00:00:00Z', unavailable: { gross_profit: 'not_applicable', pre_tax_income: 'not_in_source' }, under_review: {}, details: NO_DETAILS,
  split_adjustment: { factor: 4, splits: [{ ratio_new: 4, ratio_old: 1, date: '2020-08-28', detected: false, between: null }], eps_reported: 17.824, dps_reported: 3.6, footnote: 'adjusted for the 4:1 split of 28 Aug 2020' },
} satisfies FinancialRow;

describe('financial table cells (spec §9), for the app and the memo', () => {
  it('labels every field', () => {
    expect(FINANCIAL_FIELDS.map((field) => FINANCIAL_LABELS[field])).toEqual(['Sales', 'Gross profit', 'EBITDA', 'EBIT', 'Pre-tax income', 'NPAT', 'EPS', 'DPS', 'Net debt', "Shareholders' equity"]);
  });
  it('makes money stored in millions compact with one decimal, and shows EPS and DPS per share', () => {
    expect(financialCell(row, 'sales', 'USD')).toBe('US$92.3b');
    expect(financialCell(row, 'ebit', 'AUD')).toBe('-A$2.0b');
    expect(financialCell(row, 'ebitda', 'USD')).toBe('US$500,000.00');
    expect(financialCell(row, 'eps', 'USD')).toBe('US$4.46');
    expect(financialCell(row, 'dps', 'USD')).toBe('US$0.90');
  });
  it('leaves the currency symbol out of dense tables whose header names the currency (the memo)', () => {
    expect([financialCell(row, 'sales', 'USD', { bare: true }), financialCell(row, 'ebit', 'USD', { bare: true }), financialCell(row, 'eps', 'USD', { bare: true })]).toEqual(['92.3b', '-2.0b', '4.46']);
    expect(financialCell(row, 'gross_profit', 'USD', { bare: true })).toBe('n/a');
  });
  it('says n/a for a figure that does not apply, distinctly from a missing one, and never zero', () => {
    expect(financialCell(row, 'gross_profit', 'USD')).toBe('n/a');
    expect(financialCell(row, 'shareholders_equity', 'USD')).toBe('–');
    expect(financialCell(row, 'pre_tax_income', 'USD')).toBe('–');
    expect(financialCell(null, 'sales', 'USD')).toBe('–');
    expect(['gross_profit', 'pre_tax_income', 'shareholders_equity'].map((field) => financialCellState(row, field as 'sales').kind)).toEqual(['not_applicable', 'not_in_source', 'missing']);
    expect(emptyCellNote(financialCellState(row, 'pre_tax_income'))).toBe('Not available from the source');
    expect(emptyCellNote(financialCellState(row, 'gross_profit'))).toMatch(/^Not applicable: banks/);
    expect(financialCellState(null, 'sales')).toEqual({ kind: 'empty' });
  });
  it('marks split-adjusted EPS and DPS, and nothing else', () => {
    expect(financialCellState(row, 'eps')).toEqual({ kind: 'value', value: 4.456, adjusted: true, underReview: null });
    expect(financialCellState(row, 'sales')).toMatchObject({ adjusted: false });
  });
  it('names a column by its fiscal year; a year ending on 1–10 January belongs to the year before', () => {
    expect(fiscalYearLabel('2016-06-30')).toBe('FY2016');
    expect(fiscalYearLabel('2022-01-01')).toBe('FY2021');
    expect(fiscalYearLabel('2024-01-31')).toBe('FY2024');
  });
  it('keeps the value of a flagged figure, marks it under review with its reason, and says what that means', () => {
    const flagged = { ...row, under_review: { sales: 'Sales are ten times those of the year before.', eps: 'EPS disagrees with NPAT over the shares on issue' } };
    expect(financialCell(flagged, 'sales', 'USD')).toBe('US$92.3b');
    expect(financialCellState(flagged, 'sales')).toEqual({ kind: 'value', value: 92_293.69, adjusted: false, underReview: 'Sales are ten times those of the year before.' });
    expect(financialCellState(flagged, 'eps')).toEqual({ kind: 'value', value: 4.456, adjusted: true, underReview: 'EPS disagrees with NPAT over the shares on issue' });
    expect(financialCellState(flagged, 'npat')).toMatchObject({ kind: 'value', underReview: null });
    expect(financialCellState(flagged, 'gross_profit')).toEqual({ kind: 'not_applicable' });
    expect(underReviewNote('Sales are ten times those of the year before.')).toBe(
      'Figure under review: Sales are ten times those of the year before. It is left out of screens, fundamentals and the AI fill until an operator checks it.',
    );
    expect(underReviewNote('EPS disagrees with NPAT')).toBe('Figure under review: EPS disagrees with NPAT. It is left out of screens, fundamentals and the AI fill until an operator checks it.');
  });
  it('puts an empty column where a fiscal year is missing between two filed ones, and nowhere else', () => {
    const filed = [2017, 2018, 2020].map((year) => ({ ...row, fy_date_at: `${year}-06-30`, fiscal_year: year }));
    const columns = fiscalYearColumns(filed);
    expect(columns.map((column) => [column.fiscalYear, column.row?.fy_date_at ?? null])).toEqual([
      [2017, '2017-06-30'],
      [2018, '2018-06-30'],
      [2019, null],
      [2020, '2020-06-30'],
    ]);
    expect(gapYearNote(2019)).toBe('No filed figures for FY2019');
    expect(fiscalYearColumns([])).toEqual([]);
    expect(fiscalYearColumns(filed.slice(0, 2)).map((column) => column.fiscalYear)).toEqual([2017, 2018]);
    // The year comes from the period end when a row has none (a year to 2 January 2016 is FY2015).
    expect(fiscalYearColumns([{ fy_date_at: '2014-06-30' }, { fy_date_at: '2016-01-02' }]).map((column) => [column.fiscalYear, column.row !== null])).toEqual([
      [2014, true],
      [2015, true],
    ]);
    expect(fiscalYearColumns([{ fy_date_at: '2014-06-30' }, { fy_date_at: '2017-06-30' }]).map((column) => column.fiscalYear)).toEqual([2014, 2015, 2016, 2017]);
  });
  it('says where a reported figure comes from and as of when', () => {
    expect(sourceNote({ source: 'SEC EDGAR XBRL filings', updated_at: '2026-11-25T12:00:00.000Z' })).toBe('Source: SEC EDGAR XBRL filings, as of 25 Nov 2026');
    expect(sourceNote({ source: null, updated_at: '2026-11-25' })).toBe('Source not recorded, as of 25 Nov 2026');
    expect(sourceNote({ source: 'Broker consensus' })).toBe('Source: Broker consensus');
    expect(sourceNote({ source: null, updated_at: null })).toBeNull();
  });
  it('says whether EPS and DPS were split-adjusted, with the filed figure, and nothing for money', () => {
    expect(perShareNote(row, 'eps', 'USD')).toBe('EPS adjusted for the 4:1 split of 28 Aug 2020; as filed US$17.82');
    expect(perShareNote(row, 'dps', 'USD')).toBe('DPS adjusted for the 4:1 split of 28 Aug 2020; as filed US$3.60');
    expect(perShareNote({ split_adjustment: null }, 'eps', 'USD')).toBe('EPS as filed, not split-adjusted');
    expect(perShareNote(row, 'sales', 'USD')).toBeNull();
  });
  it('shows the cash flow and balance sheet figures compact, shares in millions, free cash flow as OCF + capex, and never a zero for a missing one', () => {
    const details = { ...NO_DETAILS, operating_cash_flow: 118_254, capex: -9_447, buybacks: 94_949, dividends_paid: 15_234, diluted_shares: 15_408.095, total_assets: 364_980, cash: 29_943, long_term_debt: null };
    expect(CASH_FLOW_LINES.map((line) => CASH_FLOW_LABELS[line])).toEqual([
      'Operating cash flow', 'Capital expenditure', 'Free cash flow', 'Share buybacks', 'Dividends paid', 'Diluted shares', 'Total assets', 'Cash', 'Long-term debt',
    ]);
    expect(CASH_FLOW_LINES.map((line) => cashFlowCell(details, line, 'USD'))).toEqual(['US$118.3b', '-US$9.4b', 'US$108.8b', 'US$94.9b', 'US$15.2b', '15,408.1m', 'US$365.0b', 'US$29.9b', '–']);
    expect(freeCashFlowOf({ ...details, capex: null })).toBeNull();
    expect(cashFlowCell(NO_DETAILS, 'free_cash_flow', 'USD')).toBe('–');
  });
});
