import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { decisionDraftSchema, makeDecisionIssues, resolveDecisionDate } from './decision-draft';
import { DECISION_ACTIONS, DECISION_ACTION_LABELS, isDecisionAction } from './actions';
import { DECISION_MESSAGES } from './messages';

describe('decision actions', () => {
  it('are buy, add, hold, trim, sell and pass', () => {
    expect(DECISION_ACTIONS).toEqual(['buy', 'add', 'hold', 'trim', 'sell', 'pass']);
    expect(DECISION_ACTION_LABELS.trim).toBe('Trim');
    expect(isDecisionAction('sell')).toBe(true);
    expect(isDecisionAction('short')).toBe(false);
  });
});

describe('draft decision patch', () => {
  it('accepts any subset and null to clear', () => {
    expect(decisionDraftSchema.parse({ action: 'buy' })).toEqual({ action: 'buy' });
    expect(decisionDraftSchema.parse({ action: null, trade_type_id: null, price: null, date: null })).toEqual({ action: null, trade_type_id: null, price: null, date: null });
    expect(decisionDraftSchema.parse({ date: '2026-03-01T10:00:00+10:00', price: 12.34, timeframe: 'year' })).toMatchObject({ price: 12.34, timeframe: 'year' });
  });
  it('names each bad field', () => {
    const result = decisionDraftSchema.safeParse({ action: 'short', timeframe: 'decade', price: 0, date: 'yesterday' });
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      action: DECISION_MESSAGES.actionRequired,
      timeframe: MESSAGES.timeframeRequired,
      price: DECISION_MESSAGES.priceInvalid,
      date: DECISION_MESSAGES.dateInvalid,
    });
  });
});

describe('making a decision', () => {
  const full = [{ probability: 60 }, { probability: 40 }];
  it('needs an action, a trade type and probabilities totalling 100', () => {
    expect(makeDecisionIssues({ action: 'buy', trade_type_id: 't1' }, full)).toEqual([]);
    expect(makeDecisionIssues({ action: null, trade_type_id: null }, [{ probability: 85 }])).toEqual([
      { field: 'action', message: DECISION_MESSAGES.actionRequired },
      { field: 'trade_type_id', message: DECISION_MESSAGES.tradeTypeRequired },
      { field: 'probabilities', message: 'Probabilities must add up to 100% (now 85%)' },
    ]);
  });
  it('dates the decision now when the draft has no date', () => {
    const now = new Date('2026-05-04T03:02:01.000Z');
    expect(resolveDecisionDate(null, now)).toBe('2026-05-04T03:02:01.000Z');
    expect(resolveDecisionDate('2026-01-02T10:00:00+10:00', now)).toBe('2026-01-02T00:00:00.000Z');
  });
});
