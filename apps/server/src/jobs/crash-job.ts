import type { JobOptions } from './job-runner';

/**
 * The job of the crash test: the child server starts it and dies, the next server finishes it. Its
 * time limit is an AI fill's (4 minutes): recovery must not wait for it.
 */
export const CRASH_JOB = 'crash-recovery';
export const CRASH_JOB_OPTIONS: JobOptions<object> = { retryLimit: 2, retryBackoff: false, retryDelaySeconds: 1, expireInSeconds: 240 };
