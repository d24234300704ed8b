import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING_MESSAGES } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth-store';
import { renderWithProviders } from '../../test/render';
import { billingApi } from '../billing/api';
import { billingStateOf, plansAnswer } from '../billing/testing';
import { TrialEndedNotice } from './TrialEndedNotice';

describe('the notice that the trial ended (issue #18 item 5)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    authStore.clear();
  });

  it('says once that the account moved to Free, and dismissing it tells the server', async () => {
    authStore.setToken('token');
    const due = billingStateOf({ trial: { active: false, ends_at: '2026-04-02T00:00:00.000Z', days_left: 0 }, trial_ended_notice: true });
    vi.spyOn(billingApi, 'plans').mockResolvedValue(plansAnswer(due));
    const dismiss = vi.spyOn(billingApi, 'dismissTrialEnded').mockResolvedValue({ data: { ...due, trial_ended_notice: false } });
    renderWithProviders(<TrialEndedNotice />);
    const notice = await screen.findByTestId('trial-ended-notice', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent(BILLING_MESSAGES.trialEndedTitle);
    expect(notice).toHaveTextContent(BILLING_MESSAGES.trialEnded);
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the notice that the trial ended' }));
    await waitFor(() => expect(screen.queryByTestId('trial-ended-notice')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when the notice is not due', async () => {
    authStore.setToken('token');
    const plans = vi.spyOn(billingApi, 'plans').mockResolvedValue(plansAnswer(billingStateOf()));
    renderWithProviders(<TrialEndedNotice />);
    await waitFor(() => expect(plans).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.queryByTestId('trial-ended-notice')).not.toBeInTheDocument();
  });
});
