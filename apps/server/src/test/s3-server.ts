import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'thesis-media';
export const S3_TEST_KEY = 'S3RVER';

export interface LocalS3 {
  /** S3_* settings that point the app at this server. */
  env: Record<string, string>;
  endpoint: string;
  stop(): Promise<void>;
  /** Starts it again on the same port and directory (after stop). */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

/** A real S3-compatible HTTP server (s3rver) on a free local port, with one private bucket. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'thesis-s3-'));
  let server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // The SDK keeps connections alive; close them so the server stops at once.
    server.httpServer?.closeAllConnections();
    await server.close();
  };
  return {
    endpoint,
    env: {
      S3_BUCKET: S3_TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_KEY,
      S3_SECRET_ACCESS_KEY: S3_TEST_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop,
    async start() {
      server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
      await server.run();
    },
    async close() {
      await stop().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
