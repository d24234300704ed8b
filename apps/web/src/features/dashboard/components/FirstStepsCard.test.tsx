import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_STEP_TEXT, FIRST_STEPS_TITLE, type FirstSteps } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { dashboardApi } from '../api';
import { FirstStepsCard } from './FirstStepsCard';

const answer = (done: Partial<Record<FirstSteps['steps'][number]['key'], boolean>>, extra: Partial<FirstSteps> = {}): { data: FirstSteps } => ({
  data: {
    steps: (['process', 'review', 'score', 'decision', 'screen'] as const).map((key) => ({ key, done: done[key] ?? false })),
    dismissed_at: null,
    latest_review_id: 'r-1',
    ...extra,
  },
});

describe('the first-run checklist on the dashboard', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('ticks the steps done, counts them and points the next one to where it is taken', async () => {
    vi.spyOn(dashboardApi, 'firstSteps').mockResolvedValue(answer({ process: true, review: true }));
    renderWithProviders(<FirstStepsCard />, { route: '/dashboard' });
    const card = await screen.findByRole('region', { name: FIRST_STEPS_TITLE }, { timeout: 5000 });
    expect(card).toHaveTextContent('2 of 5 done');
    expect(within(card).getByTestId('first-step-process')).toHaveTextContent('Copy a template process (done)');
    expect(within(card).getByTestId('first-step-score')).toHaveTextContent('Score what you found (to do)');
    // The next step is the one button; it opens the review changed last.
    const next = within(card).getByRole('link', { name: FIRST_STEP_TEXT.score.action });
    expect(next).toHaveAttribute('href', '/investment-reviews/r-1');
    expect(within(card).getByRole('link', { name: FIRST_STEP_TEXT.screen.action })).toHaveAttribute('href', '/screening');
    expect(within(card).queryByRole('link', { name: FIRST_STEP_TEXT.process.action })).not.toBeInTheDocument();
  });

  it('is hidden when every step is done or it was dismissed, and dismisses with one click', async () => {
    vi.spyOn(dashboardApi, 'firstSteps').mockResolvedValue(answer({ process: true }));
    const dismiss = vi.spyOn(dashboardApi, 'dismissFirstSteps').mockResolvedValue(answer({ process: true }, { dismissed_at: '2026-12-07T10:00:00.000Z' }));
    renderWithProviders(<FirstStepsCard />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the getting-started checklist' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.queryByTestId('first-steps')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('says nothing once all is done, and offers a retry when it cannot load', async () => {
    const read = vi.spyOn(dashboardApi, 'firstSteps').mockRejectedValueOnce(new Error('down')).mockResolvedValue(answer({ process: true, review: true, score: true, decision: true, screen: true }));
    renderWithProviders(<FirstStepsCard />, { route: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByTestId('first-steps-error')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(screen.queryByTestId('first-steps')).not.toBeInTheDocument();
  });
});
