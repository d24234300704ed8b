import { describe, expect, it } from 'vitest';
import { FINANCIAL_FIELDS, type FinancialRow } from '../schemas/investments';
import { FINANCIAL_LABELS, financialCell, fiscalYearLabel } from './financial-table';

const row = { fy_date_at: '2025-06-30', sales: 92_293.69, gross_profit: null, ebitda: 0.5, ebit: -2_000, pre_tax_income: 1, npat: 1, eps: 4.456, dps: 0.9, net_debt: -1_500, shareholders_equity: 60_000, source: null, updated_at: '2025-07-01T00:00:00Z' } satisfies FinancialRow;

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
  it('shows a dash, never zero, for a missing value or column', () => {
    expect(financialCell(row, 'gross_profit', 'USD')).toBe('–');
    expect(financialCell(null, 'sales', 'USD')).toBe('–');
  });
  it('names a column by its fiscal year', () => {
    expect(fiscalYearLabel('2016-06-30')).toBe('FY2016');
  });
});
