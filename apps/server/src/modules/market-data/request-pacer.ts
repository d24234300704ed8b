import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Spaces requests to a service at most `perSecond` a second, across every caller sharing the pacer
 * (the SEC allows 10 a second per user; a provider's plan sets its own). Each caller waits for its
 * turn; turns are handed out in call order.
 */
export class RequestPacer {
  private next = 0;
  private readonly gapMs: number;

  constructor(perSecond: number) {
    if (!(perSecond > 0)) throw new Error('A request pacer needs a positive rate');
    this.gapMs = 1000 / perSecond;
  }

  async turn(signal?: AbortSignal): Promise<void> {
    const now = performance.now();
    const at = Math.max(now, this.next);
    this.next = at + this.gapMs;
    if (at > now) await sleep(at - now, undefined, { signal });
  }
}
