import { timeLimitMessage, type JobContext, type JobHandler } from './job-runner';

export class JobTimeoutError extends Error {
  constructor(seconds: number) {
    super(timeLimitMessage(seconds));
    this.name = 'JobTimeoutError';
  }
}

export class JobInterruptedError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'JobInterruptedError';
  }
}

/**
 * Runs one attempt of a job within its time limit. The handler's signal fires when the limit
 * passes or `interrupt` fires (the runner stops or lost the job); the attempt then rejects at once,
 * whatever the handler does with the signal.
 */
export async function runAttempt<T>(handler: JobHandler<T>, job: Omit<JobContext<T>, 'signal'>, limitSeconds: number, interrupt: AbortSignal): Promise<void> {
  const controller = new AbortController();
  const abort = (reason: Error) => {
    if (!controller.signal.aborted) controller.abort(reason);
  };
  const onInterrupt = () => abort(new JobInterruptedError(String((interrupt.reason as Error | undefined)?.message ?? 'The job was interrupted')));
  if (interrupt.aborted) onInterrupt();
  else interrupt.addEventListener('abort', onInterrupt, { once: true });
  const timer = setTimeout(() => abort(new JobTimeoutError(limitSeconds)), limitSeconds * 1000);
  const stopped = new Promise<never>((_resolve, reject) => {
    if (controller.signal.aborted) reject(controller.signal.reason as Error);
    else controller.signal.addEventListener('abort', () => reject(controller.signal.reason as Error), { once: true });
  });
  stopped.catch(() => undefined);
  try {
    const work = Promise.resolve().then(() => handler({ ...job, signal: controller.signal }));
    work.catch(() => undefined);
    await Promise.race([work, stopped]);
  } finally {
    clearTimeout(timer);
    interrupt.removeEventListener('abort', onInterrupt);
  }
}

/** A delay in ms before attempt `failures + 1`: `delay` after the first failure, doubling with back-off. */
export function retryDelayMs(delayMs: number, backoff: boolean, failures: number): number {
  return backoff ? delayMs * 2 ** Math.max(0, failures - 1) : delayMs;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'Unknown error';
}
