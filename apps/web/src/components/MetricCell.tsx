import { Text, Tooltip } from '@mantine/core';
import { formatDate, formatScreenMetric, type ScreenMetricId, type ScreenMetricValue } from '@thesis/domain';

/**
 * A stored fundamental in a table cell: the value in its unit, its as-of date on hover or focus;
 * "—" with the reason when the product does not have it.
 */
export function MetricCell({ metricId, metric, label }: { metricId: ScreenMetricId; metric: ScreenMetricValue | undefined; label: string }) {
  if (!metric || metric.value === null) {
    const reason = metric?.reason ?? 'not computed';
    return (
      <Tooltip label={`No ${label}: ${reason}`} multiline w={260} withArrow>
        <Text span size="sm" c="dimmed" tabIndex={0} aria-label={`No ${label}: ${reason}`}>—</Text>
      </Tooltip>
    );
  }
  const shown = formatScreenMetric(metricId, metric.value);
  const asOf = metric.as_of ? `As of ${formatDate(metric.as_of)}` : 'As-of date not recorded';
  return (
    <Tooltip label={asOf} withArrow>
      <Text span size="sm" tabIndex={0} aria-label={`${label} ${shown}, ${asOf.toLowerCase()}`} style={{ fontVariantNumeric: 'tabular-nums' }}>{shown}</Text>
    </Tooltip>
  );
}
