import { displayTicker, type PortfolioInvestment } from '@thesis/domain';
import { unitsText } from './format';

/**
 * The remove-holding confirmation: what leaves the portfolio, and — only when the holding has a
 * review — that the review stays (#18: a holding without one must not be promised one).
 */
export function removeHoldingText(holding: Pick<PortfolioInvestment, 'shares_count' | 'investment'>): string {
  const { investment } = holding;
  const shares = `${unitsText(holding.shares_count)} ${holding.shares_count === 1 ? 'share' : 'shares'}`;
  const review = investment.investment_review_id ? ' Your review of it stays.' : '';
  return `${displayTicker(investment.ticker)} ${investment.name} and its ${shares} leave your portfolio.${review}`;
}
