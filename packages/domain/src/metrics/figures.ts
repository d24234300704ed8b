import type { FigureKind, MetricFigure, MetricUnit } from './types';

const LOCALE = 'en-US';
const formats = new Map<number, Intl.NumberFormat>();
function fixed(value: number, decimals: number): string {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format.format(value);
}

/** Money stored in millions, compact with one decimal: 171000 → '171.0 bn', 912.2 → '912.2 m', 4514709.5 → '4.5 tn'. */
export function formatMillionsShort(valueInMillions: number): string {
  const size = Math.abs(valueInMillions);
  if (size >= 1e6) return `${fixed(valueInMillions / 1e6, 1)} tn`;
  if (size >= 1e3) return `${fixed(valueInMillions / 1e3, 1)} bn`;
  return `${fixed(valueInMillions, 1)} m`;
}

/** A figure as its evidence shows it: 171.0 bn, 8.35 (per share), 5.5 bn shares, 8.1 %, 0.9×. */
export function formatFigureValue(value: number, kind: FigureKind): string {
  switch (kind) {
    case 'millions':
      return formatMillionsShort(value);
    case 'per_share':
      return fixed(value, 2);
    case 'shares_millions':
      return `${formatMillionsShort(value)} shares`;
    case 'percent':
      return `${fixed(value, 1)} %`;
    case 'multiple':
      return `${fixed(value, 1)}×`;
  }
}

/** 'FY2016 171.0 bn' (a row figure) or 'last price 309.35' (a market figure, labelled). */
export function formatMetricFigure(figure: MetricFigure, withLabel = false): string {
  const value = formatFigureValue(figure.value, figure.kind);
  if (figure.period === 'market') return `${figure.label} ${value}`;
  return withLabel ? `${figure.period} ${figure.label} ${value}` : `${figure.period} ${value}`;
}

/** A metric value: one decimal for % and × (unless told), two per share, compact for millions. */
/** The decimals a metric's value is shown with: its own, else one for % and ×, two for per-share amounts, one for millions. */
export function metricDecimals(unit: MetricUnit, decimals?: number): number {
  return decimals ?? (unit === '$' ? 2 : 1);
}

/** A number rounded to the decimals it is shown with, for the CSV exports: never a float's tail (15.830704795437054 → 15.8). */
export function asShown(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function formatMetricValue(value: number, unit: MetricUnit, decimals?: number): string {
  switch (unit) {
    case '%':
      return `${fixed(value, metricDecimals(unit, decimals))} %`;
    case '×':
      return `${fixed(value, metricDecimals(unit, decimals))}×`;
    case '$':
      return fixed(value, 2);
    case 'M$':
      return formatMillionsShort(value);
    case 'M':
      return `${formatMillionsShort(value)} shares`;
  }
}

/** The precision a proposed value is kept with (what the evidence shows, one more digit for multiples and %). */
export function roundMetricValue(value: number, unit: MetricUnit): number {
  const decimals = unit === '$' ? 2 : unit === 'M$' || unit === 'M' ? 1 : 2;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
