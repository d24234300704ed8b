import { fiscalYearOf } from '@thesis/domain';
import type { AnnualFigures } from './annual-figures';
import type { SecColumn } from './concepts';

/** The columns of the SEC snapshot file, in its order, then the ones only a sync fills (empty in the shipped file). */
export const SNAPSHOT_COLUMNS = [
  'ticker', 'company_name', 'cik', 'exchange', 'currency', 'fiscal_year', 'fiscal_year_end',
  'revenue_m', 'cost_of_revenue_m', 'gross_profit_m', 'ebit_m', 'net_income_m', 'rnd_m', 'sga_m',
  'operating_cash_flow_m', 'capex_m', 'buybacks_m', 'dividends_paid_m', 'eps_diluted', 'dps', 'diluted_shares_m',
  'total_assets_m', 'total_liabilities_m', 'shareholders_equity_m', 'cash_m', 'long_term_debt_m', 'per_share_basis_break',
  'pretax_income_m', 'income_tax_m', 'interest_expense_m', 'dna_m', 'ebitda_m', 'total_debt_m', 'short_term_investments_m', 'net_debt_m',
  'shares_outstanding_m', 'filings',
] as const;
export type SnapshotColumn = (typeof SNAPSHOT_COLUMNS)[number];

/** A diluted share count that moves this much from one year to the next marks a change of per-share basis (a split, a large merger). */
const BASIS_BREAK = { up: 1.8, down: 0.55 } as const;

export interface Filer {
  ticker: string;
  exchange: string;
  cik: string;
  name: string;
}

const round = (value: number) => Math.round(value * 1000) / 1000;
const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(round(value)));
const sum = (...values: (number | undefined)[]) => (values.some((value) => value !== undefined) ? values.reduce<number>((total, value) => total + (value ?? 0), 0) : undefined);

/**
 * Total debt: long-term debt plus the current part and short-term borrowings. LongTermDebt (the
 * fallback concept) already includes the current part, so only short-term borrowings are added to
 * it. Without a long-term debt figure the total is unknown (a bank's borrowings alone are not it).
 */
function totalDebt(row: AnnualFigures): number | undefined {
  const { long_term_debt_m: longTerm, current_debt_m: current, short_term_borrowings_m: borrowings } = row.values;
  if (longTerm === undefined) return undefined;
  const includesCurrent = row.filings.long_term_debt_m?.concept === 'LongTermDebt';
  return sum(longTerm, includesCurrent ? undefined : current, borrowings);
}

/**
 * A company's fiscal years as rows of the snapshot file (strings, '' for not filed): the filed
 * figures plus the derived ones — gross profit as revenue − cost of revenue where GrossProfit is not
 * filed, EBITDA = operating income + depreciation and amortisation, total debt and net debt =
 * total debt − cash and short-term investments — and where each filed figure comes from.
 */
export function snapshotRows(filer: Filer, years: readonly AnnualFigures[]): Record<SnapshotColumn, string>[] {
  let previousShares: number | undefined;
  return years.flatMap((year) => {
    const v = year.values;
    if (v.revenue_m === undefined && v.net_income_m === undefined) return [];
    const grossProfit = v.gross_profit_m ?? (v.revenue_m !== undefined && v.cost_of_revenue_m !== undefined ? v.revenue_m - v.cost_of_revenue_m : undefined);
    const debt = totalDebt(year);
    const ebitda = v.ebit_m !== undefined && v.dna_m !== undefined ? v.ebit_m + v.dna_m : undefined;
    const liquid = sum(v.cash_m, v.short_term_investments_m);
    const netDebt = debt !== undefined && liquid !== undefined ? debt - liquid : undefined;
    const shares = v.diluted_shares_m;
    const ratio = shares !== undefined && previousShares ? shares / previousShares : 1;
    if (shares !== undefined) previousShares = shares;
    const filed = (column: SecColumn) => text(v[column]);
    const filings = Object.fromEntries(Object.entries(year.filings).map(([column, filing]) => [column, `${filing.accn} ${filing.form} ${filing.filed} ${filing.concept}`]));
    return [{
      ticker: filer.ticker, company_name: filer.name, cik: filer.cik, exchange: filer.exchange, currency: 'USD',
      fiscal_year: String(fiscalYearOf(year.periodEnd)), fiscal_year_end: year.periodEnd,
      revenue_m: filed('revenue_m'), cost_of_revenue_m: filed('cost_of_revenue_m'), gross_profit_m: text(grossProfit), ebit_m: filed('ebit_m'),
      net_income_m: filed('net_income_m'), rnd_m: filed('rnd_m'), sga_m: filed('sga_m'),
      operating_cash_flow_m: filed('operating_cash_flow_m'), capex_m: filed('capex_m'), buybacks_m: filed('buybacks_m'), dividends_paid_m: filed('dividends_paid_m'),
      eps_diluted: v.eps_diluted === undefined ? '' : String(v.eps_diluted), dps: v.dps === undefined ? '' : String(v.dps), diluted_shares_m: filed('diluted_shares_m'),
      total_assets_m: filed('total_assets_m'), total_liabilities_m: filed('total_liabilities_m'), shareholders_equity_m: filed('shareholders_equity_m'),
      cash_m: filed('cash_m'), long_term_debt_m: filed('long_term_debt_m'),
      per_share_basis_break: ratio >= BASIS_BREAK.up || ratio <= BASIS_BREAK.down ? 'Y' : '',
      pretax_income_m: filed('pretax_income_m'), income_tax_m: filed('income_tax_m'), interest_expense_m: filed('interest_expense_m'), dna_m: filed('dna_m'),
      ebitda_m: text(ebitda), total_debt_m: text(debt), short_term_investments_m: filed('short_term_investments_m'), net_debt_m: text(netDebt),
      shares_outstanding_m: filed('shares_outstanding_m'), filings: JSON.stringify(filings),
    }];
  });
}
