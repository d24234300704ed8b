import { NativeSelect } from '@mantine/core';
import { DASHBOARD_PERIODS, dashboardPeriodLabel, type DashboardPeriod } from '@thesis/domain';

const OPTIONS = DASHBOARD_PERIODS.map((period) => ({ value: period, label: dashboardPeriodLabel(period) }));

function isPeriod(value: string): value is DashboardPeriod {
  return (DASHBOARD_PERIODS as readonly string[]).includes(value);
}

/** The period selector of one chart (spec §4 Dashboard): 'Last month' … 'Last year'. */
export function PeriodSelect({ chartTitle, value, onChange }: { chartTitle: string; value: DashboardPeriod; onChange(period: DashboardPeriod): void }) {
  return (
    <NativeSelect
      aria-label={`${chartTitle} period`}
      data={OPTIONS}
      value={value}
      size="xs"
      w={140}
      onChange={(event) => {
        if (isPeriod(event.currentTarget.value)) onChange(event.currentTarget.value);
      }}
    />
  );
}
