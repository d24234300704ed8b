import { Select } from '@mantine/core';
import { RELEVANCE_LABELS, RELEVANCE_VALUES, type Relevance } from '@thesis/domain';

const OPTIONS = RELEVANCE_VALUES.map((value) => ({ value, label: RELEVANCE_LABELS[value] }));

/** Relevance of an item (high 3, moderate 2, low 1, n_a 0 in the summary relevance). */
export function RelevanceSelect({
  value,
  subject,
  disabled,
  onChange,
}: {
  value: Relevance | null;
  subject: string;
  disabled: boolean;
  onChange(value: Relevance | null): void;
}) {
  return (
    <Select
      size="xs"
      w={112}
      aria-label={`Relevance of ${subject}`}
      placeholder="Relevance"
      data={OPTIONS}
      value={value}
      clearable={!disabled}
      readOnly={disabled}
      onChange={(next) => {
        if (next !== value) onChange((next as Relevance | null) ?? null);
      }}
    />
  );
}
