import { defineMetrics } from './define';
import { latestRatio } from './margins';

export const LEVERAGE_METRICS = defineMetrics([
  { id: 'net_debt_to_ebitda', label: 'Net debt / EBITDA', unit: '×', decimals: 2, family: 'leverage', forward: false, lowerIsBetter: true, compute: latestRatio('net_debt', 'ebitda', false),
    definition: 'Net debt ÷ EBITDA of the last reported year, as a multiple; below zero means net cash. EBITDA must be above zero.' },
  { id: 'net_debt_to_equity', label: 'Net debt / equity', unit: '%', family: 'leverage', forward: false, lowerIsBetter: true, compute: latestRatio('net_debt', 'shareholders_equity'),
    definition: "Gearing: net debt ÷ shareholders' equity at the end of the last reported year, in %; below zero means net cash. Equity must be above zero." },
  { id: 'equity_to_assets', label: 'Equity / assets', unit: '%', family: 'leverage', forward: false, compute: latestRatio('shareholders_equity', 'total_assets'),
    definition: "Shareholders' equity ÷ total assets at the end of the last reported year, in % (a bank's or insurer's leverage: the higher, the more capital per unit of assets)." },
  { id: 'interest_cover', label: 'Interest cover', unit: '×', family: 'leverage', forward: false, compute: latestRatio('ebit', 'interest_expense', false),
    definition: 'EBIT ÷ interest expense of the last reported year, as a multiple; interest expense must be above zero.' },
]);
