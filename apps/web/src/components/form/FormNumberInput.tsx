import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormNumberInputProps<T extends FieldValues, TOut extends FieldValues> extends Omit<
  NumberInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'form' | 'vars' | 'styles' | 'classNames'
> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}

/**
 * A react-hook-form number on a Mantine NumberInput. The field holds a number, or NaN while the
 * text is not one (empty, a lone minus sign), so the schema reports it with its own message; the
 * text the user is typing is kept as typed.
 */
export function FormNumberInput<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...props
}: FormNumberInputProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  const [text, setText] = useState<string | number>(typeof value === 'number' && !Number.isNaN(value) ? value : '');
  const [seen, setSeen] = useState<unknown>(value);
  if (!Object.is(seen, value)) {
    // The value changed from outside (a reset, a slider): show it.
    setSeen(value);
    if (typeof value === 'number' && !Number.isNaN(value) && value !== (typeof text === 'number' ? text : Number.NaN))
      setText(value);
  }
  return (
    <NumberInput
      {...props}
      name={field.name}
      ref={field.ref}
      value={text}
      onChange={(next) => {
        setText(next);
        const number = typeof next === 'number' ? next : Number.NaN;
        setSeen(number);
        field.onChange(number);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
