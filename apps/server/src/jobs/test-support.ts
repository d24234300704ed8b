import type { JobLogger } from './sqlite-job-runner';

/** A logger that says nothing (job runner tests). */
export const quietLog: JobLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Resolves once `condition` holds, polling every 20 ms; rejects after `timeoutMs`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
