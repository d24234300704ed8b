import type { InvestmentSummaryRow } from './investments.repository';

/** At most this many rows are kept (a few MB); past it the cache starts again. */
export const SUMMARY_CACHE_MAX = 10_000;

/**
 * The shown columns of listed companies (the rows of search results), kept for the listed
 * universe's version they were read at. Every change to a listed company's shown columns counts
 * that version up (imports and figure updates: `bumpListedUniverseVersion`), and every search reads
 * it, so a row kept for the version a search read is current. A newer version empties the cache;
 * rows read for an older one are neither answered from it nor kept.
 */
export class ListedSummaryCache {
  #version = -1;
  readonly #rows = new Map<string, InvestmentSummaryRow>();

  /** The rows kept for `version` among `ids`, and the ids to read. */
  take(version: number, ids: readonly string[]): { found: Map<string, InvestmentSummaryRow>; missing: string[] } {
    if (version > this.#version) {
      this.#version = version;
      this.#rows.clear();
    }
    const found = new Map<string, InvestmentSummaryRow>();
    if (version !== this.#version) return { found, missing: [...ids] };
    const missing: string[] = [];
    for (const id of ids) {
      const row = this.#rows.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    return { found, missing };
  }

  /** Keeps rows read after reading `version`; dropped when the cache has moved on to another version. */
  keep(version: number, rows: readonly InvestmentSummaryRow[]): void {
    if (version !== this.#version) return;
    if (this.#rows.size + rows.length > SUMMARY_CACHE_MAX) this.#rows.clear();
    for (const row of rows) this.#rows.set(row.id, row);
  }

  get size(): number {
    return this.#rows.size;
  }
}
