import { screen, within } from '@testing-library/react';
import { NO_DETAILS } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { makeFinancialRow, renderInvestments } from '../testing';
import { CashFlowTable } from './CashFlowTable';

const line = (table: HTMLElement, label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
const values = (table: HTMLElement, label: string) => within(line(table, label)).getAllByRole('cell').map((cell) => cell.textContent);

describe('the cash flow and balance sheet table', () => {
  it('lists the detail figures per fiscal year, free cash flow as operating cash flow + capex, shares in millions', () => {
    const rows = [
      makeFinancialRow({ fy_date_at: '2023-09-30', fiscal_year: 2023, details: NO_DETAILS }),
      makeFinancialRow({ fy_date_at: '2025-09-27', fiscal_year: 2025, details: { ...makeFinancialRow().details, operating_cash_flow: 118_254, capex: -9_447, diluted_shares: 15_408.095, long_term_debt: null } }),
    ];
    renderInvestments(<CashFlowTable rows={rows} currency="USD" />);
    const table = screen.getByTestId('financials-cash-flow');
    // FY2024 was not filed: its column stays, as in the historical table.
    expect(within(table).getAllByRole('columnheader').slice(1).map((heading) => heading.textContent)).toEqual(['FY202330 Sep 2023', 'FY2024No filed figures', 'FY202527 Sep 2025']);
    expect(within(table).getAllByRole('rowheader').map((heading) => heading.textContent)).toEqual([
      'Operating cash flow', 'Capital expenditure', 'Free cash flow', 'Share buybacks', 'Dividends paid', 'Diluted shares', 'Total assets', 'Cash', 'Long-term debt',
    ]);
    expect(values(table, 'Operating cash flow')).toEqual(['–', '–', 'US$118.3b']);
    expect(values(table, 'Capital expenditure')).toEqual(['–', '–', '-US$9.4b']);
    expect(values(table, 'Free cash flow')).toEqual(['–', '–', 'US$108.8b']);
    expect(values(table, 'Diluted shares')).toEqual(['–', '–', '15,408.1m']);
    expect(values(table, 'Total assets')[2]).toBe('US$2.0b');
    const missing = within(line(table, 'Long-term debt')).getAllByRole('cell')[2]!;
    expect(within(missing).getByTitle('Not in the source')).toHaveTextContent('–');
    expect(within(within(line(table, 'Cash')).getAllByRole('cell')[0]!).getByTitle('Not in the source')).toBeInTheDocument();
    expect(within(within(line(table, 'Cash')).getAllByRole('cell')[1]!).getByTitle('No filed figures for FY2024')).toBeInTheDocument();
    expect(within(within(line(table, 'Cash')).getAllByRole('cell')[2]!).getByTitle('Source: SEC EDGAR XBRL filings, as of 22 Aug 2026')).toHaveTextContent('US$150.0m');
    expect(screen.getByRole('region', { name: 'Cash flow and balance sheet financials' })).toBeInTheDocument();
  });

  it('says so in one line when the source has none of these figures', () => {
    renderInvestments(<CashFlowTable rows={[makeFinancialRow({ details: NO_DETAILS })]} currency="USD" />);
    expect(screen.queryByTestId('financials-cash-flow')).not.toBeInTheDocument();
    expect(screen.getByText('The source has no cash flow or balance sheet figures for these years.')).toBeInTheDocument();
  });
});
