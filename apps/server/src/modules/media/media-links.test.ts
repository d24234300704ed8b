import { describe, expect, it } from 'vitest';
import { MESSAGES, type Review } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { itemNamed } from '../reviews/reviews.test-helpers';
import { reviewWithEverything, shareOk } from '../sharing/sharing.test-helpers';
import { isValidMediaLink, MEDIA_LINK_MAX_SECONDS, signMediaLink } from './media-links';

const SECRET = new TextEncoder().encode('a-secret-of-at-least-thirty-two-characters');

describe('signed media links', () => {
  it('live 10 to 15 minutes whenever they are issued, and never longer', () => {
    for (let offset = 0; offset < 300; offset += 17) {
      const now = Date.UTC(2026, 0, 1, 12, 0, offset);
      const link = signMediaLink(SECRET, 'm1', 'u1', now);
      const lives = link.expires - now / 1000;
      expect(lives).toBeGreaterThanOrEqual(10 * 60);
      expect(lives).toBeLessThanOrEqual(15 * 60);
      expect(isValidMediaLink(SECRET, 'm1', link, now)).toBe(true);
      expect(isValidMediaLink(SECRET, 'm1', link, (link.expires + 1) * 1000)).toBe(false);
    }
  });

  it('are bound to their file and viewer, and refuse an expiry beyond the longest life', () => {
    const now = Date.now();
    const link = signMediaLink(SECRET, 'm1', 'u1', now);
    expect(isValidMediaLink(SECRET, 'm2', link, now)).toBe(false);
    expect(isValidMediaLink(SECRET, 'm1', { ...link, viewer: 'u2' }, now)).toBe(false);
    const tooLong = signMediaLink(SECRET, 'm1', 'u1', now + 60 * 60 * 1000);
    expect(tooLong.expires - now / 1000).toBeGreaterThan(MEDIA_LINK_MAX_SECONDS);
    expect(isValidMediaLink(SECRET, 'm1', tooLong, now)).toBe(false);
  });
});

describeEachDb('a file link outlives nothing', (ctx) => {
  it('stops downloading at once when the share that showed it is revoked', async () => {
    const f = await reviewWithEverything(ctx);
    const recipient = await signedInUser(ctx);
    const made = await shareOk(ctx, f.owner, { entity_id: f.review.id, emails: [recipient.user.email], permission_rules: { notes: true } });
    const seen = dataOf<Review>(await call(ctx, recipient, 'GET', `/investment-reviews/${f.review.id}`));
    const link = itemNamed(seen, 'Moat').media!.url;
    const url = new URL(link, 'http://localhost');
    expect(url.searchParams.get('viewer')).toBe(recipient.user.id);
    expect(Number(url.searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(MEDIA_LINK_MAX_SECONDS);

    const before = await ctx.app.inject({ method: 'GET', url: link });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(String(before.headers['cache-control']))![1])).toBeLessThanOrEqual(MEDIA_LINK_MAX_SECONDS);

    expect((await call(ctx, f.owner, 'DELETE', `/sharings/${made.id}`)).statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: link });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ message: MESSAGES.mediaNotFound });
    // The owner's own link to the same file still works.
    const ownerLink = itemNamed(dataOf<Review>(await call(ctx, f.owner, 'GET', `/investment-reviews/${f.review.id}`)), 'Moat').media!.url;
    expect(new URL(ownerLink, 'http://localhost').searchParams.get('viewer')).toBe(f.owner.user.id);
    expect((await ctx.app.inject({ method: 'GET', url: ownerLink })).statusCode).toBe(200);
  });

  it('refuses a link moved to another viewer, stretched past its life, or of a suspended viewer', async () => {
    const f = await reviewWithEverything(ctx);
    const other = await signedInUser(ctx);
    const url = new URL(itemNamed(f.review, 'Moat').media!.url, 'http://localhost');
    const moved = new URL(url);
    moved.searchParams.set('viewer', other.user.id);
    expect((await ctx.app.inject({ method: 'GET', url: `${moved.pathname}${moved.search}` })).statusCode).toBe(401);
    const stretched = new URL(url);
    stretched.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await ctx.app.inject({ method: 'GET', url: `${stretched.pathname}${stretched.search}` })).statusCode).toBe(401);
    await ctx.db.db.updateTable('users').set({ suspended_at: new Date().toISOString() }).where('id', '=', f.owner.user.id).execute();
    expect((await ctx.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(401);
  });
});
