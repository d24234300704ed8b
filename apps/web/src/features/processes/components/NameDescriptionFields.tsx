import { LIMITS } from '@thesis/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextarea } from '../../../components/form/FormTextarea';
import { FormTextField } from '../../../components/form/FormTextField';

interface Props<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  descriptionRows?: number;
  /** Limits: a process's by default; items pass their own. */
  nameMax?: number;
  descriptionMax?: number;
}

/** The name and description fields of a process or process item, as the create and edit forms show them. */
export function NameDescriptionFields<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  descriptionRows = 3,
  nameMax = LIMITS.processName,
  descriptionMax = LIMITS.processDescription,
}: Props<T, TOut>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'name' as Path<T>}
        label="Name"
        withAsterisk
        data-autofocus
        maxLength={nameMax}
        showValid={false}
      />
      <FormTextarea
        control={control}
        name={'description' as Path<T>}
        label="Description"
        maxChars={descriptionMax}
        minRows={descriptionRows}
      />
    </>
  );
}
