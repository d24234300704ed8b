import type { QualitativeType } from '../constants/scales';
import type { Grade } from '../scoring/grade-points';
import type { MetricId } from './catalogue';

/**
 * A band of a rule: a value earns `grade` when it is `below` (strictly) or `upTo` (inclusive) the
 * bound, or `above` it; a band without a bound takes every value the earlier bands left.
 */
export interface RuleBand {
  grade: Grade;
  below?: number;
  upTo?: number;
  above?: number;
}

/**
 * A written rule that grades a qualitative item from a computed figure: the built-in analyst maps a
 * qualitative item only when it is bound to one of these. The text is what the reviewer reads.
 */
export interface MetricRule {
  id: string;
  label: string;
  metric: MetricId;
  /** The scales it grades (its grades belong to them). */
  types: readonly QualitativeType[];
  /** Best first; the first band the value fits wins. */
  bands: readonly RuleBand[];
  /** The rule in words: 'Good below 1×, Average from 1× to 2.5×, Poor above 2.5×'. */
  text: string;
}

export const METRIC_RULES = [
  {
    id: 'leverage_3pt',
    label: 'Leverage from net debt / EBITDA (Good < 1×, Average 1–2.5×, Poor > 2.5×)',
    metric: 'net_debt_to_ebitda',
    types: ['Qualitative3pt'],
    bands: [{ grade: 'good', below: 1 }, { grade: 'average', upTo: 2.5 }, { grade: 'poor' }],
    text: 'Good when net debt is below 1× EBITDA (net cash included), Average from 1× to 2.5×, Poor above 2.5×.',
  },
  {
    id: 'net_debt_below_2x_ebitda',
    label: 'Net debt below 2× EBITDA (Tick / Cross)',
    metric: 'net_debt_to_ebitda',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 2 }, { grade: 'poor' }],
    text: 'Tick when net debt is below 2× EBITDA (net cash included), Cross otherwise.',
  },
  {
    id: 'payout_below_75pct',
    label: 'Payout ratio below 75% (Tick / Cross)',
    metric: 'payout_ratio',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 75 }, { grade: 'poor' }],
    text: 'Tick when dividends per share are below 75% of earnings per share, Cross otherwise.',
  },
  {
    id: 'roe_5y_avg_above_10pct',
    label: 'ROE above 10% on average over five years (Tick / Cross)',
    metric: 'roe_avg_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 10 }, { grade: 'poor' }],
    text: 'Tick when the five-year average ROE is above 10% (a typical cost of equity), Cross otherwise.',
  },
  {
    id: 'forecast_eps_growth_above_10pct',
    label: 'Forecast EPS growth above 10% a year (Tick / Cross)',
    metric: 'eps_cagr_forecast',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 10 }, { grade: 'poor' }],
    text: 'Tick when your estimates give EPS growth above 10% a year, Cross otherwise.',
  },
  {
    id: 'peg_below_1_5',
    label: 'PEG ratio below 1.5 (Tick / Cross)',
    metric: 'peg',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 1.5 }, { grade: 'poor' }],
    text: 'Tick when forward P/E ÷ forecast EPS growth is below 1.5, Cross otherwise.',
  },
  {
    id: 'eps_rose_4_of_5_years',
    label: 'EPS rose in at least four of the last five years (Tick / Cross)',
    metric: 'eps_rise_share_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 79.99 }, { grade: 'poor' }],
    text: 'Tick when EPS rose in at least four of the last five years (80 % of the yearly changes), Cross otherwise.',
  },
  {
    id: 'dps_rose_8_of_10_years',
    label: 'DPS rose in at least eight of the last ten years (Tick / Cross)',
    metric: 'dps_rise_share_10y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 79.99 }, { grade: 'poor' }],
    text: 'Tick when dividend per share rose in at least eight of the last ten years (80 % of the yearly changes), Cross otherwise.',
  },
  {
    id: 'dps_never_cut_10y',
    label: 'Dividend not cut in ten years (Tick / Cross)',
    metric: 'dps_worst_change_10y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: -1 }, { grade: 'poor' }],
    text: 'Tick when dividend per share never fell by more than 1 % from one year to the next over the last ten years, Cross otherwise.',
  },
  {
    id: 'ocf_fall_below_20pct',
    label: 'Operating cash flow never fell 20 % in a year (Tick / Cross)',
    metric: 'ocf_worst_change_10y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: -20 }, { grade: 'poor' }],
    text: 'Tick when operating cash flow never fell by 20 % or more from one year to the next over the last ten years, Cross otherwise.',
  },
  {
    id: 'ocf_stability_5pt',
    label: 'Cash flow stability from the worst yearly fall of operating cash flow (5 grades)',
    metric: 'ocf_worst_change_10y',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: -5 }, { grade: 'good', above: -10 }, { grade: 'average', above: -20 }, { grade: 'poor', above: -35 }, { grade: 'v_poor' }],
    text: 'Very good when operating cash flow never fell more than 5 % in a year over ten years, Good up to 10 %, Average up to 20 %, Poor up to 35 %, Very poor beyond.',
  },
  {
    id: 'ocf_positive',
    label: 'Operating cash flow positive (Tick / Cross)',
    metric: 'operating_cash_flow',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 0 }, { grade: 'poor' }],
    text: 'Tick when operating cash flow of the last reported year is above zero, Cross otherwise.',
  },
  {
    id: 'fcf_positive',
    label: 'Free cash flow positive (Tick / Cross)',
    metric: 'fcf',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 0 }, { grade: 'poor' }],
    text: 'Tick when free cash flow of the last reported year is above zero, Cross otherwise.',
  },
  {
    id: 'fcf_conversion_above_80pct',
    label: 'Free cash flow above 80 % of net profit over five years (Tick / Cross)',
    metric: 'fcf_conversion_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 80 }, { grade: 'poor' }],
    text: 'Tick when free cash flow summed over five years is above 80 % of net profit summed over the same years, Cross otherwise.',
  },
  {
    id: 'fcf_conversion_5pt',
    label: 'Quality of earnings from free cash flow conversion (5 grades)',
    metric: 'fcf_conversion_5y',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 99.99 }, { grade: 'good', above: 85 }, { grade: 'average', above: 70 }, { grade: 'poor', above: 50 }, { grade: 'v_poor' }],
    text: 'Very good when five years of free cash flow reach 100 % or more of net profit, Good above 85 %, Average above 70 %, Poor above 50 %, Very poor at 50 % or less.',
  },
  {
    id: 'cash_conversion_flag',
    label: 'Profit not backed by operating cash flow (Flags)',
    metric: 'ocf_conversion_5y',
    types: ['Flags'],
    bands: [{ grade: 'good', above: 89.99 }, { grade: 'average', above: 69.99 }, { grade: 'poor' }],
    text: 'Green flag when five years of operating cash flow reach at least 90 % of net profit, Amber from 70 % to 90 %, Red flag below 70 %.',
  },
  {
    id: 'fcf_covers_dividend_5y',
    label: 'Free cash flow covered the dividend in each of five years (Tick / Cross)',
    metric: 'fcf_dividend_cover_min_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 0.9999 }, { grade: 'poor' }],
    text: 'Tick when free cash flow was at least the dividends paid in each of the last five years, Cross otherwise.',
  },
  {
    id: 'revenue_per_share_cagr_above_8pct',
    label: 'Revenue per share compounded above 8 % a year over five years (Tick / Cross)',
    metric: 'revenue_per_share_cagr_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 8 }, { grade: 'poor' }],
    text: 'Tick when revenue per share grew above 8 % a year over the last five years, Cross otherwise.',
  },
  {
    id: 'share_dilution_below_2pct',
    label: 'Share count grew less than 2 % a year (Tick / Cross)',
    metric: 'share_count_cagr_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 2 }, { grade: 'poor' }],
    text: 'Tick when diluted shares grew less than 2 % a year over the last five years (share-based pay net of buybacks), Cross otherwise.',
  },
  {
    id: 'no_net_share_issuance_5y',
    label: 'No net new shares in five years (Tick / Cross)',
    metric: 'share_count_cagr_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 0.5 }, { grade: 'poor' }],
    text: 'Tick when diluted shares grew less than 0.5 % a year over the last five years (no material equity raised net of buybacks), Cross otherwise.',
  },
  {
    id: 'revenue_growth_5pt',
    label: 'Growth record from revenue 5-year CAGR (5 grades)',
    metric: 'revenue_cagr_5y',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 15 }, { grade: 'good', above: 8 }, { grade: 'average', above: 3 }, { grade: 'poor', above: 0 }, { grade: 'v_poor' }],
    text: 'Very good above 15 % a year over five years, Good above 8 %, Average above 3 %, Poor above 0 %, Very poor when revenue shrank.',
  },
  {
    id: 'roe_5y_5pt',
    label: 'Returns from ROE, 5-year average (5 grades)',
    metric: 'roe_avg_5y',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 20 }, { grade: 'good', above: 15 }, { grade: 'average', above: 10 }, { grade: 'poor', above: 5 }, { grade: 'v_poor' }],
    text: 'Very good above 20 % on average over five years, Good above 15 %, Average above 10 %, Poor above 5 %, Very poor at 5 % or less.',
  },
  {
    id: 'payout_5pt',
    label: 'Dividend cover from the payout ratio (5 grades)',
    metric: 'payout_ratio',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', below: 50 }, { grade: 'good', below: 65 }, { grade: 'average', below: 80 }, { grade: 'poor', upTo: 100 }, { grade: 'v_poor' }],
    text: 'Very good when dividends are below 50 % of earnings, Good below 65 %, Average below 80 %, Poor up to 100 %, Very poor when dividends exceed earnings.',
  },
  {
    id: 'dps_growth_5pt',
    label: 'Dividend growth from DPS 5-year CAGR (5 grades)',
    metric: 'dps_cagr_5y',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 10 }, { grade: 'good', above: 6 }, { grade: 'average', above: 3 }, { grade: 'poor', above: 0 }, { grade: 'v_poor' }],
    text: 'Very good above 10 % a year over five years, Good above 6 %, Average above 3 %, Poor above 0 %, Very poor when the dividend shrank.',
  },
  {
    id: 'dividend_yield_5pt',
    label: 'Level of the yield from the dividend yield (5 grades)',
    metric: 'dividend_yield',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 5 }, { grade: 'good', above: 4 }, { grade: 'average', above: 3 }, { grade: 'poor', above: 2 }, { grade: 'v_poor' }],
    text: 'Very good above 5 %, Good above 4 %, Average above 3 %, Poor above 2 %, Very poor at 2 % or less.',
  },
  {
    id: 'fcf_yield_5pt',
    label: 'Cash-flow value from the free cash flow yield (5 grades)',
    metric: 'fcf_yield',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 8 }, { grade: 'good', above: 6 }, { grade: 'average', above: 4 }, { grade: 'poor', above: 2 }, { grade: 'v_poor' }],
    text: 'Very good above 8 %, Good above 6 %, Average above 4 %, Poor above 2 %, Very poor at 2 % or less.',
  },
  {
    id: 'fcf_yield_above_5pct',
    label: 'Free cash flow yield above 5 % (Tick / Cross)',
    metric: 'fcf_yield',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 5 }, { grade: 'poor' }],
    text: 'Tick when free cash flow of the last reported year is above 5 % of the market cap, Cross otherwise.',
  },
  {
    id: 'fcf_yield_above_8pct',
    label: 'Free cash flow yield above 8 % (Tick / Cross)',
    metric: 'fcf_yield',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 8 }, { grade: 'poor' }],
    text: 'Tick when free cash flow of the last reported year is above 8 % of the market cap, Cross otherwise.',
  },
  {
    id: 'price_below_book',
    label: 'Price below book value (Tick / Cross)',
    metric: 'price_to_book',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 1 }, { grade: 'poor' }],
    text: "Tick when the market cap is below shareholders' equity (price / book under 1×), Cross otherwise.",
  },
  {
    id: 'ev_ebit_below_8',
    label: 'EV/EBIT below 8× (Tick / Cross)',
    metric: 'ev_to_ebit',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 8 }, { grade: 'poor' }],
    text: 'Tick when enterprise value is below 8× the EBIT of the last reported year, Cross otherwise (one year’s EBIT: check it is not a peak).',
  },
  {
    id: 'interest_cover_above_8',
    label: 'EBIT covers interest more than 8 times (Tick / Cross)',
    metric: 'interest_cover',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 8 }, { grade: 'poor' }],
    text: 'Tick when EBIT is more than 8× interest expense in the last reported year, Cross otherwise.',
  },
  {
    id: 'interest_cover_above_4',
    label: 'EBIT covers interest more than 4 times (Tick / Cross)',
    metric: 'interest_cover',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 4 }, { grade: 'poor' }],
    text: 'Tick when EBIT is more than 4× interest expense in the last reported year, Cross otherwise.',
  },
  {
    id: 'net_debt_below_1x_ebitda',
    label: 'Net debt below 1× EBITDA (Tick / Cross)',
    metric: 'net_debt_to_ebitda',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 1 }, { grade: 'poor' }],
    text: 'Tick when net debt is below 1× EBITDA (net cash included), Cross otherwise.',
  },
  {
    id: 'net_debt_below_2_5x_ebitda',
    label: 'Net debt below 2.5× EBITDA (Tick / Cross)',
    metric: 'net_debt_to_ebitda',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 2.5 }, { grade: 'poor' }],
    text: 'Tick when net debt is below 2.5× EBITDA (net cash included), Cross otherwise.',
  },
  {
    id: 'net_debt_below_2x_ebit',
    label: 'Net debt below 2× EBIT (Tick / Cross)',
    metric: 'net_debt_to_ebit',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 2 }, { grade: 'poor' }],
    text: 'Tick when net debt is below 2× EBIT (net cash included), Cross otherwise.',
  },
  {
    id: 'net_debt_ebit_3pt',
    label: 'Leverage from net debt / EBIT (Good < 1.5×, Average 1.5–3.5×, Poor > 3.5×)',
    metric: 'net_debt_to_ebit',
    types: ['Qualitative3pt'],
    bands: [{ grade: 'good', below: 1.5 }, { grade: 'average', upTo: 3.5 }, { grade: 'poor' }],
    text: 'Good when net debt is below 1.5× EBIT (net cash included), Average from 1.5× to 3.5×, Poor above 3.5×.',
  },
  {
    id: 'pe_below_15',
    label: 'P/E below 15 (Tick / Cross)',
    metric: 'pe',
    types: ['TickCross'],
    bands: [{ grade: 'good', below: 15 }, { grade: 'poor' }],
    text: 'Tick when the price is below 15× the EPS of the last reported year, Cross otherwise.',
  },
  {
    id: 'eps_growth_above_inflation',
    label: 'EPS grew faster than inflation over five years (Tick / Cross)',
    metric: 'eps_cagr_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 3 }, { grade: 'poor' }],
    text: 'Tick when EPS grew above 3 % a year (about long-run inflation) over the last five years, Cross otherwise.',
  },
  {
    id: 'roe_above_15pct_every_year',
    label: 'ROE above 15 % in each of the last five years (Tick / Cross)',
    metric: 'roe_min_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 15 }, { grade: 'poor' }],
    text: 'Tick when return on equity was above 15 % in every one of the last five reported years, Cross otherwise.',
  },
  {
    id: 'roe_above_10pct_through_cycle',
    label: 'ROE above 10 % in each of the last ten years (Tick / Cross)',
    metric: 'roe_min_10y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 10 }, { grade: 'poor' }],
    text: 'Tick when return on equity stayed above 10 % (a typical cost of equity) in every one of the last ten reported years, recessions included, Cross otherwise.',
  },
  {
    id: 'profitable_every_year_10y',
    label: 'Profitable in each of the last ten years (Tick / Cross)',
    metric: 'net_margin_min_10y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 0 }, { grade: 'poor' }],
    text: 'Tick when the company made a net profit in every one of the last ten reported years, Cross otherwise.',
  },
  {
    id: 'dilution_flag',
    label: 'Shareholders diluted (Flags)',
    metric: 'share_count_cagr_5y',
    types: ['Flags'],
    bands: [{ grade: 'good', below: 1 }, { grade: 'average', upTo: 3 }, { grade: 'poor' }],
    text: 'Green flag when diluted shares grew less than 1 % a year over five years, Amber from 1 % to 3 %, Red flag above 3 % a year.',
  },
  {
    id: 'revenue_rose_4_of_5_years',
    label: 'Revenue rose in at least four of the last five years (Tick / Cross)',
    metric: 'revenue_rise_share_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 79.99 }, { grade: 'poor' }],
    text: 'Tick when revenue rose in at least four of the last five years (80 % of the yearly changes), Cross otherwise.',
  },
  {
    id: 'revenue_grew_last_year',
    label: 'Revenue grew in the last reported year (Tick / Cross)',
    metric: 'revenue_growth_1y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 0 }, { grade: 'poor' }],
    text: 'Tick when revenue of the last reported year was above that of the year before, Cross otherwise.',
  },
  {
    id: 'pe_value_5pt',
    label: 'Earnings multiple from the P/E (5 grades)',
    metric: 'pe',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', below: 8 }, { grade: 'good', below: 12 }, { grade: 'average', below: 16 }, { grade: 'poor', below: 25 }, { grade: 'v_poor' }],
    text: 'Very good below 8× the EPS of the last reported year, Good below 12×, Average below 16×, Poor below 25×, Very poor at 25× or more.',
  },
  {
    id: 'eps_growth_5pt',
    label: 'Earnings growth from EPS 3-year CAGR (5 grades)',
    metric: 'eps_cagr_3y',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 20 }, { grade: 'good', above: 12 }, { grade: 'average', above: 6 }, { grade: 'poor', above: 0 }, { grade: 'v_poor' }],
    text: 'Very good above 20 % a year over three years, Good above 12 %, Average above 6 %, Poor above 0 %, Very poor when EPS shrank.',
  },
  {
    id: 'ocf_backs_profit',
    label: 'Operating cash flow at least 90 % of net profit over five years (Tick / Cross)',
    metric: 'ocf_conversion_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 89.99 }, { grade: 'poor' }],
    text: 'Tick when operating cash flow summed over five years reaches at least 90 % of net profit summed over the same years, Cross otherwise.',
  },
  {
    id: 'payout_below_70pct',
    label: 'Dividend still covered after a 30 % profit fall (Tick / Cross)',
    metric: 'payout_ratio',
    types: ['TickCross'],
    bands: [{ grade: 'good', upTo: 70 }, { grade: 'poor' }],
    text: 'Tick when dividends per share are at most 70 % of earnings per share, so earnings 30 % lower would still cover them, Cross otherwise.',
  },
  {
    id: 'equity_to_assets_5pt',
    label: 'Capital strength from equity / assets (5 grades)',
    metric: 'equity_to_assets',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 12 }, { grade: 'good', above: 10 }, { grade: 'average', above: 8 }, { grade: 'poor', above: 6 }, { grade: 'v_poor' }],
    text: 'Very good when equity is above 12 % of total assets, Good above 10 %, Average above 8 %, Poor above 6 %, Very poor at 6 % or less (a leverage ratio, not the regulatory capital ratio).',
  },
  {
    id: 'roe_floor_5pt',
    label: 'Durability of earnings from the lowest ROE of ten years (5 grades)',
    metric: 'roe_min_10y',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 12 }, { grade: 'good', above: 8 }, { grade: 'average', above: 4 }, { grade: 'poor', above: 0 }, { grade: 'v_poor' }],
    text: 'Very good when return on equity stayed above 12 % in every one of the last ten years, Good above 8 %, Average above 4 %, Poor above 0 %, Very poor when a year made a loss.',
  },
  {
    id: 'operating_margin_widened_5y',
    label: 'Operating margin wider than five years before (Tick / Cross)',
    metric: 'ebit_margin_change_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 0 }, { grade: 'poor' }],
    text: 'Tick when the EBIT margin of the last reported year is above that of five years before (incremental margins above the average), Cross otherwise.',
  },
  {
    id: 'operating_leverage_5pt',
    label: 'Scalability from the five-year change of the EBIT margin (5 grades)',
    metric: 'ebit_margin_change_5y',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 5 }, { grade: 'good', above: 2 }, { grade: 'average', above: -2 }, { grade: 'poor', above: -5 }, { grade: 'v_poor' }],
    text: 'Very good when the EBIT margin widened by more than 5 points over five years, Good by more than 2, Average within 2 points either way, Poor when it narrowed by up to 5, Very poor beyond.',
  },
  {
    id: 'net_debt_ebit_5pt',
    label: 'Leverage from net debt / EBIT (5 grades)',
    metric: 'net_debt_to_ebit',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', below: 0.5 }, { grade: 'good', below: 1.5 }, { grade: 'average', below: 2.5 }, { grade: 'poor', below: 4 }, { grade: 'v_poor' }],
    text: 'Very good below 0.5× EBIT (net cash included), Good below 1.5×, Average below 2.5×, Poor below 4×, Very poor at 4× or more.',
  },
  {
    id: 'net_margin_floor_5pt',
    label: 'Cost position from the lowest net margin of ten years (5 grades)',
    metric: 'net_margin_min_10y',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', above: 10 }, { grade: 'good', above: 5 }, { grade: 'average', above: 0 }, { grade: 'poor', above: -10 }, { grade: 'v_poor' }],
    text: 'Very good when the net margin stayed above 10 % in every one of the last ten years, Good above 5 %, Average above 0 % (profitable every year), Poor when the worst year lost up to 10 % of revenue, Very poor beyond.',
  },
  {
    id: 'price_to_book_5pt',
    label: 'Book value multiple from price / book (5 grades)',
    metric: 'price_to_book',
    types: ['Qualitative5pt'],
    bands: [{ grade: 'v_good', below: 0.8 }, { grade: 'good', below: 1.1 }, { grade: 'average', below: 1.5 }, { grade: 'poor', below: 2.5 }, { grade: 'v_poor' }],
    text: "Very good below 0.8× shareholders' equity, Good below 1.1×, Average below 1.5×, Poor below 2.5×, Very poor at 2.5× or more.",
  },
  {
    id: 'book_value_growing',
    label: 'Book value per share growing (Tick / Cross)',
    metric: 'book_value_per_share_cagr_5y',
    types: ['TickCross'],
    bands: [{ grade: 'good', above: 0 }, { grade: 'poor' }],
    text: 'Tick when book value per share grew over the last five years, Cross otherwise.',
  },
] as const satisfies readonly MetricRule[];

export type MetricRuleId = (typeof METRIC_RULES)[number]['id'];

const BY_ID = new Map<string, MetricRule>(METRIC_RULES.map((rule) => [rule.id, rule]));

export function metricRule(id: string): MetricRule | undefined {
  return BY_ID.get(id);
}

function fits(band: RuleBand, value: number): boolean {
  if (band.below !== undefined && !(value < band.below)) return false;
  if (band.upTo !== undefined && !(value <= band.upTo)) return false;
  if (band.above !== undefined && !(value > band.above)) return false;
  return true;
}

/** The grade a rule gives a value (the first band it fits). */
export function gradeByRule(rule: MetricRule, value: number): Grade {
  return (rule.bands.find((band) => fits(band, value)) ?? rule.bands[rule.bands.length - 1]!).grade;
}
