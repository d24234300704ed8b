import type { QualitativeType } from '../constants/scales';
import type { Grade } from '../scoring/grade-points';
import type { MetricId } from './catalogue';

/**
 * A band of a rule: a value earns `grade` when it is `below` (strictly) or `upTo` (inclusive) the
 * bound, or `above` it; a band without a bound takes every value the earlier bands left.
 */
export interface RuleBand {
  grade: Grade;
  below?: number;
  upTo?: number;
  above?: number;
}

/**
 * A written rule that grades a qualitative item from a computed figure: the built-in analyst maps a
 * qualitative item only when it is bound to one of these. The text is what the reviewer reads.
 */
export interface MetricRule {
  id: string;
  label: string;
  metric: MetricId;
  /** The scales it grades (its grades belong to them). */
  types: readonly QualitativeType[];
  /** Best first; the first band the value fits wins. */
  bands: readonly RuleBand[];
  /** The rule in words: 'Good below 1×, Average from 1× to 2.5×, Poor above 2.5×'. */
  text: string;
}

export const METRIC_RULES = [
  {
    id: 'leverage_3pt',
    label: 'Leverage from net debt / EBITDA (Good < 1×, Average 1–2.5×, Poor > 2.5×)',
    metric: 'net_debt_to_ebitda',
    types: ['Qualitative3pt'],
    bands: [{ grade: 'good', below: 1 }, { grade: 'average', upTo: 2.5 }, { grade: 'poor' }],
    text: 'Good when net debt is below 1× EBITDA (net cash included), Average from 1× to 2.5×, Poor above 2.5×.',
  },
  {
    id: 'net_debt_below_2x_ebitda',
    label: 'Net debt below 2× EBITDA (Tick / Cross)',
    metric: 'net_debt_to_ebitda',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 2 }, { grade: 'poor' }],
    text: 'Tick when net debt is below 2× EBITDA (net cash included), Cross otherwise.',
  },
  {
    id: 'payout_below_75pct',
    label: 'Payout ratio below 75% (Tick / Cross)',
    metric: 'payout_ratio',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 75 }, { grade: 'poor' }],
    text: 'Tick when dividends per share are below 75% of earnings per share, Cross otherwise.',
  },
  {
    id: 'roe_5y_avg_above_10pct',
    label: 'ROE above 10% on average over five years (Tick / Cross)',
    metric: 'roe_avg_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 10 }, { grade: 'poor' }],
    text: 'Tick when the five-year average ROE is above 10% (a typical cost of equity), Cross otherwise.',
  },
  {
    id: 'forecast_eps_growth_above_10pct',
    label: 'Forecast EPS growth above 10% a year (Tick / Cross)',
    metric: 'eps_cagr_forecast',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 10 }, { grade: 'poor' }],
    text: 'Tick when your estimates give EPS growth above 10% a year, Cross otherwise.',
  },
  {
    id: 'peg_below_1_5',
    label: 'PEG ratio below 1.5 (Tick / Cross)',
    metric: 'peg',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 1.5 }, { grade: 'poor' }],
    text: 'Tick when forward P/E ÷ forecast EPS growth is below 1.5, Cross otherwise.',
  },
] as const satisfies readonly MetricRule[];

export type MetricRuleId = (typeof METRIC_RULES)[number]['id'];

const BY_ID = new Map<string, MetricRule>(METRIC_RULES.map((rule) => [rule.id, rule]));

export function metricRule(id: string): MetricRule | undefined {
  return BY_ID.get(id);
}

function fits(band: RuleBand, value: number): boolean {
  if (band.below !== undefined && !(value < band.below)) return false;
  if (band.upTo !== undefined && !(value <= band.upTo)) return false;
  if (band.above !== undefined && !(value > band.above)) return false;
  return true;
}

/** The grade a rule gives a value (the first band it fits). */
export function gradeByRule(rule: MetricRule, value: number): Grade {
  return (rule.bands.find((band) => fits(band, value)) ?? rule.bands[rule.bands.length - 1]!).grade;
}
