import { describe, expect, it } from 'vitest';
import { archivedDecisionsQuerySchema, decisionFollowUpSchema, makeDecisionSchema } from './decision-requests';
import { DECISION_MESSAGES } from './messages';

describe('GET /decisions/archived query', () => {
  it('orders by created_at, newest first, by default', () => {
    expect(archivedDecisionsQuerySchema.parse({})).toMatchObject({ orderBy: 'created_at', sortedBy: 'desc', search: {}, page: 1, limit: 50 });
  });
  it("reads search 'investment.id:{id}' with the other journal filters", () => {
    const query = archivedDecisionsQuerySchema.parse({ search: 'investment.id:abc;action:buy;trade_type.id:t1', orderBy: 'date', sortedBy: 'asc', date_from: '2025-01-01' });
    expect(query.search).toEqual({ 'investment.id': 'abc', action: 'buy', 'trade_type.id': 't1' });
    expect(query).toMatchObject({ orderBy: 'date', sortedBy: 'asc', date_from: '2025-01-01' });
  });
  it('refuses unknown orders, search fields, actions and dates', () => {
    for (const bad of [{ orderBy: 'price' }, { sortedBy: 'up' }, { search: 'ticker:X' }, { search: 'action:short' }, { date_to: '01/02/2025' }, { limit: 500 }]) {
      expect(archivedDecisionsQuerySchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('make and follow-up bodies', () => {
  it('accepts no body, a date or null', () => {
    expect(makeDecisionSchema.parse(undefined)).toEqual({});
    expect(makeDecisionSchema.parse({ date: '2025-03-01T10:00:00Z' })).toEqual({ date: '2025-03-01T10:00:00Z' });
    expect(makeDecisionSchema.safeParse({ date: 'yesterday' }).error?.issues[0]?.message).toBe(DECISION_MESSAGES.dateInvalid);
  });
  it('wants a non-blank follow-up note', () => {
    expect(decisionFollowUpSchema.safeParse({ text: '  ' }).error?.issues[0]?.message).toBe(DECISION_MESSAGES.followUpRequired);
    expect(decisionFollowUpSchema.parse({ text: ' Sold half. ' })).toEqual({ text: 'Sold half.' });
  });
});
