import { describe, expect, it } from 'vitest';
import { OPERATIONS_MESSAGES } from '@thesis/domain';
import { fileStorageError, outageError } from './unavailable';

function failure(message: string, fields: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('outages answer 503 and a full disk 507, instead of 500', () => {
  it.each([
    ['connection refused', failure('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['PostgreSQL shutting down (57P01)', failure('terminating connection due to administrator command', { code: '57P01' })],
    ['PostgreSQL starting up (57P03)', failure('the database system is starting up', { code: '57P03' })],
    ['connection failure (08006)', failure('connection failure', { code: '08006' })],
    ['a pooled connection cut', failure('Connection terminated unexpectedly')],
    ['the pool waiting too long', failure('timeout exceeded when trying to connect')],
    ['Redis gone', failure('Reached the max retries per request limit (which is 1).', { name: 'MaxRetriesPerRequestError' })],
    ['Redis slow', failure('Command timed out')],
  ])('%s → 503', (_name, error) => {
    const answer = outageError(error);
    expect(answer?.statusCode).toBe(503);
    expect(answer?.message).toBe(OPERATIONS_MESSAGES.serviceUnavailable);
    expect(answer?.headers).toEqual({ 'retry-after': '5' });
  });

  it.each([
    ['PostgreSQL disk full (53100)', failure('could not extend file', { code: '53100' })],
    ['SQLite full', failure('database or disk is full', { code: 'SQLITE_FULL' })],
    ['no space left on the device', failure('ENOSPC: no space left on device, write', { code: 'ENOSPC' })],
  ])('%s → 507', (_name, error) => {
    expect(outageError(error)).toMatchObject({ statusCode: 507, message: OPERATIONS_MESSAGES.storageFull });
  });

  it('leaves programming errors and constraint violations alone (they stay 500 or are mapped elsewhere)', () => {
    expect(outageError(new TypeError('x is undefined'))).toBeNull();
    expect(outageError(failure('duplicate key value', { code: '23505' }))).toBeNull();
    expect(outageError('not an error')).toBeNull();
  });

  it('a file store failure is 503 (507 when full) and keeps its cause for the log', () => {
    const cause = failure('socket hang up', { code: 'ECONNRESET' });
    expect(fileStorageError(cause)).toMatchObject({ statusCode: 503, message: OPERATIONS_MESSAGES.fileStorageUnavailable, cause });
    expect(fileStorageError(failure('AccessDenied'))).toMatchObject({ statusCode: 503 });
    expect(fileStorageError(failure('ENOSPC', { code: 'ENOSPC' }))).toMatchObject({ statusCode: 507, message: OPERATIONS_MESSAGES.storageFull });
  });
});
