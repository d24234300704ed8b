/**
 * At most this many result rows are kept, all screens together (400 pages of 25; 1.2–2.1 KB a row
 * with one to three processes of 5–30 factors, so 12–21 MB at most); past it the least recently
 * used screens are forgotten.
 */
export const SCREEN_PAGE_CACHE_MAX_ROWS = 10_000;

/** What is kept of a page: its rows and the number of rows its query selects before paging (null past the end). */
export interface KeptPage<Row> {
  rows: readonly Row[];
  total: number | null;
}

interface KeptScreen<Row> {
  version: number;
  /** By the page's key (its filters, sort, processes, limit and offset). */
  pages: Map<string, KeptPage<Row>>;
  /** Rows of all its pages (a page without rows counts one, so that their number is bounded too). */
  size: number;
}

/**
 * Pages of each screen's results, kept by each server instance for the screen's results version
 * (screens.results_version, migration 0023), which the screen's read brings. The version counts up
 * in the transaction of every write of the screen's results, so a page read after reading a version
 * is at least as new as it: the same page asked again reads no results (issue 14). A page of an
 * older version never replaces a newer version's, and a newer version forgets the screen's pages.
 *
 * Only pages whose rows are read from the results alone may be kept: a filter on holdings or a
 * stored fundamental, or a sort on one, reads tables that change without the version
 * (screen-results.reader.ts decides).
 */
export class ScreenPageCache<Row> {
  /** In order of last use: the first is forgotten first. */
  readonly #screens = new Map<string, KeptScreen<Row>>();
  #size = 0;

  constructor(private readonly maxRows = SCREEN_PAGE_CACHE_MAX_ROWS) {}

  /** The page kept for the screen at exactly this version, if any. */
  get(screenId: string, version: number, key: string): KeptPage<Row> | undefined {
    const screen = this.#screens.get(screenId);
    if (screen?.version !== version) return undefined;
    const page = screen.pages.get(key);
    if (page) {
      this.#screens.delete(screenId);
      this.#screens.set(screenId, screen);
    }
    return page;
  }

  /** Keeps a page read for `version`, unless a newer version of the screen is kept already. */
  set(screenId: string, version: number, key: string, page: KeptPage<Row>): void {
    const weight = Math.max(1, page.rows.length);
    if (weight > this.maxRows) return;
    let screen = this.#screens.get(screenId);
    if (screen && screen.version > version) return;
    if (screen && screen.version < version) {
      this.#forget(screenId, screen);
      screen = undefined;
    }
    const known = screen?.pages.get(key);
    if (screen && known) {
      screen.pages.delete(key);
      screen.size -= Math.max(1, known.rows.length);
      this.#size -= Math.max(1, known.rows.length);
    }
    for (const [oldest, entry] of this.#screens) {
      if (this.#size + weight <= this.maxRows) break;
      if (entry === screen) continue;
      this.#forget(oldest, entry);
    }
    // The screen's own older pages go last, when the others were not enough.
    if (screen) {
      for (const [oldestKey, kept] of screen.pages) {
        if (this.#size + weight <= this.maxRows) break;
        screen.pages.delete(oldestKey);
        screen.size -= Math.max(1, kept.rows.length);
        this.#size -= Math.max(1, kept.rows.length);
      }
      this.#screens.delete(screenId);
    }
    const kept = screen ?? { version, pages: new Map<string, KeptPage<Row>>(), size: 0 };
    kept.pages.set(key, page);
    kept.size += weight;
    this.#size += weight;
    this.#screens.set(screenId, kept);
  }

  /** Rows kept, all screens together (a page without rows counts one). */
  get size(): number {
    return this.#size;
  }

  #forget(screenId: string, screen: KeptScreen<Row>): void {
    this.#screens.delete(screenId);
    this.#size -= screen.size;
  }
}
