import { gradeRank, type ScreenSort, type ScreenSortKey } from './filters';
import type { ScreenRow } from './filter-evaluation';

/**
 * Sorting screen rows in memory (the server's SQL sort must agree): text compares
 * case-insensitively with numbers in text read as numbers, scores as numbers, valuation and factor
 * grades by rank (v_poor lowest … excellent highest; n_a counts as no value). Rows without a value
 * come last in both directions; ties keep ticker order (A→Z).
 */
export type SortValue = string | number | null;

export function sortValue(row: ScreenRow, key: ScreenSortKey): SortValue {
  switch (key.type) {
    case 'company': {
      if (key.field === 'price') return row.last_price;
      if (key.field === 'market_cap') return row.market_cap;
      const text = row[key.field];
      return text === null || text === undefined || !text.trim() ? null : text.trim();
    }
    case 'process': {
      const process = row.processes[key.processId];
      if (!process) return null;
      return key.measure === 'valuation' ? gradeRank(process.valuation) : process[key.measure];
    }
    case 'factor':
      return gradeRank(row.factors[key.factorId]);
    case 'metric':
      return row.metrics?.[key.metricId]?.value ?? null;
  }
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** A comparator for Array.prototype.sort: the direction applies to values, nulls stay last. */
export function compareScreenRows(sort: ScreenSort): (a: ScreenRow, b: ScreenRow) => number {
  const sign = sort.direction === 'desc' ? -1 : 1;
  return (a, b) => {
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = compareValues(left, right);
      if (order !== 0) return sign * order;
    }
    return collator.compare(a.ticker, b.ticker);
  };
}

/** A sorted copy of the rows (unsorted copy when there is no sort). */
export function sortScreenRows<T extends ScreenRow>(rows: readonly T[], sort: ScreenSort | null): T[] {
  return sort ? [...rows].sort(compareScreenRows(sort)) : [...rows];
}
