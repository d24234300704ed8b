import { formatMillions, formatMoney } from '../format/numbers';
import type { FinancialField, FinancialFigures } from '../schemas/investments';
import { fiscalYearOf } from './fiscal-year';

/**
 * The ten-year chart (issue 19 item 9), shared by the review page and the memo PDF: sales, EBIT
 * and NPAT as bars (in millions, billions or trillions as their size asks), EPS and DPS as lines on their own axis (per share, split-adjusted
 * as stored), the reviewer's estimates after the reported years in a lighter shade. The same data
 * gives the chart's text alternative.
 */
export const CHART_BARS = ['sales', 'ebit', 'npat'] as const satisfies readonly FinancialField[];
export const CHART_LINES = ['eps', 'dps'] as const satisfies readonly FinancialField[];
export type ChartBar = (typeof CHART_BARS)[number];
export type ChartLine = (typeof CHART_LINES)[number];

export const CHART_SERIES_LABELS: Readonly<Record<ChartBar | ChartLine, string>> = { sales: 'Sales', ebit: 'EBIT', npat: 'NPAT', eps: 'EPS', dps: 'DPS' };
/** Colours that stay apart on screen and in light print (dark to light; lines darker than bars). */
export const CHART_SERIES_COLOURS: Readonly<Record<ChartBar | ChartLine, string>> = {
  sales: '#1f3a5f', ebit: '#0f766e', npat: '#b45309', eps: '#9f1239', dps: '#5b21b6',
};
/** Estimate bars are drawn at this opacity (a lighter shade of the same colour). */
export const CHART_ESTIMATE_OPACITY = 0.38;

export interface ChartColumn {
  /** FY2025 */
  label: string;
  fiscal_year: number;
  estimate: boolean;
  values: Record<ChartBar | ChartLine, number | null>;
}

type ChartRow = Pick<FinancialFigures, ChartBar | ChartLine> & { fy_date_at: string; fiscal_year?: number };

const pick = (row: ChartRow): ChartColumn['values'] => ({ sales: row.sales, ebit: row.ebit, npat: row.npat, eps: row.eps, dps: row.dps });

/** Reported years (oldest first), then the estimate years that come after them. */
export function chartColumns(historical: readonly ChartRow[], estimates: readonly ChartRow[]): ChartColumn[] {
  const column = (row: ChartRow, estimate: boolean): ChartColumn => {
    const year = row.fiscal_year ?? fiscalYearOf(row.fy_date_at);
    return { label: `FY${year}${estimate ? 'E' : ''}`, fiscal_year: year, estimate, values: pick(row) };
  };
  const reported = historical.map((row) => column(row, false));
  const last = reported.at(-1)?.fiscal_year ?? Number.NEGATIVE_INFINITY;
  return [...reported, ...estimates.map((row) => column(row, true)).filter((entry) => entry.fiscal_year > last && Object.values(entry.values).some((value) => value !== null))];
}

/** Whether there is anything to draw. */
export function chartHasData(columns: readonly ChartColumn[]): boolean {
  return columns.some((entry) => Object.values(entry.values).some((value) => value !== null));
}

/** The unit the money axis counts in, chosen from the largest bar so its ticks read 150, not US$150,000m. */
export interface ChartMoneyUnit {
  word: 'millions' | 'billions' | 'trillions';
  /** How many millions one tick unit holds. */
  millions: number;
}

const MONEY_UNITS: readonly ChartMoneyUnit[] = [
  { word: 'trillions', millions: 1e6 },
  { word: 'billions', millions: 1e3 },
  { word: 'millions', millions: 1 },
];

/** The axis counts in billions once the largest bar reaches a billion, in trillions from a trillion. */
export function chartMoneyUnit(columns: readonly ChartColumn[]): ChartMoneyUnit {
  const largest = Math.max(0, ...columns.flatMap((column) => CHART_BARS.map((field) => Math.abs(column.values[field] ?? 0))));
  return MONEY_UNITS.find((unit) => largest >= unit.millions) ?? MONEY_UNITS.at(-1)!;
}

/** A money tick in the axis's unit, without a symbol (the axis title names currency and unit): 150, 1.5, −20. */
export function formatChartMoneyTick(valueInMillions: number, unit: ChartMoneyUnit): string {
  const value = valueInMillions / unit.millions;
  const text = new Intl.NumberFormat('en-US', { maximumFractionDigits: Math.abs(value) < 10 ? 1 : 0 }).format(Math.abs(value));
  return value < 0 ? `−${text}` : text;
}

/** "USD billions": what the money axis counts in. */
export const chartMoneyAxisName = (columns: readonly ChartColumn[], currency: string): string => `${currency} ${chartMoneyUnit(columns).word}`;

const valueText = (field: ChartBar | ChartLine, value: number, currency: string) => (field === 'eps' || field === 'dps' ? formatMoney(value, currency) : formatMillions(value, currency));

/** One sentence per series: first and last known values, e.g. "Sales: US$215.6b in FY2016 to US$416.2b in FY2025." */
export function chartSentences(columns: readonly ChartColumn[], currency: string): string[] {
  const reported = columns.filter((entry) => !entry.estimate);
  const estimates = columns.filter((entry) => entry.estimate);
  const sentences: string[] = [];
  for (const field of [...CHART_BARS, ...CHART_LINES]) {
    const known = reported.filter((entry) => entry.values[field] !== null);
    if (known.length === 0) continue;
    const first = known[0]!;
    const last = known.at(-1)!;
    const range = known.length === 1 ? `${valueText(field, first.values[field]!, currency)} in ${first.label}` : `${valueText(field, first.values[field]!, currency)} in ${first.label} to ${valueText(field, last.values[field]!, currency)} in ${last.label}`;
    const ahead = estimates.filter((entry) => entry.values[field] !== null).map((entry) => `${valueText(field, entry.values[field]!, currency)} in ${entry.label.replace(/E$/, '')}`);
    sentences.push(`${CHART_SERIES_LABELS[field]}: ${range}${ahead.length ? `; your estimates ${ahead.join(', ')}` : ''}.`);
  }
  return sentences;
}

/** The chart's text alternative: what it shows, then a sentence per series. */
export function chartSummary(columns: readonly ChartColumn[], currency: string): string {
  const reported = columns.filter((entry) => !entry.estimate);
  if (!chartHasData(columns)) return 'No reported figures to chart.';
  const span = reported.length > 0 ? `${reported[0]!.label}–${reported.at(-1)!.label}` : 'no reported years';
  const intro = `Sales, EBIT and NPAT (bars, ${chartMoneyAxisName(columns, currency)}) and EPS and DPS (lines, per share, split-adjusted), ${span}${columns.some((entry) => entry.estimate) ? ', then your estimates (lighter)' : ''}.`;
  return [intro, ...chartSentences(columns, currency)].join(' ');
}
