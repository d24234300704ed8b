import { Checkbox } from '@mantine/core';

/** The header checkbox of a selectable table: checked when every row is, indeterminate when some are. */
export function SelectAllCheckbox({
  title,
  ids,
  selected,
  onSelect,
}: {
  /** The table's title ('Active screens'), named in the label in lower case. */
  title: string;
  ids: string[];
  selected: ReadonlySet<string>;
  onSelect(ids: string[], selected: boolean): void;
}) {
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      aria-label={`Select all ${title.toLowerCase()}`}
      checked={chosen === ids.length}
      indeterminate={chosen > 0 && chosen < ids.length}
      onChange={(event) => onSelect(ids, event.currentTarget.checked)}
    />
  );
}
