import { CategoryScale, Chart as ChartJS, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartData, type ChartOptions } from 'chart.js';
import { Line } from 'react-chartjs-2';
import { formatDate, formatMoney, LAYOUT, type PriceHistory } from '@thesis/domain';
import { chartedClose, priceChartLabel, splitMarkers } from '../price-chart';

ChartJS.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);

const LINE = LAYOUT.chartPalette[0]!;
const MARKER = LAYOUT.chartPalette[3 % LAYOUT.chartPalette.length]!;

/** The chart itself, loaded apart (PriceHistory): chart.js comes with the first chart drawn. */
export default function PriceChartCanvas({ history, name }: { history: PriceHistory; name: string }) {
  const markers = splitMarkers(history);
  const markerAt = new Map(markers.map((marker) => [marker.index, marker.label]));
  const data: ChartData<'line', (number | null)[], string> = {
    labels: history.points.map((point) => point.date),
    datasets: [
      { label: 'Close', data: history.points.map(chartedClose), borderColor: LINE, backgroundColor: LINE, borderWidth: 1.5, pointRadius: 0, pointHitRadius: 6, tension: 0 },
      {
        label: 'Split',
        data: history.points.map((point, index) => (markerAt.has(index) ? chartedClose(point) : null)),
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
    interaction: { mode: 'index', intersect: false },
    scales: {
      x: { ticks: { maxTicksLimit: 6, autoSkip: true, callback: (_value, index) => formatDate(history.points[index]?.date) }, grid: { display: false } },
      y: { ticks: { callback: (value) => formatMoney(Number(value), history.currency) } },
    },
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => formatDate(history.points[items[0]?.dataIndex ?? 0]?.date),
          label: (item) => {
            const point = history.points[item.dataIndex]!;
            if (item.datasetIndex === 1) return markerAt.get(item.dataIndex) ?? '';
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
