import { defineMetrics, type Computed } from './define';
import { formatMetricFigure } from './figures';
import { ratioOfYear } from './margins';
import { field, firstUnavailable, latestYear, nextEstimate, priceFor, Unavailable, type Year } from './rows';
import type { MetricFigure, MetricInput } from './types';

/** DPS of the anchor year ÷ the last price, in %. */
function yieldOf(anchor: (input: MetricInput) => Year | Unavailable) {
  return (input: MetricInput): Computed | Unavailable => {
    const year = anchor(input);
    if (year instanceof Unavailable) return year;
    const dps = field(year, 'dps');
    const price = priceFor(input, year);
    const missing = firstUnavailable(price, dps);
    if (missing) return missing;
    const [d, p] = [dps, price] as MetricFigure[];
    return { value: (d!.value / p!.value) * 100, figures: [d!, p!], basis: `${formatMetricFigure(d!, true)} ÷ ${formatMetricFigure(p!)}` };
  };
}

function payoutRatio(input: MetricInput): Computed | Unavailable {
  const year = latestYear(input);
  return year instanceof Unavailable ? year : ratioOfYear(year, 'dps', 'eps');
}

export const DIVIDEND_METRICS = defineMetrics([
  { id: 'payout_ratio', label: 'Payout ratio', unit: '%', family: 'dividends', forward: false, lowerIsBetter: true, compute: payoutRatio,
    definition: 'DPS ÷ EPS of the last reported year, in %; EPS must be above zero.' },
  { id: 'dividend_yield', label: 'Dividend yield', unit: '%', family: 'dividends', forward: false, compute: yieldOf(latestYear),
    definition: 'DPS of the last reported year ÷ last price, in %.' },
  { id: 'dividend_yield_forward', label: 'Forward dividend yield (your estimate)', unit: '%', family: 'dividends', forward: true, compute: yieldOf(nextEstimate),
    definition: 'DPS of your first estimate year ÷ last price, in %.' },
]);
