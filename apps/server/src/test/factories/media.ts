import { join } from 'node:path';
import { expect } from 'vitest';
import type { Media } from '@thesis/domain';
import type { TestContext } from '../build-test-app';
import { multipart, tinyPng, type MultipartPart } from '../multipart';
import type { Session } from './user';

/** POST /api/v1/media with the given multipart fields, signed in or not. */
export function upload(ctx: TestContext, session: Session | null, fields: Record<string, MultipartPart | MultipartPart[]>) {
  const body = multipart(fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    payload: body.payload,
    headers: { ...body.headers, ...(session?.headers ?? {}) },
  });
}

/** Uploads a 1×1 PNG named chart.png through the API and returns its description. */
export async function uploadPng(ctx: TestContext, session: Session, collection = 'attachment'): Promise<Media> {
  const response = await upload(ctx, session, { collection, file: { filename: 'chart.png', content: tinyPng(), contentType: 'image/png' } });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Media }>().data;
}

/** Where the local storage keeps a media file (undefined when the row is gone). */
export async function storedFileOf(ctx: TestContext, id: string): Promise<string | undefined> {
  const row = await ctx.db.db.selectFrom('media').select('storage_key').where('id', '=', id).executeTakeFirst();
  return row ? join(ctx.config.dataDir, 'media', row.storage_key) : undefined;
}
