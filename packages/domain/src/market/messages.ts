/** What the product says about market data it has, lacks, or has converted (issue 19). */
export const MARKET_MESSAGES = {
  /** Where a price would be, for a listed company without one (most ASX and non-S&P 500 companies). */
  noPrice: 'No price in the shipped data — prices are imported by the operator',
  /** An unlisted company without a price: the user owns it and can give it one. */
  noPriceUnlisted: 'No last price yet — add one to this unlisted company',
  /** Issue 18 item 13: a valuation is saved but cannot be graded without a price. */
  valuationNeedsPrice: 'Saved, but not scored: this company has no last price, so the upside of your valuation cannot be worked out.',
  valuationNeedsPriceListed: 'Prices of listed companies are imported by the operator (npm run cli -- import:prices); the valuation is graded as soon as a price arrives.',
  valuationNeedsPriceUnlisted: 'Edit the company and enter its last price: the valuation is then graded.',
  /** Screens: why a company without a price fails a price filter. */
  priceFilterNoPrice: 'Companies without a price fail a price filter: the shipped data has prices for S&P 500 companies only; the operator imports the others.',
  stale: 'Older than 30 days',
  notConverted: 'Not converted: no exchange rate for this currency and month',
  excludedFromTotals: 'Holdings without a price or an exchange rate are left out of the totals and weights.',
} as const;

/** Issue 18 item 13: what a valuation saved for a company without a price says, and how to get a price. */
export function valuationNoPriceNotice(listed: boolean): string {
  return `${MARKET_MESSAGES.valuationNeedsPrice} ${listed ? MARKET_MESSAGES.valuationNeedsPriceListed : MARKET_MESSAGES.valuationNeedsPriceUnlisted}`;
}
