/**
 * The top bar's search in progress, kept outside the box. Signing in (or any move between the
 * public pages and the app) swaps the public layout's top bar for the app's — a moment after the
 * address changed, while the next page renders. Someone who presses '/' and types straight away
 * types into the box that is about to go: the new top bar's box takes over the text, and the focus
 * when the old box had it, instead of dropping what was typed (#18).
 */
interface Draft {
  text: string;
  /** The box had the focus when it was replaced (or '/' was pressed before it loaded). */
  focused: boolean;
  /** A top-bar box is on the page and takes keys itself. */
  mounted: boolean;
}

let draft: Draft = { text: '', focused: false, mounted: false };

export const topBarSearchDraft = {
  get(): Draft {
    return draft;
  },
  set(change: Partial<Draft>): void {
    draft = { ...draft, ...change };
  },
  /** Nothing in progress (tests start from here). */
  clear(): void {
    draft = { text: '', focused: false, mounted: false };
  },
};
