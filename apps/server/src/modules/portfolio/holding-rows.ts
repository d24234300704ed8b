import {
  compareScreenRows,
  evaluateFilters,
  type InvestmentFactor,
  type PortfolioInvestment,
  type PortfolioSort,
  type ScaleValue,
  type ScreenFilter,
  type ScreenRow,
  type ScreenRowProcess,
} from '@thesis/domain';

/**
 * Filtering and sorting holdings with the screens' rules (packages/domain/src/screens): each
 * holding is read as a screen row — company fields from its investment, process scores keyed by
 * the library process id, factor grades keyed by the library factor id; a process's valuation
 * grade is the grade of its Valuation factor, when it has one.
 */
export function screenRowOf(holding: PortfolioInvestment): ScreenRow {
  const processes: Record<string, ScreenRowProcess> = {};
  const factors: Record<string, ScaleValue | null> = {};
  for (const process of holding.processes) {
    const valuationFactor = (process.factors ?? []).find((factor: InvestmentFactor) => factor.type === 'Valuation');
    if (process.process_id) processes[process.process_id] = { score: process.score, relevance: process.relevance, valuation: valuationFactor?.score ?? null };
    for (const factor of process.factors ?? []) if (factor.source_id) factors[factor.source_id] = factor.score;
  }
  const { investment } = holding;
  return {
    ticker: investment.ticker,
    name: investment.name,
    sector: investment.sector_l1,
    industry: investment.sector_l3,
    exchange: investment.exchange,
    currency: investment.currency,
    last_price: investment.last_price,
    market_cap: investment.market_cap,
    in_portfolio: true,
    processes,
    factors,
    metrics: holding.metrics,
  };
}

type Row = { holding: PortfolioInvestment; row: ScreenRow };

/** The holdings that pass every filter. */
export function filterHoldings(holdings: readonly PortfolioInvestment[], filters: readonly ScreenFilter[]): PortfolioInvestment[] {
  if (filters.length === 0) return [...holdings];
  return holdings.filter((holding) => evaluateFilters(filters, screenRowOf(holding)).passed);
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Sorted holdings; without a sort, by weight (largest first), then ticker. Missing values go last. */
export function sortHoldings(holdings: readonly PortfolioInvestment[], sort: PortfolioSort | null): PortfolioInvestment[] {
  const effective: PortfolioSort = sort ?? { key: { type: 'holding', field: 'shares_weight' }, direction: 'desc' };
  const key = effective.key;
  if (key.type === 'holding') {
    const sign = effective.direction === 'desc' ? -1 : 1;
    // Values compare in the reporting currency; a holding left out of the totals sorts last either way.
    const of = (holding: PortfolioInvestment): number | null => (key.field === 'shares_total_price' ? holding.value.amount : holding[key.field]);
    return [...holdings].sort((a, b) => {
      const [x, y] = [of(a), of(b)];
      if (x === null || y === null) return Number(x === null) - Number(y === null) || collator.compare(a.investment.ticker, b.investment.ticker);
      return sign * (x - y) || collator.compare(a.investment.ticker, b.investment.ticker);
    });
  }
  const compare = compareScreenRows({ key, direction: effective.direction });
  const rows: Row[] = holdings.map((holding) => ({ holding, row: screenRowOf(holding) }));
  return rows.sort((a, b) => compare(a.row, b.row)).map((entry) => entry.holding);
}
