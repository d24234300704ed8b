import { screen, within } from '@testing-library/react';
import { ESTIMATION_COLUMNS, HISTORICAL_COLUMNS, type FinancialKind, type FinancialRow } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { investmentsApi, type FinancialsAnswer } from '../api';
import { makeInvestment, renderInvestments } from '../testing';
import { FinancialsSection } from './FinancialsSection';

const row: FinancialRow = {
  fy_date_at: '2016-09-24',
  sales: 215639,
  gross_profit: 84263,
  ebitda: 71877,
  ebit: 61372,
  pre_tax_income: 61372,
  npat: 45687,
  eps: 8.345,
  dps: null,
  net_debt: -2500,
  shareholders_equity: 128000,
  source: 'SEC 10-K',
  updated_at: '2026-08-22T00:00:00.000Z',
};

function answer(kind: FinancialKind, rows: FinancialRow[]): FinancialsAnswer {
  return {
    data: rows,
    meta: {
      kind,
      columns: kind === 'historical' ? HISTORICAL_COLUMNS : ESTIMATION_COLUMNS,
      currency: 'USD',
      units: 'millions',
    },
  };
}

describe('financial tables (spec §2, §4, §6, §9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never asks for financials without the right, and offers an upgrade instead', () => {
    const financials = vi.spyOn(investmentsApi, 'financials');
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed={false} />);
    expect(screen.getByTestId('financials-upgrade')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(financials).not.toHaveBeenCalled();
  });

  it('shows 10 historical and 3 estimation placeholder columns when there are no rows', async () => {
    vi.spyOn(investmentsApi, 'financials').mockImplementation(async (_id, kind) => answer(kind, []));
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed />);
    const historical = await screen.findByTestId('financials-historical');
    const estimates = await screen.findByTestId('financials-estimates');
    expect(within(historical).getAllByRole('columnheader')).toHaveLength(HISTORICAL_COLUMNS + 1);
    expect(within(estimates).getAllByRole('columnheader')).toHaveLength(ESTIMATION_COLUMNS + 1);
    expect(within(historical).getAllByText('FY –')).toHaveLength(HISTORICAL_COLUMNS);
  });

  it('formats money compact with one decimal and EPS with two, in the reporting currency', async () => {
    vi.spyOn(investmentsApi, 'financials').mockImplementation(async (_id, kind) =>
      answer(kind, kind === 'historical' ? [row] : []),
    );
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed />);
    const historical = await screen.findByTestId('financials-historical');
    expect(within(historical).getByRole('columnheader', { name: /FY2016/ })).toHaveTextContent('24 Sep 2016');
    const cells = (label: string) => within(historical).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(cells('Sales')).toHaveTextContent('$215.6b');
    expect(cells('EPS')).toHaveTextContent('$8.35');
    expect(cells('DPS')).toHaveTextContent('–');
    expect(cells('Net debt')).toHaveTextContent('-$2.5b');
    expect(screen.getByText(/Source: SEC 10-K/)).toBeInTheDocument();
  });
});
