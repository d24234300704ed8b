import { describe, expect, it } from 'vitest';
import type { DashboardTableRow } from './api';
import { nextSort, sortReviewRows } from './review-table-sort';

const row = (id: string, ticker: string, price: number | null, updated: string, score: 'good' | 'poor' | null): DashboardTableRow => ({
  id,
  updated_at: updated,
  investment: { ticker, name: `${ticker} Inc.`, last_price: price },
  user: { username: id },
  defaultProcess: score === null ? null : { id: `p${id}`, process_id: 'p', name: 'Core', factors: [{ id: 'f', name: 'Moat', type: 'Qualitative5pt', score }] },
});

const rows = [row('a', 'MSFT', 300, '2026-03-01T00:00:00Z', 'good'), row('b', 'AAPL', null, '2026-03-03T00:00:00Z', null), row('c', 'BHP', 40, '2026-03-02T00:00:00Z', 'poor')];

describe('sorting the dashboard tables', () => {
  it('sorts by text, number and date either way', () => {
    expect(sortReviewRows(rows, { column: 'ticker', direction: 'asc' }).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(sortReviewRows(rows, { column: 'updated_at', direction: 'desc' }).map((r) => r.id)).toEqual(['b', 'c', 'a']);
    expect(sortReviewRows(rows, { column: 'price', direction: 'desc' }).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });
  it('keeps missing prices and scores last in both directions', () => {
    expect(sortReviewRows(rows, { column: 'price', direction: 'asc' }).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(sortReviewRows(rows, { column: 'score', direction: 'asc' }).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(sortReviewRows(rows, { column: 'score', direction: 'desc' }).map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });
  it('flips the direction of the same column and starts a new one ascending (dates and scores descending)', () => {
    expect(nextSort({ column: 'ticker', direction: 'asc' }, 'ticker')).toEqual({ column: 'ticker', direction: 'desc' });
    expect(nextSort({ column: 'ticker', direction: 'asc' }, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'ticker', direction: 'asc' }, 'updated_at')).toEqual({ column: 'updated_at', direction: 'desc' });
  });
});
