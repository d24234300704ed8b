import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

function useDraft(value: string | null, onCommit: (value: string | null) => void) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const commit = () => {
    const next = draft.trim() === '' ? null : draft.trim();
    if (next !== (value ?? null)) onCommit(next);
    else setDraft(value ?? '');
  };
  return { draft, setDraft, commit, reset: () => setDraft(value ?? '') };
}

type Committing = { value: string | null; onCommit(value: string | null): void };

/** A text area saved once, on leaving it (blank clears); follows `value` back on a rollback. */
export function CommitTextarea({
  value,
  onCommit,
  ...props
}: Committing & Omit<TextareaProps, 'value' | 'onChange' | 'onBlur'>) {
  const { draft, setDraft, commit, reset } = useDraft(value, onCommit);
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={8}
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') reset();
      }}
    />
  );
}

/** A one-line text saved on leaving it or on Enter. */
export function CommitTextInput({
  value,
  onCommit,
  ...props
}: Committing & Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'>) {
  const { draft, setDraft, commit, reset } = useDraft(value, onCommit);
  return (
    <TextInput
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') reset();
      }}
    />
  );
}
