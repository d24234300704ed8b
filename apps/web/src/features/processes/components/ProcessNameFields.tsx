import { LIMITS } from '@thesis/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextarea } from '../../../components/form/FormTextarea';
import { FormTextField } from '../../../components/form/FormTextField';

interface Props<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  descriptionRows?: number;
}

/** The name and description fields of a process, as the create and edit forms show them. */
export function ProcessNameFields<T extends FieldValues, TOut extends FieldValues = T>({ control, descriptionRows = 3 }: Props<T, TOut>) {
  return (
    <>
      <FormTextField
        control={control}
        name={'name' as Path<T>}
        label="Name"
        withAsterisk
        data-autofocus
        maxLength={LIMITS.processName}
        showValid={false}
      />
      <FormTextarea
        control={control}
        name={'description' as Path<T>}
        label="Description"
        maxChars={LIMITS.processDescription}
        minRows={descriptionRows}
      />
    </>
  );
}
