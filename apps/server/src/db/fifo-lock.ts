/**
 * A lock handed to waiters in the order they asked: a release wakes exactly the next waiter, so a
 * long queue costs one wake-up per release rather than one per waiter.
 */
export class FifoLock {
  #held = false;
  readonly #waiters: (() => void)[] = [];
  #head = 0;

  /** Resolves once the caller holds the lock. */
  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Passes the lock to the next waiter, or frees it. */
  release(): void {
    if (this.#head < this.#waiters.length) {
      const next = this.#waiters[this.#head]!;
      this.#head += 1;
      if (this.#head > 1024 && this.#head * 2 > this.#waiters.length) {
        this.#waiters.splice(0, this.#head);
        this.#head = 0;
      }
      next();
      return;
    }
    this.#held = false;
  }

  /** How many callers wait for the lock. */
  get waiting(): number {
    return this.#waiters.length - this.#head;
  }
}
