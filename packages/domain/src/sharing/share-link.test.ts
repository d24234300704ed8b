import { describe, expect, it } from 'vitest';
import { readShareLink, shareLinkPath } from './share-link';

describe('share links', () => {
  it('open the review page with the share id and signature, read back from its query', () => {
    const path = shareLinkPath('rev-1', 'sh-2', 'abc123');
    expect(path).toBe('/investment-reviews/rev-1?sharing=sh-2&signature=abc123');
    expect(path.includes('investment') && path.includes('reviews')).toBe(true);
    expect(readShareLink(path.slice(path.indexOf('?')))).toEqual({ sharingId: 'sh-2', signature: 'abc123' });
  });
  it('are not read from a query missing either part', () => {
    expect(readShareLink('?sharing=sh-2')).toBeNull();
    expect(readShareLink('?signature=abc')).toBeNull();
    expect(readShareLink('?sharing=%20&signature=abc')).toBeNull();
    expect(readShareLink('')).toBeNull();
  });
});
