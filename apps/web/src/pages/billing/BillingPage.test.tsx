import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BILLING_MESSAGES } from '@thesis/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingApi } from '../../features/billing/api';
import { billingStateOf, onTrialState, plansAnswer } from '../../features/billing/testing';
import { authStore } from '../../lib/auth-store';
import { renderWithProviders } from '../../test/render';
import BillingPage from './BillingPage';

const page = (data: Awaited<ReturnType<typeof billingApi.history>>['data'], total = data.length) => ({
  data,
  meta: { pagination: { total, count: data.length, per_page: 20, current_page: 1, total_pages: Math.max(1, Math.ceil(total / 20)) } },
});

describe('/billing', { timeout: 20_000 }, () => {
  beforeEach(() => authStore.setToken('token'));
  afterEach(() => {
    vi.restoreAllMocks();
    authStore.clear();
  });

  it('shows the trial, says when there is no history yet, and retries a history that failed to load', async () => {
    vi.spyOn(billingApi, 'plans').mockResolvedValue(plansAnswer(onTrialState(12)));
    const history = vi.spyOn(billingApi, 'history').mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([]));
    renderWithProviders(<BillingPage />, { route: '/billing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('You are on the 90-day free trial of Investor. 12 days left.')).toBeInTheDocument();
    expect(screen.getByTestId('billing-plan-name')).toHaveTextContent('Investor');
    expect(await screen.findByTestId('billing-history-error', {}, { timeout: 5000 })).toHaveTextContent(BILLING_MESSAGES.historyLoadFailed);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(BILLING_MESSAGES.historyEmpty, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(history).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Cancel plan' })).not.toBeInTheDocument();
  });

  it('lists the history and, in local mode, cancels a paid plan after confirmation', async () => {
    const pro = billingStateOf({ plan: 'proInvestor', role: 'proInvestor', paid_plan: 'proInvestor', interval: 'year', status: 'active' });
    vi.spyOn(billingApi, 'plans').mockResolvedValue(plansAnswer(pro));
    vi.spyOn(billingApi, 'history').mockResolvedValue(
      page([{ id: 'h1', kind: 'plan_change', from_plan: 'investor', to_plan: 'proInvestor', interval: 'year', amount: null, currency: null, source: 'local', description: 'Upgraded from Investor to Pro Investor (yearly)', created_at: '2026-03-02T10:00:00.000Z' }]),
    );
    const checkout = vi.spyOn(billingApi, 'checkout').mockResolvedValue({ data: { url: 'http://localhost/pricing?checkout=local&plan=free', applied: true } });
    renderWithProviders(<BillingPage />, { route: '/billing' });
    const table = await screen.findByRole('table', { name: 'Billing history' }, { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('02 Mar 2026Upgraded from Investor to Pro Investor (yearly)—');
    expect(screen.getByText('Yearly · no charge (payments are not configured on this server)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Move from Pro Investor to Free?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Free' }));
    await waitFor(() => expect(checkout).toHaveBeenCalledWith({ plan: 'free' }), { timeout: 5000 });
  });
});
