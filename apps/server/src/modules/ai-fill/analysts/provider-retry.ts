import OpenAI from 'openai';
import { AnalystFailure } from './analyst';

/** Transient provider errors (429, 5xx, timeouts, dropped connections) are retried at most this often … */
export const PROVIDER_RETRIES = 3;
/** … and only while the fill's provider budget lasts, so a user never waits much longer than this. */
export const PROVIDER_BUDGET_MS = 120_000;

export interface RetryPolicy {
  retries: number;
  budgetMs: number;
  /** The first back-off; it doubles with each retry (a retry-after header within the budget wins). */
  backoffMs: number;
  /** The time limit of one request. */
  timeoutMs: number;
}

export function isTransient(error: unknown): boolean {
  if (error instanceof OpenAI.APIConnectionError) return !(error instanceof OpenAI.APIUserAbortError);
  return error instanceof OpenAI.APIError && typeof error.status === 'number' && (error.status === 408 || error.status === 429 || error.status >= 500);
}

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'the request timed out';
  if (error instanceof OpenAI.APIConnectionError) return 'the connection failed';
  if (error instanceof OpenAI.APIError) {
    const detail = error.message.replace(/^\d{3}\s*/, '').slice(0, 200);
    return `it answered ${error.status ?? 'an error'}${detail ? ` (${detail})` : ''}`;
  }
  return error instanceof Error ? error.message : 'it failed';
}

function retryAfterMs(error: unknown): number | null {
  const header = error instanceof OpenAI.APIError ? error.headers?.get('retry-after') : null;
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    }, { once: true });
  });
}

/**
 * Runs a provider request, retrying transient failures with exponential back-off within the budget.
 * A refusal (4xx other than 408/429), or transient failures past the retries or the budget, end the
 * fill with an AnalystFailure naming what happened.
 */
export async function withRetries<T>(policy: RetryPolicy, signal: AbortSignal, request: (timeoutMs: number) => Promise<T>): Promise<T> {
  const deadline = Date.now() + policy.budgetMs;
  for (let attempt = 0; ; attempt += 1) {
    signal.throwIfAborted();
    try {
      return await request(Math.max(1, Math.min(policy.timeoutMs, deadline - Date.now())));
    } catch (error) {
      if (signal.aborted) throw signal.reason as Error;
      if (!isTransient(error)) throw new AnalystFailure(`The AI provider refused the request: ${describe(error)}.`);
      const wait = retryAfterMs(error) ?? policy.backoffMs * 2 ** attempt;
      if (attempt >= policy.retries || Date.now() + wait >= deadline) {
        throw new AnalystFailure(`The AI provider did not answer after ${attempt + 1} attempts: ${describe(error)}.`);
      }
      await pause(wait, signal);
    }
  }
}
