import { z } from 'zod';
import type { Capability } from '../permissions/capabilities';

/**
 * The first-run checklist on the dashboard: the five steps from an empty account to a decision
 * and a screen, in the order they depend on each other. Each is ticked from the account's real
 * data (its workspace's processes, reviews, scores, decisions and screens), never from clicks,
 * and offered only to those whose role may take it. The person can dismiss the list for good.
 */
export const FIRST_STEPS = ['process', 'review', 'score', 'decision', 'screen'] as const;
export type FirstStep = (typeof FIRST_STEPS)[number];

export const FIRST_STEP_TEXT: Readonly<Record<FirstStep, { title: string; hint: string; action: string }>> = {
  process: {
    title: 'Copy a template process',
    hint: 'Start from an investment style (Quality Compounder, Deep Value, Dividend Income…) and make it your own.',
    action: 'Browse templates',
  },
  review: {
    title: 'Review a company',
    hint: 'Find a listed company and attach your process to it.',
    action: 'Find a company',
  },
  score: {
    title: 'Score what you found',
    hint: 'Grade a factor or a question, or let Fill with AI suggest values from the filed figures.',
    action: 'Open your review',
  },
  decision: {
    title: 'Record a decision',
    hint: 'Buy, hold or pass with a probability matrix, so you can check your calls later.',
    action: 'Decide on your review',
  },
  screen: {
    title: 'Build a screen',
    hint: 'Rank the companies you reviewed by your own scores and the fundamentals.',
    action: 'Create a screen',
  },
};

/** What each step needs the role to allow (a Viewer is not asked to copy a process). */
export const FIRST_STEP_CAPABILITY: Readonly<Record<FirstStep, Capability>> = {
  process: 'processes.edit',
  review: 'reviews.edit',
  score: 'reviews.edit',
  decision: 'decisions.make',
  screen: 'screens.use',
};

export const FIRST_STEPS_TITLE = 'Get started with Thesis';

export const firstStepsSchema = z.object({
  /** The steps this person may take, in order, each ticked from the workspace's data. */
  steps: z.array(z.object({ key: z.enum(FIRST_STEPS), done: z.boolean() })),
  /** When the person hid the list (null: shown while a step is open). */
  dismissed_at: z.string().nullable(),
  /** The review most recently changed in the workspace, where the score and decision steps are taken. */
  latest_review_id: z.string().nullable(),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;

/** Whether the dashboard shows the list: not dismissed, and a step still open. */
export function showsFirstSteps(steps: FirstSteps): boolean {
  return steps.dismissed_at === null && steps.steps.some((step) => !step.done);
}
