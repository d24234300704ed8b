import { defineMetrics, type Computed } from './define';
import { netDebt, type Amount } from './cash-flow';
import { forecastEpsGrowth } from './growth';
import { formatMetricFigure, formatFigureValue } from './figures';
import { field, firstUnavailable, latestYear, marketCapFor, nextEstimate, positiveField, priceFor, Unavailable, type Year } from './rows';
import type { MetricFigure, MetricInput, MetricRowField } from './types';

type Anchor = (input: MetricInput) => Year | Unavailable;
const reported: Anchor = latestYear;
const forecast: Anchor = nextEstimate;

/** 'FY2016 EPS 8.35'. */
function named(figure: MetricFigure): string {
  return formatMetricFigure(figure, true);
}

/** A market figure (price or market cap) ÷ a field of the anchor year, as a multiple. */
function multiple(market: 'price' | 'cap', denominator: MetricRowField, anchor: Anchor = reported) {
  return (input: MetricInput): Computed | Unavailable => {
    const year = anchor(input);
    if (year instanceof Unavailable) return year;
    const bottom = positiveField(year, denominator, 'the multiple is not meaningful');
    const top = market === 'price' ? priceFor(input, year) : marketCapFor(input, year);
    const missing = firstUnavailable(top, bottom);
    if (missing) return missing;
    const [a, b] = [top, bottom] as MetricFigure[];
    return { value: a!.value / b!.value, figures: [a!, b!], basis: `${named(a!)} ÷ ${named(b!)}` };
  };
}

/** Enterprise value (market cap + net debt of the last reported year) ÷ EBITDA of that year. */
function evToEbitda(input: MetricInput): Computed | Unavailable {
  const year = latestYear(input);
  if (year instanceof Unavailable) return year;
  const cap = marketCapFor(input, year);
  const debt = field(year, 'net_debt');
  const ebitda = positiveField(year, 'ebitda', 'the multiple is not meaningful');
  const missing = firstUnavailable(cap, debt, ebitda);
  if (missing) return missing;
  const [c, d, e] = [cap, debt, ebitda] as MetricFigure[];
  const ev = c!.value + d!.value;
  if (ev <= 0) return new Unavailable('Enterprise value (market cap + net debt) is zero or negative: the multiple is not meaningful');
  return { value: ev / e!.value, figures: [c!, d!, e!], basis: `(${named(c!)} + ${named(d!)}) ÷ ${named(e!)}` };
}

/** Enterprise value (market cap + net debt as filed, else long-term debt − cash) ÷ EBIT of the last reported year. */
function evToEbit(input: MetricInput): Computed | Unavailable {
  const year = latestYear(input);
  if (year instanceof Unavailable) return year;
  const cap = marketCapFor(input, year);
  const debt = netDebt(year);
  const ebit = positiveField(year, 'ebit', 'the multiple is not meaningful');
  const missing = firstUnavailable(cap, debt, ebit);
  if (missing) return missing;
  const [c, e] = [cap, ebit] as MetricFigure[];
  const { value, figures, text } = debt as Amount;
  const ev = c!.value + value;
  if (ev <= 0) return new Unavailable('Enterprise value (market cap + net debt) is zero or negative: the multiple is not meaningful');
  return { value: ev / e!.value, figures: [c!, ...figures, e!], basis: `(${named(c!)} + ${text}) ÷ ${named(e!)}` };
}

const forwardPe = multiple('price', 'eps', forecast);

/** Forward P/E ÷ forecast EPS growth (% a year): below 1 means growth is cheap. */
function peg(input: MetricInput): Computed | Unavailable {
  const pe = forwardPe(input);
  const growth = forecastEpsGrowth(input);
  const missing = firstUnavailable(pe, growth);
  if (missing) return missing;
  const [p, g] = [pe, growth] as Computed[];
  if (g!.value <= 0) return new Unavailable('Forecast EPS growth is zero or negative: a PEG ratio is not meaningful');
  const figures: MetricFigure[] = [
    { label: 'forward P/E', period: 'forecast', value: p!.value, kind: 'multiple' },
    { label: 'EPS growth a year', period: 'forecast', value: g!.value, kind: 'percent' },
  ];
  return { value: p!.value / g!.value, figures, basis: `forward P/E ${formatFigureValue(p!.value, 'multiple')} ÷ forecast EPS growth ${formatFigureValue(g!.value, 'percent')} a year` };
}

export const VALUATION_METRICS = defineMetrics([
  { id: 'pe', label: 'P/E', unit: '×', family: 'valuation', forward: false, lowerIsBetter: true, compute: multiple('price', 'eps'),
    definition: 'Last price ÷ EPS of the last reported year; EPS must be above zero.' },
  { id: 'pe_forward', label: 'Forward P/E (your estimate)', unit: '×', family: 'valuation', forward: true, lowerIsBetter: true, compute: forwardPe,
    definition: 'Last price ÷ EPS of your first estimate year; that EPS must be above zero.' },
  { id: 'ev_to_ebitda', label: 'EV/EBITDA', unit: '×', family: 'valuation', forward: false, lowerIsBetter: true, compute: evToEbitda,
    definition: 'Enterprise value (market cap + net debt of the last reported year) ÷ EBITDA of that year; EBITDA must be above zero.' },
  { id: 'ev_to_ebit', label: 'EV/EBIT', unit: '×', family: 'valuation', forward: false, lowerIsBetter: true, compute: evToEbit,
    definition: 'Enterprise value (market cap + net debt of the last reported year: as filed, else long-term debt − cash) ÷ EBIT of that year; EBIT must be above zero.' },
  { id: 'price_to_sales', label: 'Price / sales', unit: '×', family: 'valuation', forward: false, lowerIsBetter: true, compute: multiple('cap', 'sales'),
    definition: 'Market cap ÷ revenue of the last reported year.' },
  { id: 'price_to_book', label: 'Price / book', unit: '×', family: 'valuation', forward: false, lowerIsBetter: true, compute: multiple('cap', 'shareholders_equity'),
    definition: "Market cap ÷ shareholders' equity at the end of the last reported year; equity must be above zero." },
  { id: 'peg', label: 'PEG ratio (your estimates)', unit: '×', decimals: 2, family: 'valuation', forward: true, lowerIsBetter: true, compute: peg,
    definition: 'Forward P/E ÷ forecast EPS growth in % a year (EPS from the last reported year to your last estimate year); growth must be above zero.' },
]);

