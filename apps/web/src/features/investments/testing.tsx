import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Investment, InvestmentSummary } from '@thesis/domain';
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
