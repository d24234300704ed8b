import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NO_DETAILS, type FinancialRow, type Investment, type InvestmentSummary } from '@thesis/domain';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../../app/theme';

/** A search result as GET /investments answers it, for component tests. */
export function makeSummary(id: string, overrides: Partial<InvestmentSummary> = {}): InvestmentSummary {
  return {
    id,
    investment_review_id: null,
    ticker: id.toUpperCase(),
    name: `${id} Corporation`,
    type: 'listed',
    exchange: 'NASDAQ',
    currency: 'USD',
    sector_l1: 'Information Technology',
    sector_l3: 'Software',
    classification: 'gics',
    is_fund: false,
    meta: {
      year_end: '2026-09-30',
      updated_at: '2026-08-22T00:00:00.000Z',
      issued_shares: 100,
      last_price: 12.5,
      currency: 'USD',
      market_cap: 1250,
      stale: true,
    },
    ...overrides,
  };
}

/** One investment as GET /investments/{id} answers it. */
export function makeInvestment(id: string, overrides: Partial<Investment> = {}): Investment {
  return {
    ...makeSummary(id),
    description: null,
    is_etf: false,
    local_fx: 'USD',
    reporting_fx: 'USD',
    abilities: { update: false, view_financials: true },
    ...overrides,
  };
}

/**
 * A reported year as GET /investments/{id}/historical answers it: FY2025, with cash flow and
 * balance-sheet details, in millions of USD (round numbers, so ratios read plainly: a 45 % gross
 * margin, free cash flow of 250 against a market cap of 1,250 from makeSummary).
 */
export function makeFinancialRow(overrides: Partial<FinancialRow> = {}): FinancialRow {
  return {
    fy_date_at: '2025-09-27', fiscal_year: 2025, sales: 1_000, gross_profit: 450, ebitda: null, ebit: 300, pre_tax_income: null, npat: 250,
    eps: 2.5, dps: 1, net_debt: null, shareholders_equity: 800, source: 'SEC EDGAR XBRL filings', updated_at: '2026-08-22T12:00:00.000Z',
    unavailable: { ebitda: 'not_in_source', pre_tax_income: 'not_in_source', net_debt: 'not_in_source' }, under_review: {}, split_adjustment: null,
    details: { ...NO_DETAILS, operating_cash_flow: 320, capex: -70, buybacks: 50, dividends_paid: 100, diluted_shares: 100, total_assets: 2_000, cash: 150, long_term_debt: 350 },
    ...overrides,
  };
}

function LocationProbe() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

/** Renders at `path` inside the theme, a fresh query client and a router that shows where it went. */
export function renderInvestments(ui: ReactElement, path = '/dashboard') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return {
    client,
    ...render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {ui}
                    <LocationProbe />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
