import { describe, expect, it } from 'vitest';
import { roundToOneDecimal } from './rounding';

describe('rounding to one decimal', () => {
  it('rounds halves away from zero on both sides', () => {
    expect(roundToOneDecimal(1.25)).toBe(1.3);
    expect(roundToOneDecimal(-1.25)).toBe(-1.3);
    expect(roundToOneDecimal(1.24)).toBe(1.2);
  });
  it('is not fooled by binary representation', () => {
    expect(roundToOneDecimal(1.05)).toBe(1.1);
    expect(roundToOneDecimal(0.1 + 0.2)).toBe(0.3);
    expect(roundToOneDecimal(16 / 9 * 4)).toBe(7.1);
  });
  it('never answers -0 and leaves non-finite values alone', () => {
    expect(Object.is(roundToOneDecimal(-0.04), 0)).toBe(true);
    expect(roundToOneDecimal(Number.NaN)).toBeNaN();
  });
});
