import { Textarea, type TextareaProps } from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormTextareaProps<T extends FieldValues, TOut extends FieldValues> extends Omit<
  TextareaProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'form' | 'vars' | 'styles' | 'classNames'
> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Shows "n / max" under the field. */
  maxChars?: number;
}

/** A react-hook-form text area on a Mantine Textarea, with the schema's message and an optional counter. */
export function FormTextarea<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  maxChars,
  ...props
}: FormTextareaProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={8}
      {...props}
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      description={props.description ?? (maxChars ? `${value.length} / ${maxChars}` : undefined)}
      inputWrapperOrder={['label', 'input', 'error', 'description']}
    />
  );
}
