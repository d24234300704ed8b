import { describe, expect, it } from 'vitest';
import { memoFileName } from './memo-copy';

describe('memo file name', () => {
  it('is TICKER-memo-yyyy-mm-dd.pdf on the UTC date', () => {
    expect(memoFileName('AAPL', new Date('2026-11-22T23:30:00-05:00'))).toBe('AAPL-memo-2026-11-23.pdf');
    expect(memoFileName('BRK.B', new Date('2026-01-05T10:00:00Z'))).toBe('BRK.B-memo-2026-01-05.pdf');
  });
  it('keeps header-breaking characters out of the name', () => {
    expect(memoFileName('A"B;C\\D', new Date('2026-01-05T10:00:00Z'))).toBe('A_B_C_D-memo-2026-01-05.pdf');
    expect(memoFileName('"""', new Date('2026-01-05T10:00:00Z'))).toBe('review-memo-2026-01-05.pdf');
  });
});
