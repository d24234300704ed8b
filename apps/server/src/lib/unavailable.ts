import { OPERATIONS_MESSAGES } from '@thesis/domain';
import { AppError } from './errors';

/** Node network error codes: the other side is gone or not answering. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL SQLSTATEs of a server that is shutting down, starting or unreachable (class 08, 57P0x). */
const POSTGRES_DOWN = /^(08\d{3}|57P0[1-4])$/;
/** Disk full: PostgreSQL 53100, SQLite SQLITE_FULL, the file system ENOSPC/EDQUOT. */
const FULL_CODES = new Set(['53100', 'SQLITE_FULL', 'ENOSPC', 'EDQUOT']);
/** Messages of pg, the pool and ioredis when their connection is lost. */
const LOST_CONNECTION = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed|MaxRetriesPerRequestError|Stream isn't writeable|Command timed out/i;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A database or rate-limit store outage (503) or a full disk (507) as a clear answer, instead of
 * an "Internal server error". Anything else: null.
 */
export function outageError(error: unknown): AppError | null {
  if (!(error instanceof Error)) return null;
  const code = codeOf(error);
  if (code && FULL_CODES.has(code)) return new AppError(507, OPERATIONS_MESSAGES.storageFull);
  const down = (code !== undefined && (NETWORK_CODES.has(code) || POSTGRES_DOWN.test(code))) || LOST_CONNECTION.test(`${error.name} ${error.message}`);
  return down ? new AppError(503, OPERATIONS_MESSAGES.serviceUnavailable, undefined, { 'retry-after': '5' }) : null;
}

/** A failed upload to or read from the file store: 507 when the disk is full, otherwise 503. */
export function fileStorageError(error: unknown): AppError {
  const code = codeOf(error);
  const failure =
    code && FULL_CODES.has(code)
      ? new AppError(507, OPERATIONS_MESSAGES.storageFull)
      : new AppError(503, OPERATIONS_MESSAGES.fileStorageUnavailable, undefined, { 'retry-after': '5' });
  failure.cause = error;
  return failure;
}
