import { formatLastPrice, formatMillions, formatMoney, LAST_PRICE_DISPLAY_CURRENCY, MONEY_DISPLAY_CURRENCY, NOT_AVAILABLE, type PortfolioInvestment } from '@thesis/domain';

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
/** A holding's value, in its investment's currency (spec §9 money: AUD when none is known). */
export const valueText = (holding: PortfolioInvestment) => (holding.price_missing ? NOT_AVAILABLE : formatMoney(holding.shares_total_price, holding.investment.currency || MONEY_DISPLAY_CURRENCY));
/** A total: in the one currency of the holdings, else AUD (spec §9), summed without conversion. */
export const totalText = (value: number, currencies: readonly string[]) => formatMoney(value, currencies.length === 1 ? currencies[0] : MONEY_DISPLAY_CURRENCY);
