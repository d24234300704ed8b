import { VisuallyHidden } from '@mantine/core';
import type { ChartData } from '@thesis/domain';

/** The chart's numbers as a table for screen readers (the canvas itself is only an image). */
export function ChartSummaryTable({ caption, chart }: { caption: string; chart: ChartData }) {
  const datasets = chart.datasets.filter((dataset) => dataset.data.some((value) => value > 0));
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {datasets.map((dataset) => (
              <th key={dataset.key} scope="col">
                {dataset.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {datasets.map((dataset) => (
                <td key={dataset.key}>{dataset.data[index] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
