import { formatLastPrice, formatMillions, formatMoney, LAST_PRICE_DISPLAY_CURRENCY, MARKET_MESSAGES, MONEY_DISPLAY_CURRENCY, NOT_AVAILABLE, type PortfolioInvestment } from '@thesis/domain';

const units = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const score = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const unitsText = (value: number) => units.format(value);
export const weightText = (value: number) => `${percent.format(value)}%`;
export const scoreText = (value: number | null | undefined) => (value === null || value === undefined ? NOT_AVAILABLE : score.format(value));

type Investment = PortfolioInvestment['investment'];

/** Last price (spec §9: USD unless the investment names its own currency, never converted). */
export const priceText = (investment: Investment) => formatLastPrice(investment.last_price, investment.currency || LAST_PRICE_DISPLAY_CURRENCY);
/** Market cap, stored in millions, compact. */
export const marketCapText = (investment: Investment) => formatMillions(investment.market_cap, investment.currency || LAST_PRICE_DISPLAY_CURRENCY);
/** A holding's value in the reporting currency, or (not converted) in its own currency. */
export function valueText(holding: PortfolioInvestment): string {
  const { value } = holding;
  if (value.amount !== null) return formatMoney(value.amount, value.reporting_currency);
  return value.original === null ? NOT_AVAILABLE : formatMoney(value.original, value.currency);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Jun 2026' from '2026-06'. */
export const monthText = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
const rateFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4, minimumFractionDigits: 4 });

/** What a converted figure shows on hover: the original amount, the rate and its month. */
export function conversionText(value: PortfolioInvestment['value']): string | null {
  if (value.status === 'converted' && value.original !== null && value.rate !== null && value.rate_month) {
    return `${formatMoney(value.original, value.currency)} at ${rateFormat.format(value.rate)} ${value.reporting_currency} per ${value.currency}, the rate of ${monthText(value.rate_month)}`;
  }
  if (value.status === 'no_rate') return `${MARKET_MESSAGES.notConverted} (${value.currency}${value.as_of ? `, ${monthText(value.as_of.slice(0, 7))}` : ''}): left out of the totals and weights`;
  return null;
}

/** A total, in the reporting currency. */
export const totalText = (value: number, currency: string) => formatMoney(value, currency || MONEY_DISPLAY_CURRENCY);
