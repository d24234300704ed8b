import { Stack } from '@mantine/core';
import { gradePoints, gradesOf, LIMITS, QUALITATIVE_GRADE_LABELS, type QualitativeType } from '@thesis/domain';
import type { Control } from 'react-hook-form';
import { FormTextarea } from '../../../components/form/FormTextarea';
import type { ScoreFields, ScoreValues } from './score-form';

function points(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${Math.abs(value)}` : '0';
}

/** One description per grade of a qualitative type, best grade first (spec §3). */
export function GradeDescriptionsFields({
  type,
  control,
}: {
  type: QualitativeType;
  control: Control<ScoreFields, unknown, ScoreValues>;
}) {
  const labels = QUALITATIVE_GRADE_LABELS[type];
  return (
    <Stack gap="xs">
      {gradesOf(type).map((grade) => (
        <FormTextarea
          key={grade}
          control={control}
          name={`grade_descriptions.${grade}`}
          label={`${labels[grade]} (${points(gradePoints(type, grade))} ${Math.abs(gradePoints(type, grade)) === 1 ? 'point' : 'points'})`}
          placeholder={`What earns “${labels[grade]}”?`}
          minRows={1}
          maxRows={4}
          maxLength={LIMITS.itemDescription}
        />
      ))}
    </Stack>
  );
}
