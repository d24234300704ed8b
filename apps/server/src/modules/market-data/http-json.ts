import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { RequestPacer } from './request-pacer';

/** A service's answer that is not the data: the status and what the service said, for the operator. */
export class ServiceError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface HttpJsonOptions {
  /** Sent with every request (the SEC requires a User-Agent naming the operator). */
  headers: Record<string, string>;
  pacer: RequestPacer;
  /** One attempt's time limit. */
  timeoutMs: number;
  /** Attempts after the first on 429, 5xx, a timeout or a dropped connection. */
  retries: number;
  /** The first retry's delay, doubled for each further one (a Retry-After header wins, up to `maxDelayMs`). */
  retryDelayMs: number;
  maxDelayMs: number;
  /** The service's name in messages ("SEC EDGAR"). */
  service: string;
}

const retryable = (status: number) => status === 429 || status >= 500;

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : null;
}

/** The URL without its query (keys are sent in queries by some providers and never reach a message or log). */
export function withoutQuery(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}

/**
 * GETs a JSON document politely: paced, with a time limit per attempt, and retried with backoff on
 * rate limiting (429), server errors and network failures. Answers null for 404 (the service has no
 * such document); any other failure throws a ServiceError saying what happened.
 */
export async function getJson(url: string, options: HttpJsonOptions, signal?: AbortSignal): Promise<unknown> {
  const shown = withoutQuery(url);
  let delay = options.retryDelayMs;
  for (let attempt = 0; ; attempt++) {
    await options.pacer.turn(signal);
    let failure: ServiceError;
    let wait = delay;
    try {
      const attemptSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]) : AbortSignal.timeout(options.timeoutMs);
      const response = await fetch(url, { headers: { accept: 'application/json', ...options.headers }, signal: attemptSignal });
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (response.ok) {
        try {
          return await response.json();
        } catch {
          throw new ServiceError(`${options.service} answered ${shown} with a document that is not JSON`, response.status);
        }
      }
      const said = (await response.text()).slice(0, 200).replace(/\s+/g, ' ').trim();
      failure = new ServiceError(`${options.service} answered ${response.status} to ${shown}${said ? `: ${said}` : ''}`, response.status);
      if (!retryable(response.status)) throw failure;
      wait = Math.min(retryAfterMs(response.headers.get('retry-after')) ?? delay, options.maxDelayMs);
    } catch (error) {
      if (error instanceof ServiceError && (error.status === null || !retryable(error.status))) throw error;
      if (signal?.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('The sync was stopped');
      failure = error instanceof ServiceError ? error : new ServiceError(timedOut(error) ? `${options.service} did not answer ${shown} within ${options.timeoutMs / 1000} s` : `${options.service} could not be reached for ${shown}: ${(error as Error).message}`, null);
    }
    if (attempt >= options.retries) throw new ServiceError(`${failure.message} (gave up after ${attempt + 1} attempts)`, failure.status);
    await sleep(wait, undefined, { signal });
    delay = Math.min(delay * 2, options.maxDelayMs);
  }
}

const timedOut = (error: unknown) => error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** A service's document read with its schema, or a ServiceError naming what had an unexpected shape. */
export function parsedAs<T>(service: string, schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ServiceError(`${service} answered ${what} in an unexpected shape (${issue ? `${issue.path.join('.')}: ${issue.message}` : 'unreadable'})`, null);
}
