import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceHistory as History } from '@thesis/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { priceChartLabel, splitMarkers } from '../price-chart';
import { makeInvestment, renderInvestments } from '../testing';
import { PriceHistory } from './PriceHistory';

const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../../lib/api', () => ({ api }));
vi.setConfig({ testTimeout: 15_000 });

const noFigures = { year_end: null, updated_at: null, issued_shares: null, last_price: null, market_cap: null, stale: false };
const none: History = { currency: 'USD', source: null, as_of: null, points: [], splits: [], dividends: [] };
// Netflix around its 10:1 split of 17 Nov 2025, as EODHD recorded it.
const nflx: History = {
  currency: 'USD', source: 'EODHD', as_of: '2025-11-18',
  points: [
    { date: '2025-11-13', close: 1154.23, adjusted_close: 115.423 },
    { date: '2025-11-14', close: 1112.17, adjusted_close: 111.217 },
    { date: '2025-11-17', close: 110.29, adjusted_close: 110.29 },
    { date: '2025-11-18', close: 114.09, adjusted_close: 114.09 },
  ],
  splits: [{ date: '2025-11-17', ratio_new: 10, ratio_old: 1 }],
  dividends: [],
};

beforeEach(() => api.get.mockReset());

describe('the price block', () => {
  it('shows the last price with its date, and says plainly that there is no daily history to chart', async () => {
    api.get.mockResolvedValue({ data: none, meta: { range: '1Y' } });
    const { container } = renderInvestments(<PriceHistory investment={makeInvestment('aapl')} />);
    expect(screen.getByTestId('price-last')).toHaveTextContent('US$12.50');
    expect(screen.getByTestId('price-date')).toHaveTextContent('as of 22 Aug 2026');
    expect(await screen.findByTestId('price-history-empty')).toHaveTextContent(
      'Daily price history is not loaded yet: the shipped data has one price, of 22 Aug 2026. An administrator can connect the daily price provider or import prices (docs/market-data.md).',
    );
    expect(api.get).toHaveBeenCalledWith('/investments/aapl/prices', { query: { range: '1Y' } });
    // No chart is drawn from a single price.
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('says why there is no price of a listed company that has none', async () => {
    api.get.mockResolvedValue({ data: { ...none, currency: 'AUD' }, meta: { range: '1Y' } });
    renderInvestments(<PriceHistory investment={makeInvestment('bhp', { exchange: 'ASX', meta: { ...noFigures, currency: 'AUD' } })} />);
    expect(screen.getByTestId('price-last')).toHaveTextContent('No price in the shipped data — prices are imported by the operator');
    expect(screen.queryByTestId('price-date')).not.toBeInTheDocument();
    expect(await screen.findByTestId('price-history-empty')).toHaveTextContent('Daily price history is not loaded yet: the shipped data has no price for this company.');
  });

  it('tells an unlisted company’s owner that its only price is the one entered on it, without asking for a history', () => {
    const acme = makeInvestment('acme', { type: 'custom', exchange: null, meta: { ...noFigures, currency: 'USD', last_price: 3.2, updated_at: '2026-11-02T12:00:00.000Z' } });
    renderInvestments(<PriceHistory investment={acme} />);
    expect(screen.getByTestId('price-last')).toHaveTextContent('US$3.20');
    expect(screen.getByTestId('price-history-empty')).toHaveTextContent('There is no daily price history for an unlisted company: its one price is the one entered on it, of 02 Nov 2026.');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('charts the stored daily closes with their source, and reloads them for another span', async () => {
    api.get.mockResolvedValue({ data: nflx, meta: { range: '1Y' } });
    renderInvestments(<PriceHistory investment={makeInvestment('nflx', { name: 'Netflix Inc.' })} />);
    expect(await screen.findByTestId('price-chart')).toBeInTheDocument();
    expect(screen.getByTestId('price-source')).toHaveTextContent('Daily closes: EODHD');
    expect(screen.queryByTestId('price-history-empty')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '5Y' }));
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith('/investments/nflx/prices', { query: { range: '5Y' } }));
  });

  it('draws no line from a single close and says when the chart starts', async () => {
    api.get.mockResolvedValue({ data: { ...nflx, points: nflx.points.slice(-1), splits: [] }, meta: { range: '1Y' } });
    const { container } = renderInvestments(<PriceHistory investment={makeInvestment('nflx')} />);
    expect(await screen.findByTestId('price-history-empty')).toHaveTextContent('One daily close is stored so far (18 Nov 2025, from EODHD); the chart starts with the second.');
    expect(container.querySelector('canvas')).toBeNull();
  });

  it('offers a retry when the prices cannot be loaded', async () => {
    api.get.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ data: nflx, meta: { range: '1Y' } });
    renderInvestments(<PriceHistory investment={makeInvestment('nflx')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('price-chart')).toBeInTheDocument();
  });
});

describe('the price chart', () => {
  it('marks each split on its first trading day and says the span, closes and splits for screen readers', () => {
    expect(splitMarkers(nflx)).toEqual([{ index: 2, label: '10:1 split, 17 Nov 2025' }]);
    expect(priceChartLabel('Netflix Inc.', nflx)).toBe('Netflix Inc., daily closes from 13 Nov 2025 to 18 Nov 2025: US$1,154.23 to US$114.09; 10:1 split on 17 Nov 2025.');
    expect(splitMarkers({ ...nflx, splits: [{ date: '2020-08-31', ratio_new: 4, ratio_old: 1 }] })).toEqual([]);
  });
});
