import { describe, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS } from '../constants/valuation';
import { DECISION_MESSAGES, probabilitiesTotalMessage } from './messages';
import {
  buildProbabilityMatrix,
  isProbabilityTotalComplete,
  matrixCellsOf,
  matrixCommentSchema,
  matrixProbabilitySchema,
  matrixRowSchema,
  probabilityTotal,
  probabilityTotalIssue,
} from './probability-matrix';

describe('probability matrix rows', () => {
  it('has one row per bucket with its range, representative and the stored cell', () => {
    const rows = buildProbabilityMatrix(DECISION_TYPE_THRESHOLDS, { good: { probability: 40, comment: 'Base case' } });
    expect(rows).toHaveLength(7);
    expect(rows[2]).toEqual({
      key: 'good', label: 'Good', lower: 15, lowerIncluded: false, upper: 50, upperIncluded: true, representative: 32.5, probability: 40, comment: 'Base case',
    });
    expect(rows[0]).toMatchObject({ key: 'excellent', probability: null, comment: null });
    for (const row of rows) expect(matrixRowSchema.safeParse(row).success).toBe(true);
  });
  it('stores only the cells and rebuilds the same rows', () => {
    const rows = buildProbabilityMatrix(DECISION_TYPE_THRESHOLDS, { poor: { probability: 12.5 }, v_poor: { comment: 'Dilution' } });
    expect(buildProbabilityMatrix(DECISION_TYPE_THRESHOLDS, matrixCellsOf(rows))).toEqual(rows);
  });
});

describe('setting one cell', () => {
  it('accepts whole and decimal percentages from 0 to 100, and null to clear', () => {
    for (const probability of [0, 12.5, 33.33, 100, null]) {
      expect(matrixProbabilitySchema.parse({ key: 'average', probability })).toEqual({ key: 'average', probability });
    }
  });
  it('refuses values outside 0–100, non-numbers and unknown rows', () => {
    expect(matrixProbabilitySchema.safeParse({ key: 'good', probability: -1 }).error?.issues[0]?.message).toBe(DECISION_MESSAGES.probabilityRange);
    expect(matrixProbabilitySchema.safeParse({ key: 'good', probability: 100.01 }).error?.issues[0]?.message).toBe(DECISION_MESSAGES.probabilityRange);
    expect(matrixProbabilitySchema.safeParse({ key: 'good', probability: '40' }).error?.issues[0]?.message).toBe(DECISION_MESSAGES.probabilityNumber);
    expect(matrixProbabilitySchema.safeParse({ key: 'great', probability: 4 }).error?.issues[0]?.message).toBe(DECISION_MESSAGES.outcomeRequired);
  });
  it('trims comments, blanks them to null and keeps them to 1000 characters', () => {
    expect(matrixCommentSchema.parse({ key: 'poor', comment: '  Margin squeeze ' })).toEqual({ key: 'poor', comment: 'Margin squeeze' });
    expect(matrixCommentSchema.parse({ key: 'poor', comment: '' })).toEqual({ key: 'poor', comment: null });
    expect(matrixCommentSchema.safeParse({ key: 'poor', comment: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe(DECISION_MESSAGES.commentMax);
  });
});

describe('the 100% rule', () => {
  it('sums set probabilities, unset rows counting 0', () => {
    expect(probabilityTotal([{ probability: 40 }, { probability: null }, { probability: 45 }])).toBe(85);
  });
  it('says how far off the total is', () => {
    expect(probabilityTotalIssue([{ probability: 40 }, { probability: 45 }])).toBe('Probabilities must add up to 100% (now 85%)');
    expect(probabilityTotalIssue([])).toBe('Probabilities must add up to 100% (now 0%)');
    expect(probabilityTotalIssue([{ probability: 60 }, { probability: 50.555 }])).toBe('Probabilities must add up to 100% (now 110.56%)');
    expect(probabilitiesTotalMessage(99.98)).toBe('Probabilities must add up to 100% (now 99.98%)');
  });
  it('accepts 100 within ±0.01, decimals included', () => {
    expect(probabilityTotalIssue([{ probability: 33.33 }, { probability: 33.33 }, { probability: 33.34 }])).toBeNull();
    expect(probabilityTotalIssue([{ probability: 33.33 }, { probability: 33.33 }, { probability: 33.33 }])).toBeNull();
    expect(isProbabilityTotalComplete(100.01)).toBe(true);
    expect(isProbabilityTotalComplete(99.99)).toBe(true);
    expect(isProbabilityTotalComplete(99.98)).toBe(false);
    expect(isProbabilityTotalComplete(100.02)).toBe(false);
  });
});
