import { PasswordInput, TextInput, type TextInputProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { MESSAGES } from '@thesis/domain';
import { useController, useFormState, type Control, type FieldErrors, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormTextFieldProps<T extends FieldValues, TOut extends FieldValues>
  extends Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'form' | 'vars' | 'styles' | 'classNames'> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  /** Helper text between the label and the input. */
  hint?: string;
  /** Renders a password input with a show/hide toggle. */
  password?: boolean;
  /** Fields re-validated when this one changes (e.g. the confirmation of a password). */
  deps?: FieldPath<T>[];
  /** Show 'Looks great!' on a valid touched field (spec §5 Form helper). */
  showValid?: boolean;
}

/** Whether the server refused the last submission on any field (errors set with type 'server'). */
function refusedByServer(errors: FieldErrors): boolean {
  return Object.values(errors).some((error) => error !== undefined && (error.type === 'server' || (typeof error === 'object' && !('message' in error) && refusedByServer(error as FieldErrors))));
}

/**
 * A react-hook-form text field on a Mantine input: the schema's message under an invalid field,
 * 'Looks great!' under a valid touched one (spec §5 Form helper) — but never while the server has
 * refused the form on some field: a green mark beside a failed submission reads as a contradiction.
 */
export function FormTextField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  hint,
  password,
  deps,
  showValid = true,
  ...inputProps
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name, rules: deps ? { deps } : undefined });
  const { isSubmitted, errors } = useFormState({ control });
  const value: unknown = field.value;
  const filled = typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
  const valid = showValid && (fieldState.isTouched || isSubmitted) && !fieldState.invalid && filled && !refusedByServer(errors);
  const success = !showValid ? undefined : valid ? (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconCircleCheck size={14} aria-hidden="true" />
      {MESSAGES.looksGreat}
    </span>
  ) : (
    // Holds the line the error or 'Looks great!' will use, so nothing below jumps when one appears.
    '\u00a0'
  );

  const common = {
    ...inputProps,
    name: field.name,
    value: typeof value === 'string' ? value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    disabled: inputProps.disabled ?? field.disabled,
    description: hint,
    error: fieldState.error?.message,
    success,
    withSuccessStyles: valid,
    successProps: valid || !showValid ? undefined : { 'aria-hidden': true },
  };
  return password ? <PasswordInput {...common} /> : <TextInput {...common} />;
}
