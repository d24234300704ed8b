/**
 * sortingScope / sortingScopeBy — the readable query-string form of a screen's sort (issue 6).
 *
 *   sortingScope   = company-field / "p." id "." ( "score" / "relevance" / "valuation" ) / "f." id / "m." metric-id
 *   company-field  = "ticker" / "name" / "sector" / "industry" / "exchange" / "currency" / "price" / "market_cap"
 *   sortingScopeBy = "asc" / "desc"                 ; default asc; ignored without a sortingScope
 *
 * e.g. sortingScope=p.0197a1b2-….score&sortingScopeBy=desc. Valuation and factor columns sort by
 * grade (v_poor lowest, excellent highest); metric columns by the stored value (m.pe). Rows without a
 * value always come last.
 */
import { COMPANY_SORT_FIELDS, type CompanySortField, DEFAULT_SORT_DIRECTION, FILTER_ID_PATTERN, PROCESS_SORT_MEASURES, SORT_DIRECTIONS, sortKeyString, type ScreenSort, type ScreenSortKey, type SortDirection } from './filters';
import type { ScopeResult } from './filter-scope';
import { unknownMetricMessage } from './filter-scope';
import { SCREEN_MESSAGES } from './messages';
import { isScreenMetricId } from './screen-metrics';

export const SORT_KEY_HELP = `${COMPANY_SORT_FIELDS.join(', ')}, p.<processId>.score, p.<processId>.relevance, p.<processId>.valuation, f.<factorId> or m.<metricId>`;

/** Parses a sortingScope value; a string answer is the problem. */
export function parseSortKey(value: string): ScreenSortKey | string {
  const key = value.trim();
  if ((COMPANY_SORT_FIELDS as readonly string[]).includes(key)) return { type: 'company', field: key as CompanySortField };
  const process = /^p\.([^.]*)\.([^.]*)$/.exec(key);
  if (process && FILTER_ID_PATTERN.test(process[1]!) && (PROCESS_SORT_MEASURES as readonly string[]).includes(process[2]!)) {
    return { type: 'process', processId: process[1]!, measure: process[2] as (typeof PROCESS_SORT_MEASURES)[number] };
  }
  const metric = /^m\.(.*)$/.exec(key);
  if (metric) return isScreenMetricId(metric[1]) ? { type: 'metric', metricId: metric[1] } : `Cannot sort by "${key.length > 60 ? `${key.slice(0, 57)}...` : key}": ${unknownMetricMessage(metric[1]!)}`;
  const factor = /^f\.(.*)$/.exec(key);
  if (factor && FILTER_ID_PATTERN.test(factor[1]!)) return { type: 'factor', factorId: factor[1]! };
  return `Cannot sort by "${key.length > 60 ? `${key.slice(0, 57)}...` : key}": use ${SORT_KEY_HELP}`;
}

/** Parses sortingScope and sortingScopeBy; null sort when sortingScope is absent or empty. */
export function decodeSortingScope(scope: string | null | undefined, direction: string | null | undefined): ScopeResult<ScreenSort | null> {
  const errors: string[] = [];
  const dir = direction === null || direction === undefined || direction.trim() === '' ? DEFAULT_SORT_DIRECTION : direction.trim();
  if (!(SORT_DIRECTIONS as readonly string[]).includes(dir)) errors.push(SCREEN_MESSAGES.sortDirection);
  if (scope === null || scope === undefined || scope.trim() === '') return errors.length ? { ok: false, errors } : { ok: true, value: null };
  const key = parseSortKey(scope);
  if (typeof key === 'string') errors.unshift(key);
  if (errors.length || typeof key === 'string') return { ok: false, errors };
  return { ok: true, value: { key, direction: dir as SortDirection } };
}

/** Writes a sort as its two query values; throws for a key the decoder would refuse. */
export function encodeSortingScope(sort: ScreenSort): { sortingScope: string; sortingScopeBy: SortDirection } {
  const sortingScope = sortKeyString(sort.key);
  const check = parseSortKey(sortingScope);
  if (typeof check === 'string') throw new RangeError(check);
  return { sortingScope, sortingScopeBy: sort.direction };
}
