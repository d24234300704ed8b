import type { Investment } from '@thesis/domain';

/**
 * SLOT of the investment and review pages for the portfolio feature: adds the investment to the
 * portfolio with a number of shares (modal "Create investment and create shares"). Renders nothing
 * until that feature fills it in.
 */
export function AddToPortfolioButton(_props: { investment: Pick<Investment, 'id' | 'ticker' | 'name'> }) {
  return null;
}
