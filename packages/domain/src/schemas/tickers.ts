/**
 * An unlisted company is stored with a fixed ticker suffix so it can never collide with a listed
 * code: the form appends it on create and strips it again on edit; it is never shown.
 */
export const UNLISTED_TICKER_SUFFIX = '.PRV';

/** Strips the unlisted suffix from a stored ticker. */
export function displayTicker(ticker: string): string {
  return ticker.endsWith(UNLISTED_TICKER_SUFFIX) ? ticker.slice(0, -UNLISTED_TICKER_SUFFIX.length) : ticker;
}
