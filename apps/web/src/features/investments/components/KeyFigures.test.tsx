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
    expect(screen.getByTestId('figures-freshness')).toHaveTextContent(/^Figures as of /);
  });

  it('shows a dash for unknown figures, Unlisted for a custom company, and says there are no figures', () => {
    const investment = makeInvestment('acme', {
      type: 'custom',
      exchange: null,
      meta: { year_end: null, updated_at: null, issued_shares: null, last_price: null, currency: 'USD', market_cap: null, stale: false },
    });
    renderInvestments(<KeyFigures investment={investment} />);
    expect(screen.getByTestId('last-price')).toHaveTextContent(NOT_AVAILABLE);
    expect(screen.getByTestId('market-cap')).toHaveTextContent(NOT_AVAILABLE);
    expect(screen.getByText('Unlisted')).toBeInTheDocument();
    expect(screen.getByTestId('figures-freshness')).toHaveTextContent('No market figures available');
  });
});
