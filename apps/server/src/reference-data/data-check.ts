import { PRICE_FINANCIALS_MAX_GAP_DAYS } from '@thesis/domain';
import type { FinancialImportRow, ProvidedRow } from '../modules/investments/market-data/provider';
import type { FinancialsReport } from './financials-report';
import { REFERENCE_SNAPSHOT_DATE } from './reference-files';

/**
 * The data-quality report of the shipped financials: each class of problem the checks find, with
 * its count and the companies in it. `decided`: figures an operator confirmed or corrected
 * (exchange:ticker/period end/field), which are no longer under review.
 */
export interface DataCheckClass {
  id: 'not_listed' | 'other_company' | 'partial_year' | 'basis_break' | 'under_review' | 'stale_only' | 'detected_split';
  title: string;
  /** Rows, figures or companies, as the title says. */
  count: number;
  companies: string[];
  lines: string[];
}

const DAY_MS = 86_400_000;
const days = (from: string, to: string) => (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / DAY_MS;
const unique = (values: readonly string[]) => [...new Set(values)].sort();

/** Companies whose latest kept year ended more than eighteen months before the market snapshot: their figures are history only. */
function staleOnly(rows: readonly ProvidedRow<FinancialImportRow>[]): { ticker: string; latest: string }[] {
  const latest = new Map<string, string>();
  for (const entry of rows) {
    if (!('value' in entry)) continue;
    const { ticker, fiscal_year_end: end } = entry.value;
    if ((latest.get(ticker) ?? '') < end) latest.set(ticker, end);
  }
  return [...latest].filter(([, end]) => days(end, REFERENCE_SNAPSHOT_DATE) > PRICE_FINANCIALS_MAX_GAP_DAYS).map(([ticker, end]) => ({ ticker, latest: end })).sort((a, b) => a.ticker.localeCompare(b.ticker));
}

export function dataCheckClasses(checked: { rows: readonly ProvidedRow<FinancialImportRow>[]; report: FinancialsReport }, decided: ReadonlySet<string> = new Set()): DataCheckClass[] {
  const { report, rows } = checked;
  const exchangeOf = new Map<string, string>();
  for (const entry of rows) if ('value' in entry) exchangeOf.set(entry.value.ticker, entry.value.exchange);
  const open = report.flagged.filter((flag) => !decided.has(`${exchangeOf.get(flag.ticker) ?? ''}:${flag.ticker}/${flag.periodEnd}/${flag.field}`));
  const stale = staleOnly(rows);
  return [
    { id: 'not_listed', title: 'Rows of companies no longer listed (dropped)', count: report.notListed.reduce((sum, entry) => sum + entry.rows, 0), companies: unique(report.notListed.map((entry) => entry.ticker)), lines: [] },
    { id: 'other_company', title: "Rows of another company than today's listing, a reused ticker (dropped)", count: report.identity.reduce((sum, entry) => sum + entry.rows, 0), companies: unique(report.identity.map((entry) => entry.ticker)), lines: report.identity.map((entry) => `${entry.reason} (${entry.rows} rows)`) },
    { id: 'partial_year', title: 'Periods that are not a full fiscal year (dropped)', count: report.partialYears.length, companies: unique(report.partialYears.map((entry) => entry.ticker)), lines: report.partialYears.map((entry) => `${entry.ticker}: ${entry.reason}`) },
    { id: 'basis_break', title: 'Share-basis breaks (per-share figures against the price or the other file)', count: report.basisBreaks.length, companies: unique(report.basisBreaks.map((entry) => entry.ticker)), lines: report.basisBreaks.map((entry) => entry.reason) },
    { id: 'under_review', title: 'Figures under review (flagged, left out of screens, fundamentals and the AI fill)', count: open.length, companies: unique(open.map((flag) => flag.ticker)), lines: open.map((flag) => `${flag.ticker} ${flag.periodEnd} ${flag.field}: ${flag.reason}`) },
    { id: 'stale_only', title: 'Companies whose figures are history only (latest year more than 18 months before the market snapshot)', count: stale.length, companies: stale.map((entry) => entry.ticker), lines: stale.map((entry) => `${entry.ticker}: latest fiscal year ended ${entry.latest}`) },
    { id: 'detected_split', title: 'Splits found in the filings, not in the split list (applied)', count: report.detectedSplits.size, companies: unique([...report.detectedSplits].map((entry) => entry.split(' ')[0]!)), lines: [...report.detectedSplits].sort() },
  ];
}
