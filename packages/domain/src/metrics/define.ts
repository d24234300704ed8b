import type { MetricFamily, MetricFigure, MetricInput, MetricUnit } from './types';
import type { Unavailable } from './rows';

/** What a metric computes: its value with the figures used and the text that explains them. */
export interface Computed {
  value: number;
  figures: MetricFigure[];
  /** The parenthesis of the evidence: 'FY2013 171.0 bn → FY2016 216.0 bn'. */
  basis: string;
}

/** One metric of the catalogue. */
export interface MetricDefinition<Id extends string = string> {
  id: Id;
  /** How it is named in item editors, tooltips and evidence: 'Revenue 3-year CAGR'. */
  label: string;
  unit: MetricUnit;
  /** Decimals its value shows with when not the unit's usual (one for % and ×, two per share). */
  decimals?: number;
  family: MetricFamily;
  /** How it is computed, in words (docs/ai.md and tooltips). */
  definition: string;
  /** True when it reads the reviewer's own estimates. */
  forward: boolean;
  /** True when a lower value is the better one (a valuation multiple, a leverage ratio): lists sort it low to high first. */
  lowerIsBetter?: boolean;
  compute(input: MetricInput): Computed | Unavailable;
}

/** Keeps each definition's literal id so the catalogue can type its ids. */
export function defineMetrics<const Id extends string>(definitions: readonly MetricDefinition<Id>[]): readonly MetricDefinition<Id>[] {
  return definitions;
}
