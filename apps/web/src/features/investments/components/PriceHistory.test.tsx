import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeInvestment, renderInvestments } from '../testing';
import { PriceHistory } from './PriceHistory';

const noFigures = { year_end: null, updated_at: null, issued_shares: null, last_price: null, market_cap: null, stale: false };

describe('the price block', () => {
  it('shows the last price with its date, and says plainly that there is no daily history to chart', () => {
    const { container } = renderInvestments(<PriceHistory investment={makeInvestment('aapl')} />);
    const block = screen.getByRole('region', { name: 'Price' });
    expect(screen.getByTestId('price-last')).toHaveTextContent('US$12.50');
    expect(screen.getByTestId('price-date')).toHaveTextContent('as of 22 Aug 2026');
    expect(screen.getByTestId('price-history-empty')).toHaveTextContent(
      'Daily price history is not loaded yet: the shipped data has one price, of 22 Aug 2026. An operator can import prices (docs/market-data.md).',
    );
    // No chart is drawn from a single price.
    expect(block.querySelector('canvas, svg[role="img"]')).toBeNull();
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('says why there is no price of a listed company that has none', () => {
    renderInvestments(<PriceHistory investment={makeInvestment('bhp', { exchange: 'ASX', meta: { ...noFigures, currency: 'AUD' } })} />);
    expect(screen.getByTestId('price-last')).toHaveTextContent('No price in the shipped data — prices are imported by the operator');
    expect(screen.queryByTestId('price-date')).not.toBeInTheDocument();
    expect(screen.getByTestId('price-history-empty')).toHaveTextContent(
      'Daily price history is not loaded yet: the shipped data has no price for this company. An operator can import prices (docs/market-data.md).',
    );
  });

  it('tells an unlisted company’s owner that its only price is the one entered on it', () => {
    const acme = makeInvestment('acme', { type: 'custom', exchange: null, meta: { ...noFigures, currency: 'USD', last_price: 3.2, updated_at: '2026-11-02T12:00:00.000Z' } });
    renderInvestments(<PriceHistory investment={acme} />);
    expect(screen.getByTestId('price-last')).toHaveTextContent('US$3.20');
    expect(screen.getByTestId('price-history-empty')).toHaveTextContent('There is no daily price history for an unlisted company: its one price is the one entered on it, of 02 Nov 2026.');
  });
});
