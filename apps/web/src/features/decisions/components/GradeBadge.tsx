import { Badge, type BadgeProps } from '@mantine/core';
import type { DecisionAction, OutcomeKey } from '@thesis/domain';
import { ACTION_COLORS, actionLabel, GRADE_COLORS, gradeLabel } from '../format';

/** An outcome grade as a tinted badge; the label is dark so every tint passes WCAG AA contrast. */
export function GradeBadge({ grade, ...props }: { grade: OutcomeKey } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge variant="light" color={GRADE_COLORS[grade]} c="dark.8" {...props}>
      {gradeLabel(grade)}
    </Badge>
  );
}

/** A decision action as a tinted badge (dark label, AA contrast). */
export function ActionBadge({ action, ...props }: { action: DecisionAction } & Omit<BadgeProps, 'color' | 'children'>) {
  return (
    <Badge variant="light" color={ACTION_COLORS[action]} c="dark.8" {...props}>
      {actionLabel(action)}
    </Badge>
  );
}
