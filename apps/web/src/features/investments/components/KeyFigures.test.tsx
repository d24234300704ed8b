import { screen } from '@testing-library/react';
import { NOT_AVAILABLE } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { makeInvestment, renderInvestments } from '../testing';
import { KeyFigures } from './KeyFigures';

describe('KeyFigures', () => {
  it('shows the market figures, the exchange and how fresh they are', () => {
    renderInvestments(<KeyFigures investment={makeInvestment('aapl')} />);
    expect(screen.getByTestId('last-price')).not.toHaveTextContent(NOT_AVAILABLE);
    expect(screen.getByTestId('market-cap')).not.toHaveTextContent(NOT_AVAILABLE);
    expect(screen.getByText('NASDAQ')).toBeInTheDocument();
    expect(screen.getByTestId('figures-freshness')).toHaveTextContent(/^Figures as of 22 Aug 2026/);
    // Older than 30 days (issue 19 item 6).
    expect(screen.getByTestId('figures-stale')).toHaveTextContent('Stale · older than 30 days');
  });

  it('says where the price would be that a listed company has none, and why (issue 19 item 6)', () => {
    const investment = makeInvestment('bhp', { exchange: 'ASX', meta: { year_end: null, updated_at: null, issued_shares: null, last_price: null, currency: 'AUD', market_cap: null, stale: false } });
    renderInvestments(<KeyFigures investment={investment} />);
    expect(screen.getByTestId('last-price')).toHaveTextContent('No price in the shipped data — prices are imported by the operator');
    expect(screen.queryByTestId('figures-stale')).not.toBeInTheDocument();
  });

  it('shows a dash for unknown figures, Unlisted for a custom company, how to give it a price, and says there are no figures', () => {
    const investment = makeInvestment('acme', {
      type: 'custom',
      exchange: null,
      meta: { year_end: null, updated_at: null, issued_shares: null, last_price: null, currency: 'USD', market_cap: null, stale: false },
    });
    renderInvestments(<KeyFigures investment={investment} />);
    expect(screen.getByTestId('last-price')).toHaveTextContent('No last price yet — add one to this unlisted company');
    expect(screen.getByTestId('market-cap')).toHaveTextContent(NOT_AVAILABLE);
    expect(screen.getByText('Unlisted')).toBeInTheDocument();
    expect(screen.getByTestId('figures-freshness')).toHaveTextContent('No market figures available');
  });
});
