import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk by default, S3-compatible object storage when configured. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}
