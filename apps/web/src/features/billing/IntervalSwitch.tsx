import { Group, SegmentedControl, Text } from '@mantine/core';
import { yearlySavingPercent, type BillingInterval, type Plan } from '@thesis/domain';

/** The largest yearly saving among the paid plans, for the switch's label. */
function bestSaving(plans: Plan[]): number {
  return Math.max(0, ...plans.map((plan) => (plan.prices ? yearlySavingPercent(plan.prices) : 0)));
}

/** Monthly or yearly billing for the prices shown. */
export function IntervalSwitch({ plans, value, onChange }: { plans: Plan[]; value: BillingInterval; onChange(value: BillingInterval): void }) {
  const saving = bestSaving(plans);
  return (
    <Group gap="sm" justify="center">
      <SegmentedControl
        aria-label="Billing period"
        value={value}
        onChange={(next) => onChange(next as BillingInterval)}
        data={[
          { value: 'month', label: 'Monthly' },
          { value: 'year', label: 'Yearly' },
        ]}
      />
      {saving > 0 && (
        <Text size="sm" c="green.9" fw={600}>
          Save up to {saving}% yearly
        </Text>
      )}
    </Group>
  );
}
