/** What a runner reports after each attempt: for metrics (job counts, failures, durations) and logs. */
export interface JobEvent {
  type: 'completed' | 'retry' | 'failed';
  name: string;
  /** 1 for the first attempt (0 when the runner only learns of a final failure from the queue). */
  attempt: number;
  durationMs: number | null;
  reason?: string;
}

/** Jobs of one name waiting (queued or waiting for a retry) and running. */
export interface QueueDepth {
  name: string;
  waiting: number;
  active: number;
}

export type JobListener = (event: JobEvent) => void;

/** The listeners of a runner; a listener that throws never disturbs the jobs. */
export class JobEvents {
  private readonly listeners = new Set<JobListener>();

  on(listener: JobListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: JobEvent): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A reporting failure is not a job failure.
      }
    }
  }
}
