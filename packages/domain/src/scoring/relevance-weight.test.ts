import { describe, expect, it } from 'vitest';
import { relevanceWeight } from './relevance-weight';

describe('relevance weights', () => {
  it('weighs high 3, moderate 2, low 1', () => {
    expect([relevanceWeight('high'), relevanceWeight('moderate'), relevanceWeight('low')]).toEqual([3, 2, 1]);
  });
  it('weighs n_a and an unset relevance 0', () => {
    expect(relevanceWeight('n_a')).toBe(0);
    expect(relevanceWeight(null)).toBe(0);
    expect(relevanceWeight(undefined)).toBe(0);
  });
});
