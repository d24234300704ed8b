import { defineMetrics, type Computed } from './define';
import { ratioOfYear } from './margins';
import { yearlyFigures } from './returns';
import { formatFigureValue, formatMetricFigure } from './figures';
import { field, firstUnavailable, followsOn, lastYears, latestYear, periodOf, Unavailable, yearsBefore, type Year } from './rows';
import type { MetricFigure, MetricInput, MetricRowField } from './types';

/**
 * Track-record metrics: how a figure behaved year by year over the last reported years (how often
 * it rose, its worst fall, what share of profit became cash), not only where it ended.
 */

/** The figures of a field in each year, or the first year it is missing in. */
function seriesOf(years: readonly Year[], name: MetricRowField): MetricFigure[] | Unavailable {
  const figures = years.map((year) => field(year, name));
  const missing = firstUnavailable(...figures);
  return missing ?? (figures as MetricFigure[]);
}

const span = (figures: readonly MetricFigure[]) => `${figures[0]!.period}–${figures[figures.length - 1]!.period}`;

/** A track record reads the reported years of its span and needs at least this many yearly changes. */
const MIN_CHANGES = 4;

/** The reported years of the last `years` yearly changes, with the changes between years that follow each other. */
function yearlyChanges(input: MetricInput, name: MetricRowField, years: number): { series: MetricFigure[]; pairs: [MetricFigure, MetricFigure][] } | Unavailable {
  const record = lastYears(input, years + 1, 0);
  if (record instanceof Unavailable) return record;
  const series = seriesOf(record, name);
  if (series instanceof Unavailable) return series;
  const pairs: [MetricFigure, MetricFigure][] = [];
  for (let index = 1; index < record.length; index += 1) if (followsOn(record[index - 1]!, record[index]!)) pairs.push([series[index - 1]!, series[index]!]);
  if (pairs.length < MIN_CHANGES) return new Unavailable(`needs at least ${MIN_CHANGES} yearly changes of ${series[0]?.label ?? name}, and ${pairs.length === 0 ? 'there is none' : `there ${pairs.length === 1 ? 'is one' : `are ${pairs.length}`}`} in the financial data`);
  return { series, pairs };
}

/** In what share of the yearly changes over the last `years` years the field rose. */
function shareOfRises(name: MetricRowField, years: number) {
  return (input: MetricInput): Computed | Unavailable => {
    const found = yearlyChanges(input, name, years);
    if (found instanceof Unavailable) return found;
    const { series, pairs } = found;
    const rises = pairs.filter(([from, to]) => to.value > from.value).length;
    const changes = pairs.length;
    return {
      value: (rises / changes) * 100,
      figures: series,
      basis: `rose in ${rises} of ${changes} years, ${span(series)}: ${series.map((figure) => formatFigureValue(figure.value, figure.kind)).join(', ')}`,
    };
  };
}

/** The worst yearly change of a field over the last `years + 1` reported years, in % (changes from a year at or below zero are left out). */
function worstChange(name: MetricRowField, years: number) {
  return (input: MetricInput): Computed | Unavailable => {
    const found = yearlyChanges(input, name, years);
    if (found instanceof Unavailable) return found;
    const { series, pairs } = found;
    let worst: { value: number; from: MetricFigure; to: MetricFigure } | null = null;
    for (const [from, to] of pairs) {
      if (from.value <= 0) continue;
      const change = (to.value / from.value - 1) * 100;
      if (!worst || change < worst.value) worst = { value: change, from, to };
    }
    if (!worst) return new Unavailable(`${series[0]!.label} is zero or negative in every year of ${span(series)}: a change is not meaningful`);
    return { value: worst.value, figures: series, basis: `worst year ${formatMetricFigure(worst.from)} → ${formatMetricFigure(worst.to)}, over ${span(series)}` };
  };
}

/** Free cash flow of a year (operating cash flow + capital expenditure, which is negative). */
function freeCashFlowOf(year: Year): MetricFigure | Unavailable {
  const ocf = field(year, 'operating_cash_flow');
  const capex = field(year, 'capex');
  const missing = firstUnavailable(ocf, capex);
  if (missing) return missing;
  return { label: 'free cash flow', period: periodOf(year), value: (ocf as MetricFigure).value + (capex as MetricFigure).value, kind: 'millions' };
}

type YearAmount = (year: Year) => MetricFigure | Unavailable;
const fieldAmount = (name: MetricRowField): YearAmount => (year) => field(year, name);

/** Σ numerator ÷ Σ denominator over the last five reported years, in %; the sum below must be above zero. */
function conversion(numerator: YearAmount, denominator: MetricRowField, what: string) {
  return (input: MetricInput): Computed | Unavailable => {
    const record = lastYears(input, 5);
    if (record instanceof Unavailable) return record;
    const tops = record.map(numerator);
    const bottoms = seriesOf(record, denominator);
    const missing = firstUnavailable(...tops, bottoms);
    if (missing) return missing;
    const top = (tops as MetricFigure[]).reduce((sum, figure) => sum + figure.value, 0);
    const bottom = (bottoms as MetricFigure[]).reduce((sum, figure) => sum + figure.value, 0);
    if (bottom <= 0) return new Unavailable(`${what} over ${span(bottoms as MetricFigure[])} is zero or negative: the ratio is not meaningful`);
    const m = (value: number) => formatFigureValue(value, 'millions');
    return { value: (top / bottom) * 100, figures: [...(tops as MetricFigure[]), ...(bottoms as MetricFigure[])], basis: `${(tops as MetricFigure[])[0]!.label} ${m(top)} ÷ ${what} ${m(bottom)}, ${span(bottoms as MetricFigure[])}` };
  };
}

/** The lowest yearly cover of dividends paid by free cash flow over the last five reported years (×). */
function dividendCoverByFcf(input: MetricInput): Computed | Unavailable {
  const record = lastYears(input, 5);
  if (record instanceof Unavailable) return record;
  let lowest: { value: number; year: Year } | null = null;
  const figures: MetricFigure[] = [];
  for (const year of record) {
    const free = freeCashFlowOf(year);
    const paid = field(year, 'dividends_paid');
    const missing = firstUnavailable(free, paid);
    if (missing) return missing;
    const [f, p] = [free, paid] as MetricFigure[];
    if (p!.value <= 0) return new Unavailable(`No dividend was paid in ${periodOf(year)}: a cover is not meaningful`);
    figures.push(f!, p!);
    const cover = f!.value / p!.value;
    if (!lowest || cover < lowest.value) lowest = { value: cover, year };
  }
  const worst = lowest!;
  return { value: worst.value, figures, basis: `lowest in ${periodOf(worst.year)}, over ${periodOf(record[0]!)}–${periodOf(record[record.length - 1]!)}` };
}

/** The lowest yearly value of a ratio over the last `years` reported years (at least five). */
function lowestOf(compute: (year: Year) => Computed | Unavailable, years: number) {
  return (input: MetricInput): Computed | Unavailable => {
    const record = lastYears(input, years, Math.min(years - 1, MIN_CHANGES + 1));
    if (record instanceof Unavailable) return record;
    const yearly = yearlyFigures(record, compute);
    if (yearly instanceof Unavailable) return yearly;
    const lowest = yearly.reduce((low, figure) => (figure.value < low.value ? figure : low));
    return { value: lowest.value, figures: yearly, basis: `lowest in ${lowest.period}, over ${span(yearly)}` };
  };
}

/** How many percentage points a margin (field ÷ revenue) moved from five years before the last reported year to that year. */
function marginChange(numerator: MetricRowField) {
  return (input: MetricInput): Computed | Unavailable => {
    const end = latestYear(input);
    if (end instanceof Unavailable) return end;
    const start = yearsBefore(input, end, 5);
    if (start instanceof Unavailable) return start;
    const first = ratioOfYear(start, numerator, 'sales');
    const last = ratioOfYear(end, numerator, 'sales');
    const missing = firstUnavailable(first, last);
    if (missing) return missing;
    const [a, b] = [first, last] as Computed[];
    const margins: MetricFigure[] = [
      { label: 'margin', period: periodOf(start), value: a!.value, kind: 'percent' },
      { label: 'margin', period: periodOf(end), value: b!.value, kind: 'percent' },
    ];
    return { value: b!.value - a!.value, figures: margins, basis: `${formatMetricFigure(margins[0]!)} → ${formatMetricFigure(margins[1]!)}` };
  };
}

export const TRACK_RECORD_METRICS = defineMetrics([
  { id: 'ebit_margin_change_5y', label: 'EBIT margin change, five years (points)', unit: '%', family: 'margins', forward: false, compute: marginChange('ebit'),
    definition: 'EBIT margin of the last reported year minus that of five years before, in percentage points; above zero means each extra dollar of revenue earned more than the average one.' },
  { id: 'net_margin_change_5y', label: 'Net margin change, five years (points)', unit: '%', family: 'margins', forward: false, compute: marginChange('npat'),
    definition: 'Net margin of the last reported year minus that of five years before, in percentage points.' },
  { id: 'roe_min_5y', label: 'Lowest ROE, five years', unit: '%', family: 'returns', forward: false, compute: lowestOf((year) => ratioOfYear(year, 'npat', 'shareholders_equity'), 5),
    definition: 'The lowest yearly ROE (net profit ÷ equity at the year end) of the last five reported years, in %; equity must be above zero in each.' },
  { id: 'net_margin_min_10y', label: 'Lowest net margin, ten years', unit: '%', family: 'margins', forward: false, compute: lowestOf((year) => ratioOfYear(year, 'npat', 'sales'), 10),
    definition: 'The lowest yearly net margin (net profit ÷ revenue) of the last ten reported years (at least five), in %; below zero means a loss in that year.' },
  { id: 'roe_min_10y', label: 'Lowest ROE, ten years', unit: '%', family: 'returns', forward: false, compute: lowestOf((year) => ratioOfYear(year, 'npat', 'shareholders_equity'), 10),
    definition: 'The lowest yearly ROE (net profit ÷ equity at the year end) of the last ten reported years (at least five), in %; equity must be above zero in each.' },
  { id: 'revenue_rise_share_5y', label: 'Years revenue rose, of the last five', unit: '%', decimals: 0, family: 'growth', forward: false, compute: shareOfRises('sales', 5),
    definition: 'The share of the last five yearly changes (at least four) in which revenue rose, in %: 80 % means four of five.' },
  { id: 'eps_rise_share_5y', label: 'Years EPS rose, of the last five', unit: '%', decimals: 0, family: 'growth', forward: false, compute: shareOfRises('eps', 5),
    definition: 'The share of the last five yearly changes (at least four) in which EPS rose, in %: 80 % means four of five.' },
  { id: 'dps_rise_share_10y', label: 'Years DPS rose, of the last ten', unit: '%', decimals: 0, family: 'dividends', forward: false, compute: shareOfRises('dps', 10),
    definition: 'The share of the last ten yearly changes (at least four) in which dividend per share rose, in %: 80 % means eight of ten.' },
  { id: 'dps_worst_change_10y', label: 'Worst yearly change of DPS, ten years', unit: '%', family: 'dividends', forward: false, compute: worstChange('dps', 10),
    definition: 'The lowest year-on-year change of dividend per share over the last ten yearly changes (at least four), in %; zero or more means the dividend was never cut.' },
  { id: 'revenue_worst_change_10y', label: 'Worst yearly change of revenue, ten years', unit: '%', family: 'growth', forward: false, compute: worstChange('sales', 10),
    definition: 'The lowest year-on-year change of revenue over the last ten yearly changes (at least four), in %: how deep the worst downturn of the decade cut sales.' },
  { id: 'ocf_worst_change_10y', label: 'Worst yearly change of operating cash flow, ten years', unit: '%', family: 'cash_flow', forward: false, compute: worstChange('operating_cash_flow', 10),
    definition: 'The lowest year-on-year change of operating cash flow over the last ten yearly changes (at least four), in %; changes from a year with no positive cash flow are left out.' },
  { id: 'ocf_conversion_5y', label: 'Cash conversion, five years', unit: '%', family: 'cash_flow', forward: false, compute: conversion(fieldAmount('operating_cash_flow'), 'npat', 'net profit'),
    definition: 'Operating cash flow ÷ net profit, both summed over the last five reported years, in %; the profit must be above zero.' },
  { id: 'fcf_conversion_5y', label: 'Free cash flow conversion, five years', unit: '%', family: 'cash_flow', forward: false, compute: conversion(freeCashFlowOf, 'npat', 'net profit'),
    definition: 'Free cash flow ÷ net profit, both summed over the last five reported years, in %; the profit must be above zero.' },
  { id: 'fcf_dividend_cover_min_5y', label: 'Lowest dividend cover by free cash flow, five years', unit: '×', decimals: 2, family: 'dividends', forward: false, compute: dividendCoverByFcf,
    definition: 'The lowest, over the last five reported years, of free cash flow ÷ dividends paid in the year, as a multiple; 1× or more means free cash flow paid the dividend every year.' },
]);
