import { describe, expect, it } from 'vitest';
import { defaultScaleSettings, scoreNotOfTypeMessage, type ScoreType } from '@thesis/domain';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import { checkAnswer, MODEL_COMMENT_MAX } from './openai-answer';

function item(id: string, type: ScoreType): InvestmentItemRecord {
  const scale = defaultScaleSettings(type);
  return {
    id, investment_process_id: 'ip', parent_id: null, source_item_id: null, kind: 'question', name: id, description: null, group: 'Financial', type,
    ...scale, metric_key: null, position: 0, score: null, value: null, relevance: null,
    comment: null, url: null, url_name: null, media_id: null, editor_user_id: null, created_at: '', updated_at: '',
  };
}

const asked = [item('moat', 'Qualitative5pt'), item('founder', 'TickCross')];
const entry = (fields: Record<string, unknown>) => ({ relevance: null, comment: 'Gross margin 46.9 % (FY2025) shows pricing power.', rationale: 'Because.', evidence: ['Gross margin 46.9 % (FY2025)'], confidence: 'medium', ...fields });
const answer = (...entries: Record<string, unknown>[]) => JSON.stringify({ items: entries.map(entry) });

describe("checking a model's grades", () => {
  it('keeps grades of the items asked for, on their own scales, with the source and confidence', () => {
    const check = checkAnswer(answer({ item_id: 'moat', score: 'good', relevance: 'high' }, { item_id: 'founder', score: 'poor', confidence: 'low' }), asked, 'm-7b');
    expect(check.issues).toEqual([]);
    expect(check.proposals).toEqual([
      { item_id: 'moat', score: 'good', value: null, relevance: 'high', comment: 'Gross margin 46.9 % (FY2025) shows pricing power.', rationale: 'Because.', evidence: ['Gross margin 46.9 % (FY2025)'], source: 'm-7b', confidence: 'medium' },
      { item_id: 'founder', score: 'poor', value: null, relevance: null, comment: 'Gross margin 46.9 % (FY2025) shows pricing power.', rationale: 'Because.', evidence: ['Gross margin 46.9 % (FY2025)'], source: 'm-7b', confidence: 'low' },
    ]);
  });

  it('lists what is wrong: not JSON, the wrong shape, items not asked for, grades off the scale, long or missing comments, no evidence', () => {
    expect(checkAnswer('Here you go: {"items": []', asked, 'm').issues[0]).toMatch(/^The answer is not valid JSON/);
    expect(checkAnswer(JSON.stringify({ results: [] }), asked, 'm').issues).toEqual(['items: This field is required']);
    const check = checkAnswer(
      answer(
        { item_id: 'ghost', score: 'good' },
        { item_id: 'moat', score: 'excellent' },
        { item_id: 'moat', score: 'good', comment: 'x'.repeat(MODEL_COMMENT_MAX + 1) },
        { item_id: 'founder', score: 'good', evidence: [] },
        { item_id: 'founder', score: 'good', comment: '  ' },
      ),
      asked,
      'm',
    );
    expect(check.proposals).toEqual([]);
    expect(check.issues).toEqual([
      'item ghost: not one of the items you were asked to grade',
      `item moat (moat): score: ${scoreNotOfTypeMessage('Qualitative5pt')}`,
      `item moat (moat): comment: at most ${MODEL_COMMENT_MAX} characters`,
      'item founder (founder): evidence: cite the figures or notes you used',
      'item founder (founder): comment: write one for the reviewer',
    ]);
  });

  it('keeps the first answer for an item given twice', () => {
    const check = checkAnswer(answer({ item_id: 'moat', score: 'good' }, { item_id: 'moat', score: 'poor' }), asked, 'm');
    expect(check.proposals.map((proposal) => proposal.score)).toEqual(['good']);
    expect(check.issues).toEqual(['item moat: answered more than once']);
  });
});
