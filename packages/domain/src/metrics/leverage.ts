import { defineMetrics } from './define';
import { latestRatio } from './margins';

export const LEVERAGE_METRICS = defineMetrics([
  { id: 'net_debt_to_ebitda', label: 'Net debt / EBITDA', unit: '×', decimals: 2, family: 'leverage', forward: false, compute: latestRatio('net_debt', 'ebitda', false),
    definition: 'Net debt ÷ EBITDA of the last reported year, as a multiple; below zero means net cash. EBITDA must be above zero.' },
  { id: 'net_debt_to_equity', label: 'Net debt / equity', unit: '%', family: 'leverage', forward: false, compute: latestRatio('net_debt', 'shareholders_equity'),
    definition: "Gearing: net debt ÷ shareholders' equity at the end of the last reported year, in %; below zero means net cash. Equity must be above zero." },
]);
