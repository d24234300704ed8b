import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING_MESSAGES } from '@thesis/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi } from '../../features/billing/api';
import { billingStateOf, onTrialState, plansAnswer } from '../../features/billing/testing';
import { authStore } from '../../lib/auth-store';
import { renderWithProviders } from '../../test/render';
import PricingPage from './PricingPage';

describe('/pricing for a signed-in user', { timeout: 20_000 }, () => {
  beforeEach(() => authStore.setToken('token'));
  afterEach(() => {
    vi.restoreAllMocks();
    authStore.clear();
  });

  it('marks the trial as the current plan, says payments are not configured, and applies a plan at once', async () => {
    vi.spyOn(billingApi, 'plans').mockResolvedValue(plansAnswer(onTrialState(40)));
    const checkout = vi.spyOn(billingApi, 'checkout').mockResolvedValue({ data: { url: 'http://localhost/pricing?checkout=local&plan=proInvestor', applied: true } });
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    expect(await screen.findByTestId('current-plan-summary', {}, { timeout: 5000 })).toHaveTextContent('You are on the 90-day free trial of Investor. 40 days left.');
    expect(screen.getByTestId('billing-mode-note')).toHaveTextContent(`${BILLING_MESSAGES.localModeNote}.`);
    expect(within(screen.getByTestId('plan-investor')).getByText('Your plan')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-proInvestor')).getByTestId('price-proInvestor')).toHaveTextContent('$49');

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(screen.getByTestId('plan-proInvestor')).getByTestId('price-proInvestor')).toHaveTextContent('$490');
    await userEvent.click(within(screen.getByTestId('plan-proInvestor')).getByRole('button', { name: 'Upgrade to Pro Investor' }));
    await waitFor(() => expect(checkout).toHaveBeenCalledWith({ plan: 'proInvestor', interval: 'year' }), { timeout: 5000 });
    expect(await screen.findByTestId('checkout-outcome', {}, { timeout: 5000 })).toHaveTextContent('Your plan is now Pro Investor.');
  });

  it('asks before a move to a lower plan, and does nothing when cancelled', async () => {
    const pro = billingStateOf({ plan: 'proInvestor', role: 'proInvestor', paid_plan: 'proInvestor', interval: 'month', status: 'active' });
    vi.spyOn(billingApi, 'plans').mockResolvedValue(plansAnswer(pro));
    const checkout = vi.spyOn(billingApi, 'checkout').mockResolvedValue({ data: { url: 'http://localhost/pricing?checkout=local&plan=free', applied: true } });
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    await userEvent.click(await within(await screen.findByTestId('plan-free', {}, { timeout: 5000 })).findByRole('button', { name: 'Switch to Free' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Move from Pro Investor to Free? Your team becomes inactive');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(checkout).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByTestId('plan-investor')).getByRole('button', { name: 'Switch to Investor' }));
    await userEvent.click(within(await screen.findByRole('dialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Switch to Investor' }));
    await waitFor(() => expect(checkout).toHaveBeenCalledWith({ plan: 'investor', interval: 'month' }), { timeout: 5000 });
  });

  it('shows an administrator no prices and no plan buttons', async () => {
    vi.spyOn(billingApi, 'plans').mockResolvedValue(plansAnswer(billingStateOf({ role: 'admin', abilities: { change_plan: false, manage_billing: true } })));
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    expect(await screen.findByText(BILLING_MESSAGES.adminHasNoPlan, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('plan-investor')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    const plans = vi.spyOn(billingApi, 'plans').mockRejectedValueOnce(new Error('down')).mockResolvedValue(plansAnswer(billingStateOf()));
    renderWithProviders(<PricingPage />, { route: '/pricing' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await screen.findByTestId('plan-free', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(plans).toHaveBeenCalledTimes(2);
  });
});
