import { Select } from '@mantine/core';
import { bindingOf, bindingOptions, isQualitativeType, type ScoreType } from '@thesis/domain';
import { useController, type Control } from 'react-hook-form';
import type { ScoreFields, ScoreValues } from './score-form';

/** Options grouped as the catalogue is (Growth, Margins … or Rules). */
function grouped(type: ScoreType) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const option of bindingOptions(type)) groups.set(option.group, [...(groups.get(option.group) ?? []), { value: option.key, label: option.label }]);
  return [...groups].map(([group, items]) => ({ group, items }));
}

/**
 * The metric (quantitative items) or grading rule (qualitative items) the built-in analyst fills
 * the item from. Only what fits the type is offered; nothing for Valuation.
 */
export function MetricBindingField({ type, control }: { type: ScoreType; control: Control<ScoreFields, unknown, ScoreValues> }) {
  const { field, fieldState } = useController({ control, name: 'metric_key' });
  const data = grouped(type);
  if (data.length === 0) return null;
  const selected = bindingOf(typeof field.value === 'string' ? field.value : null);
  const qualitative = isQualitativeType(type);
  const description = selected
    ? selected.kind === 'rule'
      ? `${selected.rule.text} ${selected.metric.definition}`
      : selected.metric.definition
    : qualitative
      ? 'Pick a rule to let AI fills grade this item from a computed figure; otherwise it is left for your judgement.'
      : 'Pick a metric to let AI fills propose this value from the company’s figures; otherwise it is left for you.';
  return (
    <Select
      label={qualitative ? 'Graded by the built-in analyst with' : 'Filled by the built-in analyst from'}
      placeholder={qualitative ? 'No rule' : 'No metric'}
      description={description}
      data={data}
      searchable
      clearable
      nothingFoundMessage="No metric of that name"
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(next) => field.onChange(next ?? null)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      comboboxProps={{ withinPortal: true }}
      data-testid="metric-binding"
    />
  );
}
