import { Chart as ChartJS, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions } from 'chart.js';
import { Scatter } from 'react-chartjs-2';
import type { Calibration } from '@thesis/domain';

ChartJS.register(LinearScale, PointElement, LineElement, Tooltip, Legend);

type Point = { x: number; y: number; count?: number; label?: string };

const percent = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 10);

/** Assigned probability (x) against how often it happened (y), with the diagonal of perfect calibration. */
export function ReliabilityChart({ bins }: { bins: Calibration['reliability'] }) {
  const points = bins
    .filter((bin) => bin.count > 0 && bin.mean_probability !== null && bin.observed_frequency !== null)
    .map((bin): Point => ({ x: percent(bin.mean_probability)!, y: percent(bin.observed_frequency)!, count: bin.count, label: bin.label }));
  const options: ChartOptions<'scatter'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: { min: 0, max: 100, title: { display: true, text: 'Probability you assigned (%)' } },
      y: { min: 0, max: 100, title: { display: true, text: 'How often it happened (%)' } },
    },
    plugins: {
      legend: { position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (item) => {
            const raw = item.raw as Point;
            return raw.count === undefined ? 'Perfect calibration' : `${raw.label}: assigned ${raw.x}%, happened ${raw.y}% (${raw.count} forecasts)`;
          },
        },
      },
    },
  };
  const summary = points.map((point) => `${point.label}: assigned ${point.x}%, happened ${point.y}%`).join('; ');
  return (
    <div style={{ position: 'relative', height: 300 }}>
      <Scatter
        aria-label={`Reliability chart. ${summary || 'No realised forecasts yet.'}`}
        role="img"
        options={options}
        data={{
          datasets: [
            { label: 'Perfect calibration', data: [{ x: 0, y: 0 }, { x: 100, y: 100 }] as Point[], showLine: true, borderColor: '#868e96', borderDash: [6, 4], pointRadius: 0 },
            { label: 'Your forecasts', data: points, clip: false, backgroundColor: '#1c7ed6', borderColor: '#1c7ed6', pointRadius: points.map((point) => Math.min(12, 4 + Math.sqrt(point.count ?? 1))) },
          ],
        }}
      />
    </div>
  );
}
