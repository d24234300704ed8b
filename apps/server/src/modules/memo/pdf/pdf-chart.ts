import {
  CHART_BARS,
  CHART_ESTIMATE_OPACITY,
  CHART_LINES,
  CHART_SERIES_COLOURS,
  CHART_SERIES_LABELS,
  chartMoneyAxisName,
  chartMoneyUnit,
  formatChartMoneyTick,
  formatPerShare,
  type ChartColumn,
} from '@thesis/domain';
import { COLOR, FONT, SIZE } from './memo-theme';
import type { MemoWriter } from './memo-writer';

/** Height of the plotting area, and room for the axis labels and the legend below it. */
const PLOT_HEIGHT = 150;
const AXIS_WIDTH = 52;
const LEGEND = 30;
export const CHART_HEIGHT = PLOT_HEIGHT + LEGEND + 18;

interface Scale {
  min: number;
  max: number;
  at(value: number): number;
}

/** A linear scale from the data's range (always including 0) onto [bottom, top]. */
function scaleOf(values: readonly number[], top: number, bottom: number): Scale {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const span = max - min || 1;
  return { min, max, at: (value) => bottom - ((value - min) / span) * (bottom - top) };
}

const known = (columns: readonly ChartColumn[], fields: readonly (keyof ChartColumn['values'])[]) =>
  columns.flatMap((column) => fields.map((field) => column.values[field]).filter((value): value is number => value !== null));

/**
 * The ten-year chart in the memo (issue 19 item 9): sales, EBIT and NPAT as bars on the left axis
 * (in the unit its size asks for), EPS and DPS as lines on the right axis (per share), estimates lighter with a dashed
 * outline, a legend with the same colours. Drawn with PDF primitives so it prints sharply; the
 * colours run dark to light and stay apart in a black-and-white print.
 */
export function drawChart(w: MemoWriter, columns: readonly ChartColumn[], currency: string): void {
  const { doc } = w;
  const top = w.y + 4;
  const bottom = top + PLOT_HEIGHT;
  const left = w.left + AXIS_WIDTH;
  const right = w.right - AXIS_WIDTH;
  const money = scaleOf(known(columns, CHART_BARS), top, bottom);
  const perShare = scaleOf(known(columns, CHART_LINES), top, bottom);
  const unit = chartMoneyUnit(columns);
  const slot = (right - left) / Math.max(1, columns.length);
  const barWidth = Math.min(9, (slot - 8) / CHART_BARS.length);
  doc.save();
  // Grid, zero line and axes labels.
  for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
    const y = top + fraction * PLOT_HEIGHT;
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.4).strokeColor(COLOR.rule).stroke();
    const moneyValue = money.max - fraction * (money.max - money.min);
    const shareValue = perShare.max - fraction * (perShare.max - perShare.min);
    w.textAt(formatChartMoneyTick(moneyValue, unit), w.left, y - 3, { size: SIZE.tiny, color: COLOR.muted, width: AXIS_WIDTH - 4, align: 'right' });
    w.textAt(formatPerShare(shareValue, currency), right + 4, y - 3, { size: SIZE.tiny, color: COLOR.muted, width: AXIS_WIDTH - 4 });
  }
  doc.moveTo(left, money.at(0)).lineTo(right, money.at(0)).lineWidth(0.8).strokeColor(COLOR.muted).stroke();
  // Bars.
  columns.forEach((column, index) => {
    const x0 = left + index * slot + (slot - barWidth * CHART_BARS.length) / 2;
    CHART_BARS.forEach((field, bar) => {
      const value = column.values[field];
      if (value === null) return;
      const y1 = money.at(Math.max(0, value));
      const y2 = money.at(Math.min(0, value));
      const x = x0 + bar * barWidth;
      doc.rect(x, y1, barWidth - 1, Math.max(0.5, y2 - y1)).fillOpacity(column.estimate ? CHART_ESTIMATE_OPACITY : 1).fill(CHART_SERIES_COLOURS[field]);
      if (column.estimate) doc.rect(x, y1, barWidth - 1, Math.max(0.5, y2 - y1)).fillOpacity(1).lineWidth(0.5).dash(1.5, { space: 1.5 }).strokeColor(CHART_SERIES_COLOURS[field]).stroke().undash();
    });
    w.textAt(column.label, left + index * slot, bottom + 4, { size: SIZE.tiny, color: column.estimate ? COLOR.muted : COLOR.ink, width: slot, align: 'center' });
  });
  doc.fillOpacity(1);
  // Lines, each point a dot; a segment into an estimate is dotted.
  CHART_LINES.forEach((field, line) => {
    const colour = CHART_SERIES_COLOURS[field];
    let previous: { x: number; y: number } | null = null;
    columns.forEach((column, index) => {
      const value = column.values[field];
      if (value === null) return;
      const point = { x: left + index * slot + slot / 2, y: perShare.at(value) };
      if (previous) {
        doc.moveTo(previous.x, previous.y).lineTo(point.x, point.y).lineWidth(1.4).strokeColor(colour);
        if (column.estimate) doc.dash(1.5, { space: 2 });
        else if (line === 1) doc.dash(4, { space: 2 });
        doc.stroke().undash();
      }
      doc.circle(point.x, point.y, 1.8).fillOpacity(column.estimate ? CHART_ESTIMATE_OPACITY + 0.2 : 1).fill(colour).fillOpacity(1);
      previous = point;
    });
  });
  // Legend: the series, then what the axes and the lighter shade mean.
  let x = w.left;
  const legendY = bottom + 18;
  for (const field of [...CHART_BARS, ...CHART_LINES]) {
    const isLine = (CHART_LINES as readonly string[]).includes(field);
    if (isLine) doc.moveTo(x, legendY + 3).lineTo(x + 12, legendY + 3).lineWidth(1.4).strokeColor(CHART_SERIES_COLOURS[field]).stroke();
    else doc.rect(x, legendY, 10, 7).fill(CHART_SERIES_COLOURS[field]);
    w.textAt(CHART_SERIES_LABELS[field], x + 15, legendY, { size: SIZE.tiny, color: COLOR.ink });
    x += 15 + w.widthOf(CHART_SERIES_LABELS[field], { size: SIZE.tiny }) + 12;
  }
  const key = `Bars: ${chartMoneyAxisName(columns, currency)} (left axis). Lines: per share, split-adjusted (right axis).${columns.some((column) => column.estimate) ? ' Lighter, dashed: estimates.' : ''}`;
  w.textAt(key, x + 6, legendY, { size: SIZE.tiny, color: COLOR.muted, width: w.right - x - 6 });
  doc.restore();
  doc.font(FONT.regular);
  w.y = top + CHART_HEIGHT;
}
