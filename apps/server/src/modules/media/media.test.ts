import { existsSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MEDIA_COLLECTIONS, MESSAGES, type Media } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { storedFileOf, upload, uploadPng } from '../../test/factories/media';
import { signedInUser } from '../../test/factories/user';
import { joinedMember, proTeam } from '../teams/teams.test-helpers';
import { multipart, tinyPdf, tinyPng } from '../../test/multipart';

function withAuth(body: ReturnType<typeof multipart>, auth: Record<string, string>) {
  return { payload: body.payload, headers: { ...body.headers, ...auth } };
}

describeEachDb('media upload', (ctx) => {
  it('stores a real PNG (201) and answers the file description with a signed url', async () => {
    const session = await signedInUser(ctx);
    const png = tinyPng();
    const response = await upload(ctx, session, { collection: 'avatar', file: { filename: 'me.png', content: png, contentType: 'image/png' } });
    expect(response.statusCode).toBe(201);
    const data = response.json<{ data: Media }>().data;
    expect(data).toMatchObject({ extension: 'png', file_name: 'me.png', mime_type: 'image/png', size: png.length, collection: 'avatar' });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.url).toMatch(new RegExp(`^/api/v1/media/${data.id}\\?expires=\\d+&viewer=[0-9a-f-]+&signature=[0-9a-f]+$`));
    const row = await ctx.db.db.selectFrom('media').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(session.user.id);
    expect(existsSync((await storedFileOf(ctx, data.id))!)).toBe(true);
  });

  it("refuses a team Viewer's upload of a review file (403 before the upload is checked), and keeps their avatar upload", async () => {
    const team = await proTeam(ctx);
    const { session: viewer } = await joinedMember(ctx, team, 'teamViewer');
    const before = await ctx.db.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    for (const collection of ['note', 'model', 'attachment']) {
      const refused = await upload(ctx, viewer, { collection, file: { filename: 'x.png', content: tinyPng(), contentType: 'image/png' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/\S/);
    }
    // The file is not even looked at: an empty or wrong upload is refused the same way, not 422.
    expect((await upload(ctx, viewer, { collection: 'note', file: { filename: 'x.txt', content: Buffer.from('text'), contentType: 'text/plain' } })).statusCode).toBe(403);
    expect((await upload(ctx, viewer, { collection: 'note' })).statusCode).toBe(403);
    const after = await ctx.db.db.selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect((await upload(ctx, viewer, { collection: 'avatar', file: { filename: 'me.png', content: tinyPng(), contentType: 'image/png' } })).statusCode).toBe(201);
  });

  it('accepts a PDF and recognises it by content, whatever the declared type', async () => {
    const session = await signedInUser(ctx);
    const response = await upload(ctx, session, {
      collection: 'model',
      file: { filename: 'valuation model.pdf', content: tinyPdf(), contentType: 'application/octet-stream' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ extension: 'pdf', mime_type: 'application/pdf', file_name: 'valuation model.pdf', collection: 'model' });
  });

  it('accepts every collection of the spec', async () => {
    const session = await signedInUser(ctx);
    for (const collection of MEDIA_COLLECTIONS) {
      expect((await uploadPng(ctx, session, collection)).collection).toBe(collection);
    }
  });

  it('refuses a text file renamed .png and an SVG with the spec message (422)', async () => {
    const session = await signedInUser(ctx);
    const text = await upload(ctx, session, { collection: 'note', file: { filename: 'notes.png', content: 'just some words', contentType: 'image/png' } });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toEqual({ message: MESSAGES.onlyPicturesOrPdf, errors: { file: [MESSAGES.onlyPicturesOrPdf] } });
    const svg = await upload(ctx, session, {
      collection: 'avatar',
      file: { filename: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', contentType: 'image/svg+xml' },
    });
    expect(svg.statusCode).toBe(422);
    expect(svg.json().message).toBe(MESSAGES.onlyPicturesOrPdf);
    const count = await ctx.db.db.selectFrom('media').select('id').where('user_id', '=', session.user.id).execute();
    expect(count).toHaveLength(0);
  });

  it('lists a missing or unknown collection and a missing file (422)', async () => {
    const session = await signedInUser(ctx);
    const noCollection = await upload(ctx, session, { file: { filename: 'a.png', content: tinyPng() } });
    expect(noCollection.statusCode).toBe(422);
    expect(Object.keys(noCollection.json().errors)).toEqual(['collection']);
    const unknown = await upload(ctx, session, { collection: 'secrets', file: { filename: 'a.png', content: tinyPng() } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.collection[0]).toMatch(/avatar, attachment, model, note/);
    const noFile = await upload(ctx, session, { collection: 'note' });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: [MESSAGES.fileRequired] });
    const empty = await upload(ctx, session, { collection: 'note', file: { filename: 'empty.png', content: Buffer.alloc(0) } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: [MESSAGES.fileRequired] });
    const json = await ctx.app.inject({ method: 'POST', url: '/api/v1/media', headers: session.headers, payload: { collection: 'note' } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: [MESSAGES.fileRequired] });
  });

  it('keeps a non-ASCII file name and refuses a second file in one request', async () => {
    const session = await signedInUser(ctx);
    const named = await upload(ctx, session, { collection: 'note', file: { filename: 'Grüße "Q3".png', content: tinyPng() } });
    expect(named.statusCode).toBe(201);
    const media = named.json<{ data: Media }>().data;
    const download = await ctx.app.inject({ method: 'GET', url: media.url });
    expect(download.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(media.file_name)}`);
    expect(media.file_name).toContain('Grüße');
    const two = await upload(ctx, session, { collection: 'note', file: [{ filename: 'a.png', content: tinyPng() }, { filename: 'b.png', content: tinyPng() }] });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.file).toEqual(['Please upload one file at a time.']);
  });

  it('answers a multipart body it cannot read with 400 and a message, never 500', async () => {
    const session = await signedInUser(ctx);
    const part = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n';
    const bodies = [
      { payload: 'no boundary here', type: 'multipart/form-data' },
      { payload: `${part}cut short`, type: 'multipart/form-data; boundary=abc' },
    ];
    for (const body of bodies) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/media',
        payload: body.payload,
        headers: { 'content-type': body.type, ...session.headers },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/could not be read/);
    }
    const many: Record<string, string> = { collection: 'note' };
    for (let index = 0; index < 30; index++) many[`extra${index}`] = 'x';
    const tooMany = await ctx.app.inject({ method: 'POST', url: '/api/v1/media', ...withAuth(multipart({ ...many, file: { filename: 'a.png', content: tinyPng() } }), session.headers) });
    expect(tooMany.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooMany.statusCode).toBeLessThan(500);
  });

  it('answers 401 without a token', async () => {
    const response = await upload(ctx, null, { collection: 'note', file: { filename: 'a.png', content: tinyPng() } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
  });
});

describeEachDb(
  'media upload size limit',
  (ctx) => {
    it('answers 413 with a message when the file is larger than MEDIA_MAX_BYTES and stores nothing', async () => {
      const session = await signedInUser(ctx);
      const big = Buffer.concat([tinyPng(), Buffer.alloc(2048, 0x20)]);
      const response = await upload(ctx, session, { collection: 'attachment', file: { filename: 'big.png', content: big } });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: MESSAGES.fileTooLarge });
      const rows = await ctx.db.db.selectFrom('media').select('id').where('user_id', '=', session.user.id).execute();
      expect(rows).toHaveLength(0);
      // A file under the limit still goes through on the same app.
      expect((await uploadPng(ctx, session)).size).toBe(tinyPng().length);
    });
  },
  { env: { MEDIA_MAX_BYTES: '1024' } },
);
