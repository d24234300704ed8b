import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PORTFOLIO_MESSAGES, type User } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_KEY } from '../../auth/session';
import { renderInvestments } from '../../investments/testing';
import { portfolioApi, type HoldingWrite } from '../api';
import { AddToPortfolioButton } from './AddToPortfolioButton';

const investment = { id: 'inv-1', ticker: 'AAPL', name: 'Apple Inc.' };

function renderAs(role: string) {
  const view = renderInvestments(<AddToPortfolioButton investment={investment} />);
  view.client.setQueryData(PROFILE_KEY, { id: 'u1', username: 'ann', roles: [role] } as unknown as User);
  return view;
}

const written = (shares: number, created: boolean): HoldingWrite =>
  ({ data: { id: 'h1', investment_id: 'inv-1', shares_count: shares }, meta: { created, message: created ? PORTFOLIO_MESSAGES.added : PORTFOLIO_MESSAGES.updated } }) as unknown as HoldingWrite;

describe('AddToPortfolioButton (create shares modal)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('adds an investment with a number of shares, refusing a non-positive one', async () => {
    vi.spyOn(portfolioApi, 'holding').mockResolvedValue({ data: null });
    const set = vi.spyOn(portfolioApi, 'set').mockResolvedValue(written(12, true));
    renderAs('investor');
    const button = await screen.findByRole('button', { name: 'Add to portfolio' });
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    fireEvent.click(button);
    const input = await screen.findByLabelText(/Number of shares/);
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to portfolio' }).at(-1)!);
    expect(await screen.findByText(PORTFOLIO_MESSAGES.sharesPositive)).toBeInTheDocument();
    expect(set).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to portfolio' }).at(-1)!);
    await waitFor(() => expect(set).toHaveBeenCalledWith('inv-1', 12));
  });

  it('shows the shares already held and edits them', async () => {
    vi.spyOn(portfolioApi, 'holding').mockResolvedValue({ data: { id: 'h1', investment_id: 'inv-1', shares_count: 10, updated_at: '2026-11-01T00:00:00.000Z' } });
    const set = vi.spyOn(portfolioApi, 'set').mockResolvedValue(written(15, false));
    renderAs('investor');
    fireEvent.click(await screen.findByRole('button', { name: 'In portfolio: 10 shares' }));
    expect(await screen.findByText('You hold 10 shares. Saving replaces that number.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/Number of shares/), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save shares' }));
    await waitFor(() => expect(set).toHaveBeenCalledWith('inv-1', 15));
  });

  it('renders nothing for a teamViewer, whose role has no portfolio', () => {
    const holding = vi.spyOn(portfolioApi, 'holding');
    renderAs('teamViewer');
    expect(screen.queryByRole('button', { name: /portfolio/i })).not.toBeInTheDocument();
    expect(holding).not.toHaveBeenCalled();
  });
});
