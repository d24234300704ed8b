import { DeleteObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, OPERATIONS_MESSAGES, type Media } from '@thesis/domain';
import { createTestApp, TEST_DIALECTS, type TestContext } from '../test/build-test-app';
import { upload, uploadPng } from '../test/factories/media';
import { signedInUser, type Session } from '../test/factories/user';
import { tinyPng } from '../test/multipart';
import { S3_TEST_BUCKET, S3_TEST_KEY, startLocalS3, type LocalS3 } from '../test/s3-server';

for (const dialect of TEST_DIALECTS) {
  describe(`files on S3-compatible storage, over real HTTP (s3rver) [${dialect}]`, () => {
    let s3: LocalS3;
    let ctx: TestContext & { close(): Promise<void> };
    let client: S3Client;
    let session: Session;

    const keyOf = async (id: string) => (await ctx.db.db.selectFrom('media').select('storage_key').where('id', '=', id).executeTakeFirst())?.storage_key;
    const objectExists = async (key: string) =>
      client.send(new HeadObjectCommand({ Bucket: S3_TEST_BUCKET, Key: key })).then(
        () => true,
        (error: { name?: string }) => (error.name === 'NotFound' ? false : Promise.reject(error)),
      );
    const mediaRows = async () => (await ctx.db.db.selectFrom('media').select('id').where('user_id', '=', session.user.id).execute()).length;

    beforeAll(async () => {
      s3 = await startLocalS3();
      ctx = await createTestApp(dialect, { env: s3.env });
      client = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: S3_TEST_KEY, secretAccessKey: S3_TEST_KEY } });
      session = await signedInUser(ctx);
    });
    afterAll(async () => {
      client.destroy();
      await ctx.close();
      await s3.close();
    });

    it('uses the S3 store', () => {
      expect(ctx.app.deps.storage.kind).toBe('s3');
    });

    it('uploads into the bucket, downloads through the authorised route and the signed link, and deletes', async () => {
      const media: Media = await uploadPng(ctx, session);
      const key = await keyOf(media.id);
      expect(key).toBe(`${session.user.id}/${media.id}.png`);
      expect(await objectExists(key!)).toBe(true);

      const byToken = await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${media.id}`, headers: session.headers });
      expect(byToken.statusCode).toBe(200);
      expect(byToken.headers['content-type']).toBe('image/png');
      expect(byToken.rawPayload.equals(tinyPng())).toBe(true);
      const byLink = await ctx.app.inject({ method: 'GET', url: media.url });
      expect(byLink.statusCode).toBe(200);
      expect(byLink.rawPayload.equals(tinyPng())).toBe(true);
      const stranger = await signedInUser(ctx);
      expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${media.id}`, headers: stranger.headers })).statusCode).toBe(404);

      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/media/${media.id}`, headers: session.headers });
      expect(deleted.statusCode).toBe(204);
      expect(await objectExists(key!)).toBe(false);
      expect(await keyOf(media.id)).toBeUndefined();
      const gone = await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${media.id}`, headers: session.headers });
      expect(gone.statusCode).toBe(404);
    });

    it('says a file whose object vanished from the bucket is already deleted', async () => {
      const media = await uploadPng(ctx, session);
      await client.send(new DeleteObjectCommand({ Bucket: S3_TEST_BUCKET, Key: (await keyOf(media.id))! }));
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${media.id}`, headers: session.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.mediaAlreadyDeleted });
    });

    it('answers 503 with a message while the store is down, leaves no orphan row, and recovers', async () => {
      const kept = await uploadPng(ctx, session);
      const before = await mediaRows();
      await s3.stop();
      try {
        const refused = await upload(ctx, session, { collection: 'attachment', file: { filename: 'chart.png', content: tinyPng(), contentType: 'image/png' } });
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ message: OPERATIONS_MESSAGES.fileStorageUnavailable });
        expect(refused.headers['retry-after']).toBe('5');
        expect(await mediaRows()).toBe(before);

        const download = await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${kept.id}`, headers: session.headers });
        expect(download.statusCode).toBe(503);
        expect(download.json()).toEqual({ message: OPERATIONS_MESSAGES.fileStorageUnavailable });
        const removal = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/media/${kept.id}`, headers: session.headers });
        expect(removal.statusCode).toBe(503);
        expect(await keyOf(kept.id)).toBeDefined();
      } finally {
        await s3.start();
      }
      const again = await ctx.app.inject({ method: 'GET', url: `/api/v1/media/${kept.id}`, headers: session.headers });
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.equals(tinyPng())).toBe(true);
      expect((await uploadPng(ctx, session)).id).toBeTruthy();
    });
  });
}
