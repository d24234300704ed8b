import { defineMetrics, type Computed } from './define';
import { formatMetricFigure, formatFigureValue } from './figures';
import { ratioOfYear } from './margins';
import { field, firstUnavailable, lastYears, latestYear, periodOf, positiveField, Unavailable, type Year } from './rows';
import type { MetricFigure, MetricInput } from './types';

const AVERAGE_YEARS = 5;

function roeOf(year: Year): Computed | Unavailable {
  return ratioOfYear(year, 'npat', 'shareholders_equity');
}

/**
 * Return on invested capital of one year: EBIT taxed at the year's effective rate (net profit ÷
 * pre-tax income) over the capital the business uses (equity + net debt).
 */
function roicOf(year: Year): Computed | Unavailable {
  const ebit = field(year, 'ebit');
  const profit = field(year, 'npat');
  const pretax = positiveField(year, 'pre_tax_income', 'the effective tax rate is not meaningful');
  const equity = field(year, 'shareholders_equity');
  const debt = field(year, 'net_debt');
  const missing = firstUnavailable(ebit, profit, pretax, equity, debt);
  if (missing) return missing;
  const [e, p, t, q, d] = [ebit, profit, pretax, equity, debt] as MetricFigure[];
  const capital = q!.value + d!.value;
  if (capital <= 0) return new Unavailable(`Invested capital (equity + net debt) is ${capital === 0 ? 'zero' : 'negative'} in ${periodOf(year)}: the ratio is not meaningful`);
  const value = ((e!.value * (p!.value / t!.value)) / capital) * 100;
  const v = (figure: MetricFigure) => formatFigureValue(figure.value, figure.kind);
  return {
    value,
    figures: [e!, p!, t!, q!, d!],
    basis: `${periodOf(year)} EBIT ${v(e!)} × (net profit ${v(p!)} ÷ pre-tax income ${v(t!)}) ÷ (equity ${v(q!)} + net debt ${v(d!)})`,
  };
}

function latest(compute: (year: Year) => Computed | Unavailable) {
  return (input: MetricInput): Computed | Unavailable => {
    const year = latestYear(input);
    return year instanceof Unavailable ? year : compute(year);
  };
}

/** A yearly ratio of each year as a figure ('FY2021 23.5 %'), or why one year has none. */
export function yearlyFigures(years: readonly Year[], compute: (year: Year) => Computed | Unavailable): MetricFigure[] | Unavailable {
  const each = years.map(compute);
  const missing = firstUnavailable(...each);
  if (missing) return missing;
  return (each as Computed[]).map((computed, index) => ({ label: 'yearly value', period: periodOf(years[index]!), value: computed.value, kind: 'percent' }));
}

/** The plain average of a yearly ratio over the last five reported years (at least four). */
function averageOf(compute: (year: Year) => Computed | Unavailable) {
  return (input: MetricInput): Computed | Unavailable => {
    const years = lastYears(input, AVERAGE_YEARS);
    if (years instanceof Unavailable) return years;
    const yearly = yearlyFigures(years, compute);
    if (yearly instanceof Unavailable) return yearly;
    return {
      value: yearly.reduce((sum, figure) => sum + figure.value, 0) / yearly.length,
      figures: yearly,
      basis: `average of ${yearly.map((figure) => formatMetricFigure(figure)).join(', ')}`,
    };
  };
}

export const RETURN_METRICS = defineMetrics([
  { id: 'roe', label: 'ROE', unit: '%', family: 'returns', forward: false, compute: latest(roeOf),
    definition: "Return on equity: net profit ÷ shareholders' equity at the end of the last reported year, in %; equity must be above zero." },
  { id: 'roe_avg_5y', label: 'ROE, 5-year average', unit: '%', family: 'returns', forward: false, compute: averageOf(roeOf),
    definition: 'The plain average of the ROE of each of the last five reported years (at least four: a source keeping one figure per calendar year can miss one).' },
  { id: 'roa_avg_5y', label: 'ROA, 5-year average', unit: '%', family: 'returns', forward: false, compute: averageOf((year) => ratioOfYear(year, 'npat', 'total_assets')),
    definition: 'The plain average of the ROA (net profit ÷ total assets at the year end) of each of the last five reported years (at least four).' },
  { id: 'roic', label: 'ROIC', unit: '%', family: 'returns', forward: false, compute: latest(roicOf),
    definition: 'Return on invested capital: EBIT × (1 − effective tax rate) ÷ (shareholders’ equity + net debt), of the last reported year, in %. The effective tax rate is 1 − net profit ÷ pre-tax income.' },
  { id: 'roic_avg_5y', label: 'ROIC, 5-year average', unit: '%', family: 'returns', forward: false, compute: averageOf(roicOf),
    definition: 'The plain average of the ROIC of each of the last five reported years (at least four).' },
]);
