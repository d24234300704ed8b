/**
 * Which XBRL concepts of a company's filings give each figure, in order of preference: for each
 * fiscal year the first concept the company reported for that year wins (companies move between
 * tags over the years, e.g. SalesRevenueNet → RevenueFromContractWithCustomer… in 2018).
 *
 * The columns are those of the shipped snapshot file (data/reference/us_sp500_financials_sec_…):
 * money in millions, per-share values as filed, shares in millions. The same list builds the
 * snapshot (`data:sync sec --csv`) and the synced rows, so the two never disagree.
 */
export type SecColumn =
  | 'revenue_m' | 'cost_of_revenue_m' | 'gross_profit_m' | 'ebit_m' | 'rnd_m' | 'sga_m' | 'pretax_income_m' | 'income_tax_m' | 'net_income_m' | 'interest_expense_m' | 'dna_m'
  | 'operating_cash_flow_m' | 'capex_m' | 'buybacks_m' | 'dividends_paid_m' | 'eps_diluted' | 'dps' | 'diluted_shares_m'
  | 'shares_outstanding_m' | 'total_assets_m' | 'total_liabilities_m' | 'shareholders_equity_m' | 'cash_m' | 'short_term_investments_m'
  | 'long_term_debt_m' | 'current_debt_m' | 'short_term_borrowings_m';

export interface ConceptList {
  column: SecColumn;
  /** us-gaap concept names, preferred first. */
  concepts: readonly string[];
  /** duration: a value over the fiscal year; instant: a balance at the year's end. */
  period: 'duration' | 'instant';
  /** The XBRL unit read: money in USD, per-share values in USD/shares, share counts in shares. */
  unit: 'USD' | 'USD/shares' | 'shares';
  /** Cash paid out is filed positive; the snapshot keeps capex negative (cash spent). */
  negate?: boolean;
}

const money = (column: SecColumn, concepts: readonly string[], period: 'duration' | 'instant' = 'duration', negate = false): ConceptList => ({ column, concepts, period, unit: 'USD', negate });

export const SEC_CONCEPTS: readonly ConceptList[] = [
  money('revenue_m', ['RevenueFromContractWithCustomerExcludingAssessedTax', 'Revenues', 'SalesRevenueNet', 'RevenueFromContractWithCustomerIncludingAssessedTax', 'RevenuesNetOfInterestExpense']),
  money('cost_of_revenue_m', ['CostOfGoodsAndServicesSold', 'CostOfRevenue', 'CostOfGoodsSold', 'CostOfServices']),
  money('gross_profit_m', ['GrossProfit']),
  money('ebit_m', ['OperatingIncomeLoss']),
  money('rnd_m', ['ResearchAndDevelopmentExpense']),
  money('sga_m', ['SellingGeneralAndAdministrativeExpense', 'GeneralAndAdministrativeExpense']),
  money('pretax_income_m', ['IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest', 'IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments']),
  money('income_tax_m', ['IncomeTaxExpenseBenefit']),
  money('net_income_m', ['NetIncomeLoss', 'ProfitLoss']),
  money('interest_expense_m', ['InterestExpense', 'InterestExpenseNonoperating', 'InterestExpenseDebt']),
  money('dna_m', ['DepreciationDepletionAndAmortization', 'DepreciationAndAmortization', 'DepreciationAmortizationAndAccretionNet', 'Depreciation']),
  money('operating_cash_flow_m', ['NetCashProvidedByUsedInOperatingActivities', 'NetCashProvidedByUsedInOperatingActivitiesContinuingOperations']),
  money('capex_m', ['PaymentsToAcquirePropertyPlantAndEquipment', 'PaymentsToAcquireProductiveAssets'], 'duration', true),
  money('buybacks_m', ['PaymentsForRepurchaseOfCommonStock']),
  money('dividends_paid_m', ['PaymentsOfDividendsCommonStock', 'PaymentsOfDividends']),
  { column: 'eps_diluted', concepts: ['EarningsPerShareDiluted', 'EarningsPerShareBasic'], period: 'duration', unit: 'USD/shares' },
  { column: 'dps', concepts: ['CommonStockDividendsPerShareDeclared', 'CommonStockDividendsPerShareCashPaid'], period: 'duration', unit: 'USD/shares' },
  { column: 'diluted_shares_m', concepts: ['WeightedAverageNumberOfDilutedSharesOutstanding', 'WeightedAverageNumberOfSharesOutstandingBasic'], period: 'duration', unit: 'shares' },
  { column: 'shares_outstanding_m', concepts: ['CommonStockSharesOutstanding'], period: 'instant', unit: 'shares' },
  money('total_assets_m', ['Assets'], 'instant'),
  money('total_liabilities_m', ['Liabilities'], 'instant'),
  money('shareholders_equity_m', ['StockholdersEquity', 'StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest'], 'instant'),
  money('cash_m', ['CashAndCashEquivalentsAtCarryingValue', 'CashCashEquivalentsRestrictedCashAndRestrictedCashEquivalents'], 'instant'),
  money('short_term_investments_m', ['ShortTermInvestments', 'MarketableSecuritiesCurrent', 'AvailableForSaleSecuritiesDebtSecuritiesCurrent'], 'instant'),
  // LongTermDebt includes the current portion; LongTermDebtNoncurrent does not (total debt adds the current part to it only).
  money('long_term_debt_m', ['LongTermDebtNoncurrent', 'LongTermDebt'], 'instant'),
  money('current_debt_m', ['DebtCurrent', 'LongTermDebtCurrent'], 'instant'),
  money('short_term_borrowings_m', ['ShortTermBorrowings', 'CommercialPaper'], 'instant'),
];

/** The forms whose facts are a company's full fiscal years. */
export const ANNUAL_FORMS: ReadonlySet<string> = new Set(['10-K', '10-K/A', '10-KT', '10-KT/A']);
/** Annual reports of foreign private issuers (IFRS or home-country GAAP): not read, with a reason. */
export const FOREIGN_ANNUAL_FORMS: ReadonlySet<string> = new Set(['20-F', '20-F/A', '40-F', '40-F/A']);

/** A fiscal year spans 52 or 53 weeks (364 or 371 days) or a calendar year: a duration in this range is one. */
export const ANNUAL_DAYS = { min: 350, max: 380 } as const;
