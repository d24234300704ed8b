import { Anchor, Button, CloseButton, Group, Paper, Progress, Stack, Text, ThemeIcon, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { FIRST_STEP_TEXT, FIRST_STEPS_TITLE, showsFirstSteps, type FirstStep } from '@thesis/domain';
import { Link } from 'react-router';
import { toast } from '../../../lib/notify';
import { investmentReview, PATHS } from '../../../lib/paths';
import { useDismissFirstSteps, useFirstSteps } from '../api';

/** Where each step is taken: the score and decision steps on the review changed last, when there is one. */
function pathOf(step: FirstStep, latestReviewId: string | null): string {
  switch (step) {
    case 'process':
      return PATHS.processes;
    case 'review':
      return PATHS.investments;
    case 'score':
    case 'decision':
      return latestReviewId ? investmentReview(latestReviewId) : PATHS.investments;
    case 'screen':
      return PATHS.screening;
  }
}

/**
 * The first-run checklist at the top of the dashboard: copy a process, review a company, score,
 * decide, screen. Each step is ticked from the account's data and links to where it is taken; the
 * card goes once every step is done or it is dismissed.
 */
export function FirstStepsCard() {
  const steps = useFirstSteps();
  const dismiss = useDismissFirstSteps();
  if (steps.isPending) return null;
  if (steps.isError) {
    return (
      <Paper withBorder radius="md" p="sm" data-testid="first-steps-error">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">The getting-started checklist could not be loaded.</Text>
          <Button size="compact-sm" variant="light" onClick={() => void steps.refetch()}>Try again</Button>
        </Group>
      </Paper>
    );
  }
  if (!showsFirstSteps(steps.data)) return null;
  const done = steps.data.steps.filter((step) => step.done).length;
  const total = steps.data.steps.length;
  const next = steps.data.steps.find((step) => !step.done)?.key;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="first-steps-title" data-testid="first-steps">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="sm">
        <Stack gap={4} style={{ flex: 1 }}>
          <Title order={2} fz="lg" id="first-steps-title">{FIRST_STEPS_TITLE}</Title>
          <Group gap="sm" wrap="nowrap">
            <Progress value={(done / total) * 100} w={160} size="sm" aria-label={`${done} of ${total} steps done`} />
            <Text size="sm" c="dimmed">{done} of {total} done</Text>
          </Group>
        </Stack>
        <Tooltip label="Hide this checklist for good">
          <CloseButton
            aria-label="Hide the getting-started checklist"
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate(undefined, { onError: () => toast.error('The checklist could not be hidden. Please try again.') })}
          />
        </Tooltip>
      </Group>
      <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {steps.data.steps.map((step) => {
          const text = FIRST_STEP_TEXT[step.key];
          return (
            <Group key={step.key} component="li" gap="sm" wrap="nowrap" py={8} justify="space-between" data-testid={`first-step-${step.key}`} data-done={step.done}>
              <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
                <ThemeIcon variant="transparent" color={step.done ? 'teal.8' : 'gray.6'} size={22} aria-hidden="true">
                  {step.done ? <IconCircleCheckFilled size={20} /> : <IconCircleDashed size={20} />}
                </ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} td={step.done ? 'line-through' : undefined} c={step.done ? 'dimmed' : undefined}>
                    {text.title}
                    <VisuallyHidden>{step.done ? ' (done)' : ' (to do)'}</VisuallyHidden>
                  </Text>
                  {!step.done && <Text size="xs" c="dimmed">{text.hint}</Text>}
                </div>
              </Group>
              {!step.done &&
                (step.key === next ? (
                  <Button component={Link} to={pathOf(step.key, steps.data.latest_review_id)} size="compact-sm" style={{ flex: 'none' }}>
                    {text.action}
                  </Button>
                ) : (
                  <Anchor component={Link} to={pathOf(step.key, steps.data.latest_review_id)} size="sm" style={{ flex: 'none' }}>
                    {text.action}
                  </Anchor>
                ))}
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
