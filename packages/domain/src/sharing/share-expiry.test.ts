import { describe, expect, it } from 'vitest';
import { isShareExpired, shareExpiresAt } from './share-expiry';

describe('share expiry (spec §9: a week, a month or a year)', () => {
  it('adds seven days, a calendar month or a calendar year in UTC', () => {
    const from = '2026-03-10T15:45:00.000Z';
    expect(shareExpiresAt('week', from).toISOString()).toBe('2026-03-17T15:45:00.000Z');
    expect(shareExpiresAt('month', from).toISOString()).toBe('2026-04-10T15:45:00.000Z');
    expect(shareExpiresAt('year', from).toISOString()).toBe('2027-03-10T15:45:00.000Z');
  });
  it('clamps month ends and leap days', () => {
    expect(shareExpiresAt('month', '2026-01-31T08:00:00Z').toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(shareExpiresAt('month', '2028-01-31T08:00:00Z').toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(shareExpiresAt('year', '2028-02-29T08:00:00Z').toISOString()).toBe('2029-02-28T08:00:00.000Z');
    expect(shareExpiresAt('week', '2026-12-28T23:00:00Z').toISOString()).toBe('2027-01-04T23:00:00.000Z');
  });
  it('reads offsets as the same instant and refuses an invalid start', () => {
    expect(shareExpiresAt('week', '2026-03-10T01:00:00+11:00').toISOString()).toBe('2026-03-16T14:00:00.000Z');
    expect(() => shareExpiresAt('week', 'soon')).toThrow(RangeError);
  });
  it('is expired from the expiry instant on, and when the date is missing', () => {
    const expires = shareExpiresAt('week', '2026-03-10T00:00:00Z');
    expect(isShareExpired(expires, '2026-03-16T23:59:59.999Z')).toBe(false);
    expect(isShareExpired(expires, '2026-03-17T00:00:00.000Z')).toBe(true);
    expect(isShareExpired(expires.toISOString(), new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(isShareExpired(null, '2026-01-01T00:00:00Z')).toBe(true);
  });
});
