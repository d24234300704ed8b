import { Select, type SelectProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormSelectProps<T extends FieldValues, TOut extends FieldValues> extends Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'form' | 'vars' | 'styles' | 'classNames'
> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}

/**
 * A react-hook-form select on a Mantine Select. A cleared select holds null, so a required
 * choice fails its schema with the field's own message (e.g. 'Please select a group').
 */
export function FormSelect<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  ...props
}: FormSelectProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value: unknown = field.value;
  return (
    <Select
      {...props}
      name={field.name}
      ref={field.ref}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => field.onChange(next ?? null)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}
