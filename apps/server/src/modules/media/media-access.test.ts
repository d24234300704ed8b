import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MESSAGES } from '@thesis/domain';
import { hmac } from '../../lib/crypto';
import { describeEachDb } from '../../test/build-test-app';
import { storedFileOf, upload, uploadPng } from '../../test/factories/media';
import { signedInUser } from '../../test/factories/user';
import { tinyPdf, tinyPng } from '../../test/multipart';

describeEachDb('media download and delete', (ctx) => {
  it('gives the owner the bytes with safe headers', async () => {
    const session = await signedInUser(ctx);
    const media = await uploadPng(ctx, session);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${media.id}`, headers: session.headers });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(tinyPng())).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="chart\.png"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const download = await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${media.id}?download=1`, headers: session.headers });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="chart\.png"/);
    expect(response.headers['content-security-policy']).toBe('sandbox');
  });

  it('never opens a stored PDF in the browser: an attachment, sandboxed, so no script in it runs', async () => {
    const session = await signedInUser(ctx);
    const pdf = (await upload(ctx, session, { collection: 'model', file: { filename: 'model.pdf', content: tinyPdf(), contentType: 'application/pdf' } })).json<{ data: { id: string; url: string } }>().data;
    for (const url of [`/api/v1/media/${pdf.id}`, pdf.url]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: url === pdf.url ? {} : session.headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="model\.pdf"/);
      expect(response.headers['content-security-policy']).toBe('sandbox');
    }
  });

  it('hides another user’s attachment (404) but shows avatars to signed-in users', async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const attachment = await uploadPng(ctx, owner, 'attachment');
    const hidden = await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${attachment.id}`, headers: other.headers });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: MESSAGES.mediaNotFound });
    const avatar = await uploadPng(ctx, owner, 'avatar');
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${avatar.id}`, headers: other.headers });
    expect(shown.statusCode).toBe(200);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/v1/media/00000000-0000-7000-8000-000000000000', headers: owner.headers });
    expect(unknown.statusCode).toBe(404);
  });

  it('serves the signed url without a token, and refuses it tampered, expired or missing (401)', async () => {
    const session = await signedInUser(ctx);
    const media = await uploadPng(ctx, session);
    const signed = await ctx.app.inject({ method: 'GET', url: media.url });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(tinyPng())).toBe(true);

    const url = new URL(media.url, 'http://localhost');
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const viewer = url.searchParams.get('viewer')!;
    expect(viewer).toBe(session.user.id);
    const tampered = await ctx.app.inject({ method: 'GET', url: `${url.pathname}?expires=${url.searchParams.get('expires')}&viewer=${viewer}&signature=${flipped}` });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ message: MESSAGES.unauthenticated });

    const longer = Number(url.searchParams.get('expires')) + 86_400;
    const extended = await ctx.app.inject({ method: 'GET', url: `${url.pathname}?expires=${longer}&viewer=${viewer}&signature=${signature}` });
    expect(extended.statusCode).toBe(401);

    const past = Math.floor(Date.now() / 1000) - 60;
    const expiredSignature = hmac(ctx.config.jwtSecret, `media:${media.id}:${viewer}:${past}`);
    const expired = await ctx.app.inject({ method: 'GET', url: `${url.pathname}?expires=${past}&viewer=${viewer}&signature=${expiredSignature}` });
    expect(expired.statusCode).toBe(401);

    expect((await ctx.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(401);
    const garbage = await ctx.app.inject({ method: 'GET', url: `${url.pathname}?expires=soon&signature=x` });
    expect(garbage.statusCode).toBe(422);
  });

  it('lets only the owner delete; a second delete says the file is already gone', async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const attachment = await uploadPng(ctx, owner, 'attachment');
    const path = await storedFileOf(ctx, attachment.id);

    const notYours = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/media/${attachment.id}`, headers: other.headers });
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json().message).toBe(MESSAGES.mediaAlreadyDeleted);
    // An avatar is visible to the other user, so the refusal is a 403 there.
    const avatar = await uploadPng(ctx, owner, 'avatar');
    const avatarRefused = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/media/${avatar.id}`, headers: other.headers });
    expect(avatarRefused.statusCode).toBe(403);
    expect(avatarRefused.json().message).toBe(MESSAGES.noEditPermission);
    expect(existsSync(path!)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${attachment.id}`, headers: owner.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${avatar.id}`, headers: owner.headers })).statusCode).toBe(200);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/media/${attachment.id}` })).statusCode).toBe(401);
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/media/${attachment.id}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(existsSync(path!)).toBe(false);
    expect(await storedFileOf(ctx, attachment.id)).toBeUndefined();

    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/media/${attachment.id}`, headers: owner.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MESSAGES.mediaAlreadyDeleted });
    const gone = await ctx.app.inject({ method: 'GET', url: attachment.url });
    expect(gone.statusCode).toBe(404);
  });
});
