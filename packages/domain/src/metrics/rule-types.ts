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
