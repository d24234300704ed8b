import { describe, expect, it } from 'vitest';
import { upside } from './upside';

describe('upside = (value ÷ last price − 1) × 100', () => {
  it('is positive above the price and negative below it', () => {
    expect(upside(150, 100)).toBe(50);
    expect(upside(50, 100)).toBe(-50);
    expect(upside(12.5, 10)).toBeCloseTo(25, 10);
    expect(upside(100, 100)).toBe(0);
  });
  it('is -100 for a worthless valuation', () => {
    expect(upside(0, 4.2)).toBe(-100);
  });
  it('is null when the price is missing, zero or negative, or the value is missing', () => {
    expect(upside(10, null)).toBeNull();
    expect(upside(10, undefined)).toBeNull();
    expect(upside(10, 0)).toBeNull();
    expect(upside(10, -3)).toBeNull();
    expect(upside(null, 10)).toBeNull();
    expect(upside(Number.POSITIVE_INFINITY, 10)).toBeNull();
  });
  it('is null, never infinite, for absurd stored numbers', () => {
    expect(upside(1e308, 10)).toBeNull();
    expect(upside(10, 1e-300)).toBeNull();
    expect(upside(10, -1e308)).toBeNull();
    expect(upside(-5, 10)).toBeNull();
    expect(upside(1_000_000, 0.000001)).toBe((1_000_000 / 0.000001 - 1) * 100);
  });
});
