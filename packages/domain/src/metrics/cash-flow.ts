import { freeCashFlow as freeCashFlowSum } from '../market/financial-notes';
import { defineMetrics, type Computed } from './define';
import { formatMetricFigure } from './figures';
import { ratioOfYear } from './margins';
import { field, firstUnavailable, latestYear, marketCapFor, periodOf, positiveField, Unavailable, type Year } from './rows';
import type { MetricFigure, MetricInput, MetricRowField } from './types';

/**
 * Cash-flow and balance-sheet metrics of the last reported year, from the figures the filings
 * carry beyond the table's ten: operating cash flow, capital expenditure (negative = spent), share
 * buybacks and dividends paid, diluted shares (on the EPS's split basis), total assets, cash and
 * long-term debt.
 */
const named = (figure: MetricFigure) => formatMetricFigure(figure, true);

/** An amount of money a metric builds on, with the figures it came from and how it reads. */
export type Amount = { value: number; figures: MetricFigure[]; text: string };

/** Free cash flow of a year: operating cash flow + capital expenditure (which is negative). */
function freeCashFlow(year: Year): Amount | Unavailable {
  const ocf = field(year, 'operating_cash_flow');
  const capex = field(year, 'capex');
  const missing = firstUnavailable(ocf, capex);
  if (missing) return missing;
  const [o, c] = [ocf, capex] as MetricFigure[];
  return { value: freeCashFlowSum(o!.value, c!.value), figures: [o!, c!], text: `${named(o!)} + ${named(c!)}` };
}

function latest(compute: (year: Year, input: MetricInput) => Computed | Unavailable) {
  return (input: MetricInput): Computed | Unavailable => {
    const year = latestYear(input);
    return year instanceof Unavailable ? year : compute(year, input);
  };
}

function fcf(year: Year): Computed | Unavailable {
  const free = freeCashFlow(year);
  return free instanceof Unavailable ? free : { value: free.value, figures: free.figures, basis: free.text };
}

/** An amount of a year (free cash flow, net debt) divided by a field of that year that must be above zero. */
function amountOver(amount: (year: Year) => Amount | Unavailable, denominator: MetricRowField, why: string, bracket: boolean) {
  return (year: Year): Computed | Unavailable => {
    const top = amount(year);
    const bottom = positiveField(year, denominator, why);
    const missing = firstUnavailable(top, bottom);
    if (missing) return missing;
    const { value, figures, text } = top as Amount;
    const b = bottom as MetricFigure;
    return { value: value / b.value, figures: [...figures, b], basis: `${bracket ? `(${text})` : text} ÷ ${named(b)}` };
  };
}

/** A cash amount of the last reported year over the market cap, in %. */
function yieldOnCap(amount: (year: Year) => Amount | Unavailable) {
  return (year: Year, input: MetricInput): Computed | Unavailable => {
    const top = amount(year);
    const cap = marketCapFor(input, year);
    const missing = firstUnavailable(top, cap);
    if (missing) return missing;
    const { value, figures, text } = top as Amount;
    const c = cap as MetricFigure;
    return { value: (value / c.value) * 100, figures: [...figures, c], basis: `(${text}) ÷ ${named(c)}` };
  };
}

function buybacks(year: Year): Amount | Unavailable {
  const paid = field(year, 'buybacks');
  if (paid instanceof Unavailable) return paid;
  return { value: paid.value, figures: [paid], text: named(paid) };
}

/**
 * Net debt of a year: as filed where the source has it, else long-term debt − cash (which leaves
 * out short-term borrowings: the basis says which was used).
 */
export function netDebt(year: Year): Amount | Unavailable {
  const filed = field(year, 'net_debt');
  if (!(filed instanceof Unavailable)) return { value: filed.value, figures: [filed], text: named(filed) };
  const debt = field(year, 'long_term_debt');
  const cash = field(year, 'cash');
  const missing = firstUnavailable(debt, cash);
  if (missing) return new Unavailable(`Net debt is missing for ${periodOf(year)}, and so is ${missing.reason.replace(/^[A-Z]/, (letter) => letter.toLowerCase())}`);
  const [d, c] = [debt, cash] as MetricFigure[];
  return { value: d!.value - c!.value, figures: [d!, c!], text: `(${named(d!)} − ${named(c!)})` };
}

/** Dividends paid in the last reported year ÷ its free cash flow, in %; free cash flow must be above zero. */
function dividendsOverFcf(year: Year): Computed | Unavailable {
  const paid = field(year, 'dividends_paid');
  const free = freeCashFlow(year);
  const missing = firstUnavailable(paid, free);
  if (missing) return missing;
  const p = paid as MetricFigure;
  const { value, figures, text } = free as Amount;
  if (value <= 0) return new Unavailable(`Free cash flow is ${value === 0 ? 'zero' : 'negative'} in ${periodOf(year)}: the ratio is not meaningful`);
  return { value: (p.value / value) * 100, figures: [p, ...figures], basis: `${named(p)} ÷ (${text})` };
}

function operatingCashFlow(year: Year): Computed | Unavailable {
  const ocf = field(year, 'operating_cash_flow');
  return ocf instanceof Unavailable ? ocf : { value: ocf.value, figures: [ocf], basis: named(ocf) };
}

export const CASH_FLOW_METRICS = defineMetrics([
  { id: 'operating_cash_flow', label: 'Operating cash flow', unit: 'M$', family: 'cash_flow', forward: false, compute: latest(operatingCashFlow),
    definition: 'Net cash from operating activities of the last reported year, in millions.' },
  { id: 'fcf', label: 'Free cash flow', unit: 'M$', family: 'cash_flow', forward: false, compute: latest(fcf),
    definition: 'Operating cash flow + capital expenditure (a negative figure: cash spent) of the last reported year, in millions.' },
  { id: 'fcf_per_share', label: 'FCF per share', unit: '$', family: 'cash_flow', forward: false, compute: latest(amountOver(freeCashFlow, 'diluted_shares', 'a per-share figure is not meaningful', true)),
    definition: 'Free cash flow ÷ diluted shares of the last reported year (shares on the same split basis as EPS).' },
  { id: 'fcf_yield', label: 'FCF yield', unit: '%', family: 'cash_flow', forward: false, compute: latest(yieldOnCap(freeCashFlow)),
    definition: 'Free cash flow of the last reported year ÷ market cap, in %.' },
  { id: 'buyback_yield', label: 'Buyback yield', unit: '%', family: 'cash_flow', forward: false, compute: latest(yieldOnCap(buybacks)),
    definition: 'Cash paid for share buybacks in the last reported year ÷ market cap, in %.' },
  { id: 'dividends_to_fcf', label: 'Dividends / free cash flow', unit: '%', family: 'dividends', forward: false, lowerIsBetter: true, compute: latest(dividendsOverFcf),
    definition: 'Dividends paid ÷ free cash flow of the last reported year, in %; free cash flow must be above zero.' },
  { id: 'roa', label: 'ROA', unit: '%', family: 'returns', forward: false, compute: latest((year) => ratioOfYear(year, 'npat', 'total_assets')),
    definition: 'Return on assets: net profit ÷ total assets at the end of the last reported year, in %; assets must be above zero.' },
  { id: 'net_debt_to_ebit', label: 'Net debt / EBIT', unit: '×', decimals: 2, family: 'leverage', forward: false, lowerIsBetter: true, compute: latest(amountOver(netDebt, 'ebit', 'the multiple is not meaningful', false)),
    definition: 'Net debt ÷ EBIT of the last reported year, as a multiple; below zero means net cash. Net debt as filed, else long-term debt − cash (short-term borrowings left out). EBIT must be above zero.' },
]);
