import { screen, within } from '@testing-library/react';
import type { Decision } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { makeReview, renderReview } from '../../reviews/testing';
import { ArchivedDecisionPanel } from './ArchivedDecisionPanel';

const made: Decision = {
  id: 'd1', status: 'made', investment_review_id: 'r1', investment: { id: 'i1', ticker: 'AAPL', name: 'Apple', last_price: 100, currency: 'USD' },
  action: 'hold', trade_type_id: 't1', trade_type: null, timeframe: 'year', price: 95, date: '2026-06-15T00:00:00.000Z',
  expected_return: 12, expected_grade: 'average', user: { id: 'u1', username: 'ann' }, abilities: { update: false, annotate: false },
  notes: [], realised: null, created_at: '2026-11-02T00:00:00.000Z', updated_at: '2026-11-02T00:00:00.000Z',
  process_data: [
    {
      investment_process_id: 'ip1', process_id: 'p1', name: 'Quality', score: 1, relevance: 2.5, valuation: null, upside: null,
      factors: [
        { id: 'f1', name: 'Moat', type: 'Qualitative5pt', score: 'v_good', score_factor: 2, relevance: 'high', value: null },
        { id: 'f2', name: 'Balance sheet', type: 'Qualitative7pt', score: 'below_ave', score_factor: -1, relevance: 'low', value: null },
        { id: 'f3', name: 'Governance', type: 'Flags', score: 'poor', score_factor: -1, relevance: 'moderate', value: null },
        { id: 'f4', name: 'Capital returns', type: 'TickCross', score: null, score_factor: 0, relevance: null, value: null },
      ],
    },
  ],
};

describe('an archived decision (spec §2 Decisions)', () => {
  it('names the review scores when decided by their labels, never their codes', () => {
    renderReview(<ArchivedDecisionPanel decision={made} reviewId="r1" />, makeReview([]));
    const table = screen.getByRole('table', { name: 'Review scores when the decision was made' });
    const row = within(table).getByRole('row', { name: /Quality/ });
    expect(row).toHaveTextContent('Moat: Very good · Balance sheet: Below average · Governance: Red flag · Capital returns: Not scored');
    expect(table.textContent).not.toMatch(/v_good|below_ave|\bpoor\b/);
  });
});
