import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

interface CommitNumberInputProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur'> {
  value: number | null;
  /** Called on blur or Enter when the number differs from `value` (null when cleared). */
  onCommit(value: number | null): void;
}

/** A number typed freely and saved once: on leaving the field or pressing Enter. Follows `value` back on a rollback. */
export function CommitNumberInput({ value, onCommit, ...props }: CommitNumberInputProps) {
  const [draft, setDraft] = useState<number | string>(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);

  function commit() {
    const next = draft === '' || draft === '-' ? null : Number(draft);
    if (next !== null && !Number.isFinite(next)) return setDraft(value ?? '');
    if (next !== value) onCommit(next);
  }

  return (
    <NumberInput
      size="xs"
      hideControls
      thousandSeparator=","
      {...props}
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setDraft(value ?? '');
      }}
    />
  );
}
