import { screen, within } from '@testing-library/react';
import type { Decision, User } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { PROFILE_KEY } from '../../auth/session';
import { renderInvestments } from '../../investments/testing';
import { DecisionJournalTable } from './DecisionJournalTable';

function decision(id: string, ticker: string, user: { id: string; username: string }): Decision {
  return {
    id,
    status: 'made',
    investment_review_id: `review-${id}`,
    investment: { id: `inv-${id}`, ticker, name: `${ticker} Corp`, last_price: 10, currency: 'USD' },
    action: 'buy',
    trade_type_id: null,
    trade_type: null,
    timeframe: 'year',
    price: 10,
    date: '2026-01-05T00:00:00.000Z',
    expected_return: 12.5,
    expected_grade: 'average',
    user,
    abilities: { update: false, annotate: false },
    notes: [],
    realised: null,
    created_at: '2026-01-05T00:00:00.000Z',
    updated_at: '2026-01-05T00:00:00.000Z',
  };
}

describe('DecisionJournalTable', () => {
  it("says who made the decisions of reviews shared with the viewer, not on the viewer's own", async () => {
    const view = renderInvestments(<DecisionJournalTable decisions={[decision('d1', 'MINE', { id: 'u1', username: 'ann' }), decision('d2', 'THEIRS', { id: 'u2', username: 'olivia' })]} />);
    view.client.setQueryData(PROFILE_KEY, { id: 'u1', username: 'ann', roles: ['investor'] } as unknown as User);
    const shared = await screen.findByTestId('decided-by');
    expect(shared).toHaveTextContent('Shared · decided by olivia');
    const rows = screen.getAllByRole('row');
    expect(within(rows[2]!).getByRole('link', { name: 'THEIRS' })).toHaveAttribute('href', '/investment-reviews/review-d2');
    expect(within(rows[1]!).queryByTestId('decided-by')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('decided-by')).toHaveLength(1);
  });

  it("names an unlisted company by its ticker, never with the storage suffix", () => {
    const unlisted = decision('d3', 'QFG.PRV', { id: 'u1', username: 'ann' });
    renderInvestments(<DecisionJournalTable decisions={[{ ...unlisted, investment: { ...unlisted.investment, name: 'Quiet Forge' } }]} />);
    expect(screen.getByRole('link', { name: 'QFG' })).toHaveAttribute('href', '/investment-reviews/review-d3');
    expect(screen.queryByText(/\.PRV/)).not.toBeInTheDocument();
  });
});
