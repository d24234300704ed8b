import { describe, expect, it } from 'vitest';
import { defaultScaleSettings, REVIEW_MESSAGES, scoreNotOfTypeMessage, valueRangeMessage, type ScoreType } from '@thesis/domain';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import { checkAnswer } from './openai-answer';

function item(id: string, type: ScoreType, range: { min?: number; max?: number } = {}): InvestmentItemRecord {
  const scale = defaultScaleSettings(type);
  return {
    id, investment_process_id: 'ip', parent_id: null, source_item_id: null, kind: 'factor', name: id, description: null, group: 'Financial', type,
    ...scale, min: range.min ?? scale.min, max: range.max ?? scale.max, metric_key: null, position: 0, score: null, value: null, relevance: null,
    comment: null, url: null, url_name: null, media_id: null, editor_user_id: null, created_at: '', updated_at: '',
  };
}

const tree = [item('moat', 'Qualitative5pt'), item('roe', 'percent', { min: 0, max: 40 }), item('fair', 'Valuation')];
const entry = (fields: Record<string, unknown>) => ({ score: null, value: null, relevance: null, comment: null, rationale: 'Because.', evidence: [], ...fields });
const answer = (...entries: Record<string, unknown>[]) => JSON.stringify({ items: entries.map(entry) });

describe('checking a model answer', () => {
  it('keeps entries of the tree with what their types take', () => {
    const check = checkAnswer(answer({ item_id: 'moat', score: 'good', relevance: 'high' }, { item_id: 'roe', value: 23.5, evidence: ['ROE 23.5 % (FY2016)'] }), tree);
    expect(check.issues).toEqual([]);
    expect(check.proposals).toEqual([
      { item_id: 'moat', score: 'good', value: null, relevance: 'high', comment: null, rationale: 'Because.', evidence: [] },
      { item_id: 'roe', score: null, value: 23.5, relevance: null, comment: null, rationale: 'Because.', evidence: ['ROE 23.5 % (FY2016)'] },
    ]);
  });

  it('lists what is wrong: not JSON, the wrong shape, unknown items, grades or values a type does not take', () => {
    expect(checkAnswer('Here you go: {"items": []', tree).issues[0]).toMatch(/^The answer is not valid JSON/);
    expect(checkAnswer(JSON.stringify({ results: [] }), tree).issues).toEqual(['items: This field is required']);
    const check = checkAnswer(
      answer(
        { item_id: 'ghost', score: 'good' },
        { item_id: 'moat', score: 'excellent' },
        { item_id: 'moat', value: 3 },
        { item_id: 'roe', value: 75 },
        { item_id: 'fair', value: 180 },
        { item_id: 'roe', value: 1e15 },
        { item_id: 'roe' },
      ),
      tree,
    );
    expect(check.proposals).toEqual([]);
    expect(check.issues).toEqual([
      'item ghost: there is no such item in the process',
      `item moat (moat): score: ${scoreNotOfTypeMessage('Qualitative5pt')}`,
      `item moat (moat): value: ${REVIEW_MESSAGES.valueOnlyNumeric}`,
      `item roe (roe): value: ${valueRangeMessage(0, 40)}`,
      "item fair (fair): value: a Valuation holds the investor's own valuation per share; leave it out",
      'item roe (roe): value: out of any sane range',
      'item roe (roe): proposes nothing: give a score, value, relevance or comment',
    ]);
  });

  it('keeps the first answer for an item given twice', () => {
    const check = checkAnswer(answer({ item_id: 'moat', score: 'good' }, { item_id: 'moat', score: 'poor' }), tree);
    expect(check.proposals.map((proposal) => proposal.score)).toEqual(['good']);
    expect(check.issues).toEqual(['item moat: answered more than once']);
  });
});
