/**
 * filteringScope — the readable query-string form of a screen's filters (issue 6).
 *
 *   filteringScope = part *( ";" part )            ; "" or absent: no filters; empty parts are ignored
 *   part           = key ":" value                 ; the first ":" splits key from value
 *
 *   key              value                          meaning
 *   sector           text                           sector is the text; repeat the key for "any of"
 *   industry         text                           (sector:Energy;sector:Utilities = Energy or Utilities)
 *   exchange         text
 *   currency         text
 *   price            number range                   last price
 *   market_cap       number range                   market cap as stored (millions)
 *   portfolio        "yes" | "no"                   in the user's portfolio or not
 *   p.<id>.score     number range                   summary score of process <id>
 *   p.<id>.relevance number range                   summary relevance of process <id>
 *   p.<id>.valuation grade range                    valuation grade of process <id>
 *   f.<id>           grade range                    grade of factor <id>
 *   m.<metricId>     number range                   a stored fundamental (screen-metrics.ts), in its
 *                                                    unit: m.pe:5..25, m.roe:15.. (15 %), m.net_debt_to_ebitda:..2
 *
 *   id           = 1*64( ALPHA / DIGIT / "-" / "_" )              ; UUIDv7 ids fit
 *   number range = [ number ] ".." [ number ]       ; at least one end; ends included; min ≤ max
 *                                                    ; "3.." at least 3, "..5" at most 5, "1..50"
 *   number       = [ "-" ] 1*DIGIT [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ]
 *   grade range  = [ grade ] ".." [ grade ]         ; worst..best: "good.." good or better,
 *                                                    ; "..poor" poor or worse, "poor..good" between
 *   grade        = "excellent" / "v_good" / "good" / "average" / "below_ave" / "poor" / "v_poor"
 *   text         = any characters, "\" escaping ";" and "\" ( "\;" "\\" ); surrounding spaces are
 *                  trimmed; matched case-insensitively
 *
 * Example: sector:Financials;exchange:ASX;price:1..50;p.0197a1b2-….score:3..;f.0197a1b3-…:good..;portfolio:yes
 *
 * Ranges use ".." rather than ">=" / "<=": "<" and ">" are percent-encoded by browsers, ".." stays
 * readable in the address bar. A key other than the four text keys may appear once. Encoding
 * writes filters in the given order, one part per text value, numbers in their shortest form, so
 * decode(encode(filters)) equals filters and encode(decode(s)) equals s for any string encode wrote.
 */
import type { Grade } from '../scoring/grade-points';
import {
  COMPANY_RANGE_FIELDS,
  COMPANY_TEXT_FIELDS,
  filterKey,
  FILTER_ID_PATTERN,
  gradeRank,
  isGrade,
  PROCESS_MEASURES,
  type ScreenFilter,
} from './filters';
import { isScreenMetricId, SCREEN_METRIC_IDS, type ScreenMetricId } from './screen-metrics';

export type ScopeResult<T> = { ok: true; value: T } | { ok: false; errors: string[] };

type ParsedKey =
  | { type: 'text'; field: (typeof COMPANY_TEXT_FIELDS)[number] }
  | { type: 'range'; field: (typeof COMPANY_RANGE_FIELDS)[number] }
  | { type: 'portfolio' }
  | { type: 'process'; processId: string; measure: (typeof PROCESS_MEASURES)[number] }
  | { type: 'valuation'; processId: string }
  | { type: 'factor'; factorId: string }
  | { type: 'metric'; metricId: ScreenMetricId };

const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const GRADE_LIST = 'excellent, v_good, good, average, below_ave, poor, v_poor';
export const FILTER_KEY_HELP = 'sector, industry, exchange, currency, price, market_cap, portfolio, p.<processId>.score, p.<processId>.relevance, p.<processId>.valuation, f.<factorId> or m.<metricId>';

/** Why an m.<metricId> key is refused: the ids that exist are listed. */
export function unknownMetricMessage(id: string): string {
  return `"${id.length > 40 ? `${id.slice(0, 37)}...` : id}" is not a metric; use one of ${SCREEN_METRIC_IDS.join(', ')}`;
}

const includes = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** Parses a key; a string answer is the problem. */
export function parseFilterKey(key: string): ParsedKey | string {
  if (includes(COMPANY_TEXT_FIELDS, key)) return { type: 'text', field: key };
  if (includes(COMPANY_RANGE_FIELDS, key)) return { type: 'range', field: key };
  if (key === 'portfolio') return { type: 'portfolio' };
  const process = /^p\.([^.]*)\.([^.]*)$/.exec(key);
  if (process) {
    const [, processId = '', measure = ''] = process;
    if (!FILTER_ID_PATTERN.test(processId)) return `"${processId}" is not a valid process id`;
    if (measure === 'valuation') return { type: 'valuation', processId };
    if (includes(PROCESS_MEASURES, measure)) return { type: 'process', processId, measure };
    return `a process filter is p.<processId>.score, .relevance or .valuation, not .${measure}`;
  }
  const metric = /^m\.(.*)$/.exec(key);
  if (metric) return isScreenMetricId(metric[1]) ? { type: 'metric', metricId: metric[1] } : unknownMetricMessage(metric[1]!);
  const factor = /^f\.(.*)$/.exec(key);
  if (factor) return FILTER_ID_PATTERN.test(factor[1]!) ? { type: 'factor', factorId: factor[1]! } : `"${factor[1]}" is not a valid factor id`;
  return `unknown filter; use ${FILTER_KEY_HELP}`;
}

function splitEnds(value: string): [string, string] | null {
  const ends = value.split('..');
  return ends.length === 2 ? [ends[0]!.trim(), ends[1]!.trim()] : null;
}

function parseNumberRange(value: string): { min: number | null; max: number | null } | string {
  const ends = splitEnds(value);
  const message = 'write a range of numbers like 1..50, 1.. or ..50';
  if (!ends || (ends[0] === '' && ends[1] === '')) return message;
  const [min, max] = ends.map((end) => (end === '' ? null : NUMBER.test(end) ? Number(end) || 0 : Number.NaN));
  if (Number.isNaN(min) || Number.isNaN(max) || !Number.isFinite(min ?? 0) || !Number.isFinite(max ?? 0)) return message;
  if (min !== null && max !== null && min! > max!) return 'the minimum is above the maximum';
  return { min: min ?? null, max: max ?? null };
}

function parseGradeRange(value: string): { min: Grade | null; max: Grade | null } | string {
  const ends = splitEnds(value);
  const message = `write a range of grades like good.., ..poor or poor..good (grades: ${GRADE_LIST})`;
  if (!ends || (ends[0] === '' && ends[1] === '')) return message;
  const [min, max] = ends.map((end) => (end === '' ? null : isGrade(end) ? end : undefined));
  if (min === undefined || max === undefined) return message;
  if (min && max && gradeRank(min)! > gradeRank(max)!) return 'the lower grade is above the upper grade';
  return { min: min ?? null, max: max ?? null };
}

/** Splits on unescaped ";" keeping the escapes (they are undone on text values only). */
function splitParts(scope: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < scope.length; i += 1) {
    const char = scope[i]!;
    if (char === '\\') {
      current += char + (scope[i + 1] ?? '');
      i += 1;
    } else if (char === ';') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

function unescapeText(value: string): string | null {
  if (/(^|[^\\])(\\\\)*\\$/.test(value)) return null;
  return value.replace(/\\(.)/g, '$1');
}

export function escapeText(value: string): string {
  return value.replace(/[\\;]/g, (char) => `\\${char}`);
}

function parsePart(key: ParsedKey, value: string): ScreenFilter | string {
  switch (key.type) {
    case 'text': {
      const text = unescapeText(value);
      if (text === null) return 'a "\\" at the end escapes nothing (write \\\\ for a backslash)';
      return text.trim() ? { type: 'text', field: key.field, values: [text.trim()] } : 'the text is empty';
    }
    case 'portfolio':
      return value === 'yes' || value === 'no' ? { type: 'portfolio', inPortfolio: value === 'yes' } : 'write portfolio:yes or portfolio:no';
    case 'range':
    case 'process':
    case 'metric': {
      const range = parseNumberRange(value);
      return typeof range === 'string' ? range : { ...key, ...range };
    }
    case 'valuation':
    case 'factor': {
      const range = parseGradeRange(value);
      return typeof range === 'string' ? range : { ...key, ...range };
    }
  }
}

/** Parses a filteringScope; every malformed part is reported, quoting the part. */
export function decodeFilteringScope(scope: string | null | undefined): ScopeResult<ScreenFilter[]> {
  const filters: ScreenFilter[] = [];
  const errors: string[] = [];
  for (const raw of splitParts(scope ?? '')) {
    const part = raw.trim();
    if (!part) continue;
    const quoted = `Filter "${part.length > 60 ? `${part.slice(0, 57)}...` : part}"`;
    const colon = part.indexOf(':');
    if (colon < 1) {
      errors.push(`${quoted}: write key:value, e.g. sector:Financials or price:1..50`);
      continue;
    }
    const key = parseFilterKey(part.slice(0, colon).trim());
    const parsed = typeof key === 'string' ? key : parsePart(key, part.slice(colon + 1).trim());
    if (typeof parsed === 'string') {
      errors.push(`${quoted}: ${parsed}`);
      continue;
    }
    const same = filters.find((filter) => filterKey(filter) === filterKey(parsed));
    if (same?.type === 'text' && parsed.type === 'text') same.values.push(...parsed.values);
    else if (same) errors.push(`${quoted}: "${filterKey(parsed)}" is given twice`);
    else filters.push(parsed);
  }
  return errors.length ? { ok: false, errors } : { ok: true, value: filters };
}

function rangeText<T extends string | number>(min: T | null, max: T | null): string {
  return `${min === null ? '' : String(min)}..${max === null ? '' : String(max)}`;
}

/** Why a filter cannot be written (null when it can): what the decoder would refuse. */
export function filterProblem(filter: ScreenFilter): string | null {
  const key = filterKey(filter);
  const parsedKey = parseFilterKey(key);
  if (typeof parsedKey === 'string') return `${key}: ${parsedKey}`;
  if (filter.type === 'portfolio') return null;
  if (filter.type === 'text') {
    if (filter.values.length === 0) return `${key}: no values`;
    return filter.values.some((value) => !value.trim() || value !== value.trim()) ? `${key}: values must be trimmed and not empty` : null;
  }
  const check = filter.type === 'range' || filter.type === 'process' || filter.type === 'metric' ? parseNumberRange(rangeText(filter.min, filter.max)) : parseGradeRange(rangeText(filter.min, filter.max));
  return typeof check === 'string' ? `${key}: ${check}` : null;
}

/** Writes filters as a filteringScope (see the grammar above); throws on a filter it cannot write. */
export function encodeFilteringScope(filters: readonly ScreenFilter[]): string {
  const parts: string[] = [];
  for (const filter of filters) {
    const problem = filterProblem(filter);
    if (problem) throw new RangeError(`Cannot encode filter ${problem}`);
    const key = filterKey(filter);
    if (filter.type === 'text') parts.push(...filter.values.map((value) => `${key}:${escapeText(value)}`));
    else if (filter.type === 'portfolio') parts.push(`${key}:${filter.inPortfolio ? 'yes' : 'no'}`);
    else parts.push(`${key}:${rangeText(filter.min, filter.max)}`);
  }
  return parts.join(';');
}
