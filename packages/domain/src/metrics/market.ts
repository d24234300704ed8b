import { defineMetrics, type Computed } from './define';
import { latestYear, marketCapFor, priceFor, Unavailable } from './rows';
import type { MetricFigure, MetricInput } from './types';

function asOf(input: MetricInput): string {
  return input.market.as_of ? `market figures of ${input.market.as_of.slice(0, 10)}` : 'market figures, date not known';
}

function figure(read: (input: MetricInput) => MetricFigure | Unavailable) {
  return (input: MetricInput): Computed | Unavailable => {
    const found = read(input);
    return found instanceof Unavailable ? found : { value: found.value, figures: [found], basis: asOf(input) };
  };
}

function issuedShares(input: MetricInput): MetricFigure | Unavailable {
  const shares = input.market.issued_shares;
  if (shares === null || shares === undefined || !Number.isFinite(shares) || shares <= 0) return new Unavailable('there is no issued share count for this company');
  return { label: 'issued shares', period: 'market', value: shares, kind: 'shares_millions' };
}

/** The market cap as of the market figures; without one, the last price × the latest year's diluted shares (named as such). */
function marketCap(input: MetricInput): MetricFigure | Unavailable {
  const direct = marketCapFor(input, null);
  if (!(direct instanceof Unavailable)) return direct;
  const year = latestYear(input);
  return year instanceof Unavailable ? direct : marketCapFor(input, year);
}

export const MARKET_METRICS = defineMetrics([
  { id: 'market_cap', label: 'Market cap', unit: 'M$', family: 'market', forward: false, compute: figure(marketCap),
    definition: 'Market capitalisation in millions of the trading currency, as of the market figures; without one, the last price × the diluted shares of the last reported year, named as such in the evidence.' },
  { id: 'last_price', label: 'Last price', unit: '$', family: 'market', forward: false, compute: figure((input) => priceFor(input, null)),
    definition: 'The last price per share in the trading currency, as of the market figures.' },
  { id: 'issued_shares', label: 'Issued shares', unit: 'M', family: 'market', forward: false, compute: figure(issuedShares),
    definition: 'Shares on issue, in millions, as of the market figures.' },
]);

