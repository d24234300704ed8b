import { Chart as ChartJS, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { formatDate, formatMoney, LAYOUT, type PriceHistory } from '@thesis/domain';
import { chartedClose, priceChartLabel, splitMarkers } from '../price-chart';

ChartJS.register(LineController, LineElement, PointElement, LinearScale, Tooltip);

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);

const LINE = LAYOUT.chartPalette[0]!;
const MARKER = LAYOUT.chartPalette[3 % LAYOUT.chartPalette.length]!;

/** The chart itself, loaded apart (PriceHistory): chart.js comes with the first chart drawn. */
export default function PriceChartCanvas({ history, name }: { history: PriceHistory; name: string }) {
  const markers = splitMarkers(history);
  // Days on a linear axis (milliseconds), so a gap in trading (holidays, a missing stretch) shows as a gap in time.
  const data: ChartData<'line', { x: number; y: number }[]> = {
    datasets: [
      { label: 'Close', data: history.points.map((point) => ({ x: dayOf(point.date), y: chartedClose(point) })), borderColor: LINE, backgroundColor: LINE, borderWidth: 1.5, pointRadius: 0, pointHitRadius: 6, tension: 0 },
      {
        label: 'Split',
        data: markers.map((marker) => ({ x: dayOf(history.points[marker.index]!.date), y: chartedClose(history.points[marker.index]!) })),
        showLine: false,
        pointStyle: 'triangle',
        pointRadius: 7,
        pointHoverRadius: 9,
        borderColor: MARKER,
        backgroundColor: MARKER,
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: 'nearest', axis: 'x', intersect: false },
    scales: {
      x: { type: 'linear', min: dayOf(history.points[0]!.date), max: dayOf(history.points.at(-1)!.date), ticks: { maxTicksLimit: 6, callback: (value) => formatDate(new Date(Number(value)).toISOString().slice(0, 10)) }, grid: { display: false } },
      y: { ticks: { callback: (value) => formatMoney(Number(value), history.currency) } },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => formatDate(new Date(Number(items[0]?.parsed.x ?? 0)).toISOString().slice(0, 10)),
          label: (item) => {
            if (item.datasetIndex === 1) return markers[item.dataIndex]?.label ?? '';
            const point = history.points[item.dataIndex]!;
            const traded = formatMoney(point.close, history.currency);
            return point.adjusted_close !== null && Math.abs(point.adjusted_close - point.close) > 1e-9
              ? `Close ${traded} (adjusted for later splits and dividends: ${formatMoney(point.adjusted_close, history.currency)})`
              : `Close ${traded}`;
          },
        },
      },
    },
  };
  return <Line data={data} options={options} role="img" aria-label={priceChartLabel(name, history)} />;
}
