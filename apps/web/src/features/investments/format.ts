/** Display and navigation helpers of the investments feature (spec §9 display formats, §2 search target). */
import {
  CLASSIFICATION_LABELS,
  displayTicker,
  formatDate,
  formatFinancial,
  formatLastPrice,
  formatMillions,
  LAST_PRICE_DISPLAY_CURRENCY,
  MARKET_MESSAGES,
  NOT_AVAILABLE,
  type InvestmentSummary,
} from '@thesis/domain';
import { investmentReview, PATHS } from '../../lib/paths';

type Meta = InvestmentSummary['meta'];

/**
 * The last price (spec §9: shown in USD). Every listed price of the shipped universe is in USD; an
 * unlisted company's price is in its own local currency, so that currency is named, never converted.
 */
export function lastPriceText(meta: Meta): string {
  return formatLastPrice(meta.last_price, meta.currency || LAST_PRICE_DISPLAY_CURRENCY);
}

/** Market capitalisation, stored in millions, made compact (m, b, t) in the investment's currency. */
export function marketCapText(meta: Meta): string {
  return formatMillions(meta.market_cap, meta.currency || LAST_PRICE_DISPLAY_CURRENCY);
}

/** Issued shares, stored in millions: '14,594.2m'. */
export function issuedSharesText(meta: Meta): string {
  return meta.issued_shares === null ? NOT_AVAILABLE : `${formatFinancial(meta.issued_shares)}m`;
}

/** True when the investment carries no market figure at all (most ASX and non-S&P 500 companies). */
export function hasMarketFigures(meta: Meta): boolean {
  return meta.last_price !== null || meta.market_cap !== null || meta.issued_shares !== null;
}

/** The ticker as the user knows it (an unlisted company's storage suffix is never shown). */
export function tickerText(investment: Pick<InvestmentSummary, 'ticker'>): string {
  return displayTicker(investment.ticker);
}

/** Where the investment trades: its exchange, 'Unlisted' for a custom company. */
export function venueText(investment: Pick<InvestmentSummary, 'type' | 'exchange'>): string {
  if (investment.type === 'custom') return 'Unlisted';
  return investment.exchange ?? NOT_AVAILABLE;
}

/** /investments/{id}. */
export function investmentPath(id: string): string {
  return `${PATHS.investments}/${encodeURIComponent(id)}`;
}

/** Where picking a search result goes (spec §2 Top bar): the viewer's review if there is one, else the investment. */
export function searchTarget(result: Pick<InvestmentSummary, 'id' | 'investment_review_id'>): string {
  return result.investment_review_id ? investmentReview(result.investment_review_id) : investmentPath(result.id);
}

/**
 * Sector and industry, once each ('Materials · Materials' is published by the ASX for some groups);
 * an SEC industry (SIC) says so, so nobody takes a SIC division for a GICS sector.
 */
export function classificationText(investment: Pick<InvestmentSummary, 'sector_l1' | 'sector_l3'> & Partial<Pick<InvestmentSummary, 'classification'>>): string {
  const text = [...new Set([investment.sector_l1, investment.sector_l3].filter(Boolean))].join(' · ');
  return text && investment.classification === 'sic' ? `${text} · ${CLASSIFICATION_LABELS.sic}` : text;
}

/** What shows where a price would be when there is none (issue 19 item 6). */
export function noPriceText(investment: Pick<InvestmentSummary, 'type'>): string {
  return investment.type === 'custom' ? MARKET_MESSAGES.noPriceUnlisted : MARKET_MESSAGES.noPrice;
}

/** Where an operator reads how to import prices. */
export const PRICE_IMPORT_DOC = 'docs/market-data.md';

/**
 * What stands where a daily price chart would be. The shipped data has one price per company (or
 * none), so no chart is drawn: a line from one point would be invented. An unlisted company's one
 * price is the one its owner entered.
 */
export function priceHistoryText(investment: Pick<InvestmentSummary, 'type' | 'meta'>): string {
  const { last_price: price, updated_at: updated } = investment.meta;
  const date = formatDate(updated);
  const of = date ? `, of ${date}` : '';
  if (investment.type === 'custom') {
    return price === null
      ? 'There is no daily price history for an unlisted company, and this one has no price yet: edit it to enter one.'
      : `There is no daily price history for an unlisted company: its one price is the one entered on it${of}.`;
  }
  const held = price === null ? 'has no price for this company' : `has one price${of}`;
  return `Daily price history is not loaded yet: the shipped data ${held}. An administrator can connect the daily price provider or import prices (${PRICE_IMPORT_DOC}).`;
}
