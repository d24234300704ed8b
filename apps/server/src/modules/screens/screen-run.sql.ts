import { sql, type RawBuilder } from 'kysely';
import { GRADES_WORST_FIRST, PRICE_RANGE, PROCESS_ITEM_THRESHOLDS, STORED_VALUATION_RANGE, toValuationThresholds, type NumberRange, type ValuationThresholds } from '@thesis/domain';
import type { Dialect } from '../../db/database';

/**
 * The valuation grade of a reviewed process in SQL, as processValuationGrade gives it (the
 * process valuation's upside against the last price through the process-item thresholds), so a
 * run grades it at the price of the day without reading the reviews into JavaScript. Generated
 * from the domain constants; screens.scoring.test.ts compares it with the domain function.
 */

const THRESHOLDS: ValuationThresholds = toValuationThresholds(PROCESS_ITEM_THRESHOLDS);

/** True in SQL when a number lies inside its sane range (as `isWithin`); null and out-of-range are false. */
function isWithinSql(expr: RawBuilder<unknown>, range: NumberRange): RawBuilder<boolean> {
  return sql`(${expr} ${sql.raw(range.minExclusive ? '>' : '>=')} ${sql.lit(range.min)} and ${expr} <= ${sql.lit(range.max)})`;
}

/** A stored figure as `withinOrNull` reads it: null outside its range (a bad row never reaches a page). */
export function withinOrNullSql(expr: RawBuilder<unknown>, range: NumberRange): RawBuilder<number | null> {
  return sql`case when ${isWithinSql(expr, range)} then ${expr} end`;
}

/**
 * Upside in % of a value against a price, (value ÷ price − 1) × 100, in doubles as in JavaScript;
 * null, as the domain's `upside`, unless both are inside their sane ranges (so a bad stored row
 * cannot overflow PostgreSQL's doubles).
 */
function upside(dialect: Dialect, value: RawBuilder<unknown>, price: RawBuilder<unknown>): RawBuilder<number | null> {
  const asDouble = (expr: RawBuilder<unknown>) => (dialect === 'postgres' ? sql`cast(${expr} as double precision)` : sql`(${expr} * 1.0)`);
  return sql`case when ${isWithinSql(value, STORED_VALUATION_RANGE)} and ${isWithinSql(price, PRICE_RANGE)} then (${asDouble(value)} / ${asDouble(price)} - 1) * 100 end`;
}

/** An upside as it is shown and graded (`percentAsShown`): one decimal, halves away from zero. */
function asShown(dialect: Dialect, value: RawBuilder<number | null>): RawBuilder<number | null> {
  const tenths = dialect === 'postgres' ? sql`floor(abs(${value}) * 10 + 0.5)` : sql`cast(abs(${value}) * 10 + 0.5 as integer)`;
  return sql`(case when ${value} < 0 then -1 else 1 end) * ${tenths} / 10.0`;
}

/**
 * valuationGrade's rank (v_poor 1 … excellent 7), by the one grading rule (grade-bands.ts): each
 * grade runs up to and including its threshold, Excellent is everything past Very good's.
 */
function ladderRank(dialect: Dialect, upside: RawBuilder<number | null>): RawBuilder<number | null> {
  const value = asShown(dialect, upside);
  const rank = (grade: string) => sql.lit(GRADES_WORST_FIRST.indexOf(grade as (typeof GRADES_WORST_FIRST)[number]) + 1);
  const steps: [keyof ValuationThresholds, string][] = [['v_poor', 'v_poor'], ['poor', 'poor'], ['below_average', 'below_ave'], ['average', 'average'], ['good', 'good'], ['v_good', 'v_good']];
  const whens = steps.map(([key, grade]) => sql`when ${value} <= ${sql.lit(THRESHOLDS[key])} then ${rank(grade)}`);
  return sql`case when ${upside} is null then null ${sql.join(whens, sql` `)} else ${rank('excellent')} end`;
}

/** The rank of the process valuation's own grade; null without a valuation or a positive price. */
export function processValuationRank(dialect: Dialect, valuation: RawBuilder<unknown>, price: RawBuilder<unknown>): RawBuilder<number | null> {
  return ladderRank(dialect, upside(dialect, valuation, price));
}
