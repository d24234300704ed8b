import type { TemplateProcess } from './types';

export const dividendIncome: TemplateProcess = {
  key: 'dividend-income',
  name: 'Dividend Income',
  description:
    'For investors who want a reliable income that grows. Checks the yield, whether free cash flow covers the dividend, whether the balance sheet can carry it through a downturn, whether it can grow ahead of inflation, and what the income stream is worth.',
  factors: [
    {
      key: 'yield',
      name: 'Dividend yield',
      description: 'Cash dividend yield, in % (include franking or other tax credits if they matter to you). The analyst fills the yield on the last reported year\'s dividend; replace it with your forward estimate when you have one.',
      group: 'Financial',
      type: 'percent',
      relevance: 'high',
      min: 0,
      max: 25,
      // Graded from the number: above 7% is excellent, 1% or less very poor.
      thresholds: { excellent: 25, v_good: 7, good: 5, average: 4, below_average: 3, poor: 2, v_poor: 1 },
      metric: 'dividend_yield',
      checklists: [
        {
          key: 'level',
          name: 'Level of the yield',
          metric: 'dividend_yield_5pt',
          questions: [
            { name: 'Dividend yield on the last reported dividend (%)', type: 'percent', min: 0, max: 25, metric: 'dividend_yield' },
            'Is the yield above the 10-year government bond yield?',
            'Is the yield above its own five-year average?',
            { name: 'Forward dividend yield on your estimate (%)', type: 'percent', min: 0, max: 25, metric: 'dividend_yield_forward' },
          ],
        },
        {
          key: 'trap',
          name: 'Yield trap test',
          type: 'Flags',
          group: 'Risk',
          questions: [
            { name: 'Yield is high because the price collapsed on bad news', type: 'Flags' },
            { name: 'Special or one-off dividends inflate the trailing yield', type: 'Flags' },
          ],
        },
      ],
    },
    {
      key: 'cover',
      name: 'Dividend cover',
      description: 'Whether the dividend is paid from genuine free cash flow, with room to spare.',
      group: 'Financial',
      type: 'Qualitative5pt',
      relevance: 'high',
      metric: 'payout_5pt',
      grades: {
        v_good: 'Paid comfortably from free cash flow after capital expenditure; payout below 60%.',
        good: 'Covered by free cash flow in most years; payout of 60–75%.',
        average: 'Covered by earnings but not always by free cash flow.',
        poor: 'Payout above 90%, or partly funded with debt.',
        v_poor: 'Dividend exceeds both free cash flow and earnings; a cut is likely.',
      },
      checklists: [
        {
          key: 'payout',
          name: 'Payout',
          metric: 'payout_5pt',
          questions: [
            { name: 'Is the payout ratio below 75% of earnings?', metric: 'payout_below_75pct' },
            { name: 'Has free cash flow covered the dividend in each of the last five years?', metric: 'fcf_covers_dividend_5y' },
            {
              name: 'Dividends as a share of free cash flow (%)',
              type: 'percent',
              min: -1000,
              max: 1000,
              metric: 'dividends_to_fcf',
              // Lower is better: under 40% is excellent, 120% or more very poor.
              thresholds: { excellent: 20, v_good: 40, good: 55, average: 70, below_average: 85, poor: 100, v_poor: 120 },
            },
            { name: 'Payout ratio: dividend per share as a share of EPS (%)', type: 'percent', min: -1000, max: 1000, metric: 'payout_ratio' },
          ],
        },
        {
          key: 'stress',
          name: 'Stress test',
          questions: [
            { name: 'Would the dividend still be covered if profits fell by 30%?', metric: 'payout_below_70pct' },
            'Is sustaining capital expenditure funded before the dividend?',
            { name: 'Lowest cover of the dividend by free cash flow over five years (×)', type: 'number', min: -100, max: 100, metric: 'fcf_dividend_cover_min_5y' },
          ],
        },
      ],
    },
    {
      key: 'growth',
      name: 'Dividend growth record',
      description: 'A dividend that grows faster than inflation protects the real value of the income.',
      group: 'Financial',
      type: 'Qualitative5pt',
      relevance: 'moderate',
      metric: 'dps_growth_5pt',
      grades: {
        v_good: 'Ten years or more of unbroken dividend growth, including through recessions.',
        good: 'Raised in most years; held rather than cut in downturns.',
        average: 'Broadly flat in real terms.',
        poor: 'Cut once in the last ten years and since restored.',
        v_poor: 'Repeated cuts or an erratic dividend.',
      },
      checklists: [
        {
          key: 'record',
          name: 'Record',
          metric: 'dps_growth_5pt',
          questions: [
            { name: 'Has the dividend per share grown in at least eight of the last ten years?', metric: 'dps_rose_8_of_10_years' },
            { name: 'Was the dividend maintained through the last recession (never cut in ten years)?', metric: 'dps_never_cut_10y' },
            { name: 'Ten-year growth of dividend per share (% a year)', type: 'percent', min: -100, max: 100, metric: 'dps_cagr_10y' },
            { name: 'Five-year growth of dividend per share (% a year)', type: 'percent', min: -100, max: 100, metric: 'dps_cagr_5y' },
          ],
        },
        {
          key: 'future',
          name: 'Future growth',
          questions: [
            'Are earnings per share expected to grow at least in line with inflation?',
            { name: 'Is there room to lift the payout ratio if growth slows (payout below 75%)?', metric: 'payout_below_75pct' },
            { name: 'Have earnings per share grown faster than inflation over the last five years?', metric: 'eps_growth_above_inflation' },
            { name: 'Five-year growth of EPS (% a year)', type: 'percent', min: -100, max: 500, metric: 'eps_cagr_5y' },
            { name: 'Average return on assets over the last five years (%)', type: 'percent', min: -100, max: 100, metric: 'roa_avg_5y' },
          ],
        },
      ],
    },
    {
      key: 'balance-sheet',
      name: 'Balance sheet strength',
      description: 'Debt holders are paid first; a stretched balance sheet puts the dividend at risk.',
      group: 'Risk',
      type: 'Qualitative5pt',
      relevance: 'high',
      grades: {
        v_good: 'Investment-grade credit, net debt below 1.5× EBITDA and long-dated debt.',
        good: 'Comfortable leverage with no refinancing pressure.',
        average: 'Leverage typical for the sector, with some maturities to refinance.',
        poor: 'High leverage; the dividend competes with paying down debt.',
        v_poor: 'Leverage threatens the dividend and possibly the equity.',
      },
      checklists: [
        {
          key: 'debt',
          name: 'Debt',
          questions: [
            { name: 'Is net debt below 2.5× EBITDA (or gearing normal for a utility or property trust)?', metric: 'net_debt_below_2_5x_ebitda' },
            { name: 'Does EBIT cover interest more than 4 times?', metric: 'interest_cover_above_4' },
            'Is the average debt maturity longer than four years?',
            { name: 'Net debt / EBIT (×)', type: 'number', min: -100, max: 100, metric: 'net_debt_to_ebit' },
          ],
        },
        {
          key: 'stability',
          name: 'Cash flow stability',
          metric: 'ocf_stability_5pt',
          questions: [
            'Are earnings regulated, contracted or otherwise predictable?',
            { name: 'Did operating cash flow fall by less than 20% in the last downturn (in any year of the last ten)?', metric: 'ocf_fall_below_20pct' },
            { name: 'Worst yearly change of operating cash flow over ten years (%)', type: 'percent', min: -10000, max: 10000, metric: 'ocf_worst_change_10y' },
            { name: 'Has the company made a profit in every one of the last ten years?', metric: 'profitable_every_year_10y' },
          ],
        },
      ],
    },
    {
      key: 'durability',
      name: 'Business durability',
      description: 'An income stock is held for years: the business must still be earning in ten.',
      group: 'Industry',
      type: 'Qualitative3pt',
      relevance: 'moderate',
      grades: {
        good: 'Essential product or service with steady demand and a defensible position.',
        average: 'Stable business facing slow structural change.',
        poor: 'Industry in structural decline or exposed to disruption.',
      },
      checklists: [
        {
          key: 'demand',
          name: 'Demand',
          type: 'Qualitative3pt',
          questions: [
            'Is demand for the product stable through the economic cycle?',
            'Can the company pass cost increases on to customers?',
            { name: 'Has revenue risen in at least four of the last five years?', metric: 'revenue_rose_4_of_5_years' },
            { name: 'Five-year growth of revenue (% a year)', type: 'percent', min: -50, max: 200, metric: 'revenue_cagr_5y' },
            { name: 'Lowest net margin of the last ten years (%)', type: 'percent', min: -500, max: 200, metric: 'net_margin_min_10y' },
          ],
        },
        {
          key: 'threats',
          name: 'Long-term threats',
          type: 'Flags',
          questions: [
            { name: 'Technological disruption', type: 'Flags' },
            { name: 'Regulatory or political risk to pricing', type: 'Flags' },
            { name: 'Rising capital needs (energy transition, network upgrades)', type: 'Flags' },
          ],
        },
      ],
    },
    {
      key: 'valuation',
      name: 'Valuation',
      description: 'Upside of the value of the income stream (for example a dividend discount model) over the last price, in %. Income stocks move less, so the thresholds are modest.',
      group: 'Valuation',
      type: 'Valuation',
      relevance: 'moderate',
      min: -50,
      max: 150,
      thresholds: { excellent: 150, v_good: 80, good: 50, average: 30, below_average: 15, poor: 0, v_poor: -15 },
      checklists: [
        {
          key: 'income-value',
          name: 'Value of the income',
          questions: [
            'Does a dividend discount model (next dividend ÷ (required return − growth)) come out above the price?',
            'Is the yield gap over bonds wider than its ten-year average?',
          ],
        },
        {
          key: 'relative',
          name: 'Relative value',
          questions: [
            'Is the yield above peers with similar cover and growth?',
            'Is the P/E below its own ten-year average?',
            { name: 'P/E on the last reported year (×)', type: 'number', min: 0, max: 1000, metric: 'pe' },
            { name: 'Free cash flow yield (%)', type: 'percent', min: -100, max: 100, metric: 'fcf_yield' },
            { name: 'Market cap (millions)', type: 'dollar_million', min: 0, max: 10000000, metric: 'market_cap' },
          ],
        },
      ],
    },
  ],
};
