import { formatDate, formatMoney, splitLabel, type PriceHistory } from '@thesis/domain';

/** What a screen reader hears of the chart: the span, first and last close, and the splits in it. */
export function priceChartLabel(name: string, history: PriceHistory): string {
  const first = history.points[0];
  const last = history.points.at(-1);
  if (!first || !last) return `${name}: no daily prices`;
  const splits = history.splits.map((split) => `${splitLabel(split)} on ${formatDate(split.date)}`);
  return `${name}, daily closes from ${formatDate(first.date)} to ${formatDate(last.date)}: ${formatMoney(first.close, history.currency)} to ${formatMoney(last.close, history.currency)}${splits.length ? `; ${splits.join(', ')}` : ''}.`;
}

/**
 * The line a chart draws: each day's close adjusted for later splits and dividends, so a split is
 * not a cliff (the close as traded where the provider gives no adjusted one).
 */
export function chartedClose(point: PriceHistory['points'][number]): number {
  return point.adjusted_close ?? point.close;
}

/** The index of the first trading day on or after each split inside the span (where its marker goes). */
export function splitMarkers(history: PriceHistory): { index: number; label: string }[] {
  return history.splits.flatMap((split) => {
    const index = history.points.findIndex((point) => point.date >= split.date);
    return index === -1 || split.date < history.points[0]!.date ? [] : [{ index, label: `${splitLabel(split)}, ${formatDate(split.date)}` }];
  });
}
