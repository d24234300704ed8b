import { Bar, Line } from 'react-chartjs-2';
import type { ChartData } from '@thesis/domain';
import { lineData, lineOptions, stackedBarData, stackedBarOptions } from '../chart-config';

/**
 * The canvas of a dashboard chart: a line for Reviews, stacked bars otherwise. Loaded apart
 * (ActivityChart): chart.js comes with the first chart drawn, not with the dashboard page.
 */
export default function ChartCanvas({ kind, data, label }: { kind: 'line' | 'bar'; data: ChartData; label: string }) {
  return kind === 'line' ? <Line data={lineData(data)} options={lineOptions()} role="img" aria-label={label} /> : <Bar data={stackedBarData(data)} options={stackedBarOptions()} role="img" aria-label={label} />;
}
