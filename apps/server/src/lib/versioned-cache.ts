/**
 * Values kept by each server instance for a version the database counts: a value is answered only
 * for exactly the version it was read for, a value of an older version never replaces a newer
 * one's, and past `maxWeight` (all keys together, each value weighed by `weigh`) the least recently
 * read keys are forgotten; a value heavier than `maxWeight` is not kept. Kept values are shared
 * between requests: they are never changed.
 *
 * Callers read the version first and the value after it, so a value read after reading a version
 * is at least as new as it (reviews/review-ids-cache.ts, reviews/review-parts-cache.ts,
 * screens/screen-live-rows.ts).
 */
export class VersionedCache<V> {
  /** In order of last use: the first is forgotten first. */
  readonly #kept = new Map<string, { version: number; value: V; weight: number }>();
  #weight = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  /** The value kept for the key at exactly this version, if any. */
  get(key: string, version: number): V | undefined {
    const kept = this.#kept.get(key);
    if (kept?.version !== version) return undefined;
    this.#kept.delete(key);
    this.#kept.set(key, kept);
    return kept.value;
  }

  /** Keeps the value read for `version`, unless a newer version of the key is kept already. */
  set(key: string, version: number, value: V): void {
    const weight = this.weigh(value);
    if (weight > this.maxWeight) return;
    const kept = this.#kept.get(key);
    if (kept && kept.version > version) return;
    if (kept) this.#forget(key, kept.weight);
    this.#kept.set(key, { version, value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#kept) {
      if (this.#weight <= this.maxWeight) break;
      this.#forget(oldest, entry.weight);
    }
  }

  /** The weight kept, all keys together. */
  get size(): number {
    return this.#weight;
  }

  #forget(key: string, weight: number): void {
    this.#kept.delete(key);
    this.#weight -= weight;
  }
}
