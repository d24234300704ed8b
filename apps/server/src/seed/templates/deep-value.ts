import type { TemplateProcess } from './types';

export const deepValue: TemplateProcess = {
  key: 'deep-value',
  name: 'Deep Value',
  description:
    'For shares priced well below a conservative estimate of what the business or its assets are worth. Asks how large the discount is, whether the balance sheet survives until it closes, why the market is so pessimistic, and what could unlock the value.',
  factors: [
    {
      key: 'margin-of-safety',
      name: 'Margin of safety',
      description: 'Upside of a conservative intrinsic value (asset backing or normalised earnings power) over the last price, in %. Deep value demands a wide discount, so the thresholds are demanding.',
      group: 'Valuation',
      type: 'Valuation',
      relevance: 'high',
      min: -66,
      max: 200,
      thresholds: { excellent: 200, v_good: 150, good: 100, average: 60, below_average: 35, poor: 15, v_poor: 0 },
      checklists: [
        {
          key: 'assets',
          name: 'Asset backing',
          description: 'What the assets would fetch if the business stopped trying.',
          questions: [
            { name: 'Is the price below book value (and below tangible book value once goodwill is taken off)?', metric: 'price_below_book' },
            'Is the price below net current asset value (current assets less all liabilities)?',
            'Are assets carried at realistic values (no stale property values, obsolete stock or doubtful receivables)?',
            { name: 'Price / book on the last reported year (×)', type: 'number', min: 0, max: 1000, metric: 'price_to_book' },
            { name: 'Equity as a share of total assets (%)', type: 'percent', min: -500, max: 100, metric: 'equity_to_assets' },
          ],
        },
        {
          key: 'earnings-power',
          name: 'Earnings power',
          description: 'What the business earns in a normal year, not this one.',
          metric: 'pe_value_5pt',
          questions: [
            { name: 'Is EV/EBIT below 8× on normalised, mid-cycle earnings?', metric: 'ev_ebit_below_8' },
            'Would a trade buyer or private equity firm pay more than the price for the whole business?',
            { name: 'Discount to your conservative intrinsic value (%)', type: 'percent', min: 0, max: 80, thresholds: { excellent: 60, v_good: 45, good: 33, average: 20, below_average: 10, poor: 5, v_poor: 0 } },
            { name: 'P/E on the last reported year (×)', type: 'number', min: 0, max: 1000, metric: 'pe' },
            { name: 'EV/EBIT on the last reported year (×)', type: 'number', min: 0, max: 1000, metric: 'ev_to_ebit' },
            { name: 'Price / sales on the last reported year (×)', type: 'number', min: 0, max: 1000, metric: 'price_to_sales' },
            { name: 'Free cash flow yield (%)', type: 'percent', min: -100, max: 100, metric: 'fcf_yield' },
          ],
        },
        {
          key: 'earnings-record',
          name: 'Earnings record',
          description: 'Whether the business has earned money through a whole cycle: cheap shares of a company that rarely profits stay cheap.',
          metric: 'net_margin_floor_5pt',
          questions: [
            { name: 'Has the company made a profit in every one of the last ten years?', metric: 'profitable_every_year_10y' },
            { name: 'Lowest net margin of the last ten years (%)', type: 'percent', min: -500, max: 200, metric: 'net_margin_min_10y' },
            { name: 'Net margin, last reported year (%)', type: 'percent', min: -200, max: 200, metric: 'net_margin' },
            { name: 'Return on assets, last reported year (%)', type: 'percent', min: -100, max: 100, metric: 'roa' },
            { name: 'Average return on assets over the last five years (%)', type: 'percent', min: -100, max: 100, metric: 'roa_avg_5y' },
          ],
        },
      ],
    },
    {
      key: 'survival',
      name: 'Financial survival',
      description: 'Cheap shares of a company that runs out of money go to zero. The balance sheet must outlast the problem.',
      group: 'Risk',
      type: 'Qualitative5pt',
      relevance: 'high',
      metric: 'ocf_stability_5pt',
      grades: {
        v_good: 'Net cash; could fund losses for years without raising capital.',
        good: 'Modest debt, long maturities and positive free cash flow even in a bad year.',
        average: 'Manageable debt but little room for another setback.',
        poor: 'Refinancing or covenant risk within 24 months; survival depends on a recovery.',
        v_poor: 'Going-concern doubt, or equity likely to be heavily diluted or wiped out.',
      },
      checklists: [
        {
          key: 'runway',
          name: 'Liquidity runway',
          questions: [
            'Do cash and undrawn facilities cover at least two years of cash burn and debt maturities?',
            { name: 'Was operating cash flow positive in the last reported year?', metric: 'ocf_positive' },
            'Are bank covenants met with a comfortable margin?',
            { name: 'Net debt / EBIT (×)', type: 'number', min: -100, max: 100, metric: 'net_debt_to_ebit' },
            { name: 'Did operating cash flow never fall by 20% or more in a year over the last ten years?', metric: 'ocf_fall_below_20pct' },
            { name: 'Worst yearly change of operating cash flow over ten years (%)', type: 'percent', min: -10000, max: 10000, metric: 'ocf_worst_change_10y' },
          ],
        },
        {
          key: 'dilution',
          name: 'Dilution risk',
          type: 'Flags',
          questions: [
            { name: 'Recent or likely equity raisings at depressed prices', type: 'Flags', metric: 'dilution_flag' },
            { name: 'Convertible notes or warrants that could dilute heavily', type: 'Flags' },
          ],
        },
      ],
    },
    {
      key: 'discount-reason',
      name: 'Reason for the discount',
      description: 'Every bargain has a story. The question is whether the story is temporary or the business is a value trap.',
      group: 'Non-financial',
      type: 'Qualitative5pt',
      relevance: 'high',
      grades: {
        v_good: 'Temporary and well understood: a one-off loss, an unloved sector or forced selling.',
        good: 'A cyclical trough the business has come through before.',
        average: 'Mixed: some problems temporary, some structural.',
        poor: 'Mostly structural decline, only partly priced in.',
        v_poor: 'Value trap: a melting ice cube, fraud risk, or owners able to extract the value.',
      },
      checklists: [
        {
          key: 'temporary',
          name: 'Temporary or permanent',
          metric: 'revenue_growth_5pt',
          questions: [
            'Is the problem specific to this period (a lost contract, a write-down, a strike) rather than to the business model?',
            'Has the company recovered from a similar setback before?',
            { name: 'Is demand for the product still stable or growing (revenue up in the last reported year)?', metric: 'revenue_grew_last_year' },
            { name: 'Revenue growth, last reported year (%)', type: 'percent', min: -100, max: 500, metric: 'revenue_growth_1y' },
            { name: 'Five-year growth of revenue (% a year)', type: 'percent', min: -50, max: 200, metric: 'revenue_cagr_5y' },
            { name: 'Has revenue risen in at least four of the last five years?', metric: 'revenue_rose_4_of_5_years' },
          ],
        },
        {
          key: 'sentiment',
          name: 'Market sentiment',
          questions: [
            'Is the share out of favour for reasons unrelated to its value (index deletion, sector outflows, small size)?',
            'Are directors buying shares on market?',
            { name: 'Market cap (millions)', type: 'dollar_million', min: 0, max: 10000000, metric: 'market_cap' },
          ],
        },
      ],
    },
    {
      key: 'catalysts',
      name: 'Catalysts',
      description: 'What closes the gap between price and value, and when. Time is the enemy of a deep-value position.',
      group: 'Non-financial',
      type: 'Qualitative3pt',
      relevance: 'moderate',
      grades: {
        good: 'One or more identifiable catalysts within 18 months: an asset sale, buyback, activist, restructuring or cyclical recovery.',
        average: 'The value should be recognised eventually, but there is no clear trigger.',
        poor: 'No catalyst, and the controlling owners have no reason to close the gap.',
      },
      checklists: [
        {
          key: 'unlock',
          name: 'Unlocking the value',
          type: 'Qualitative3pt',
          questions: [
            'Is there a plan to sell non-core assets or spin off a division?',
            'Is the company buying back shares below intrinsic value?',
            'Is an activist, a bidder or new management likely to force change?',
            { name: 'Change in diluted share count over five years (% a year)', type: 'percent', min: -50, max: 100, metric: 'share_count_cagr_5y' },
          ],
        },
        {
          key: 'time',
          name: 'Time risk',
          type: 'Qualitative3pt',
          questions: [
            { name: 'Will the value grow while you wait (the business is profitable and cash generative)?', metric: 'fcf_positive' },
            'Is the thesis likely to play out within three years?',
          ],
        },
      ],
    },
    {
      key: 'governance',
      name: 'Governance and owners',
      description: 'A discount is only worth having if outside shareholders will eventually receive the value.',
      group: 'Management',
      type: 'Qualitative5pt',
      relevance: 'moderate',
      grades: {
        v_good: 'Independent board, an aligned major holder and a clean record with minority shareholders.',
        good: 'Sound governance with minor issues.',
        average: 'A controlling holder or weak board, but no history of abuse.',
        poor: 'Past related-party dealings or treatment of minorities that raises doubt.',
        v_poor: 'Minorities have been disadvantaged before; the value may never reach outside shareholders.',
      },
      checklists: [
        {
          key: 'minorities',
          name: 'Minority protection',
          questions: [
            'Are most directors independent?',
            'Have minority shareholders been treated fairly in past capital raisings and takeovers?',
            { name: 'Controlling shareholder able to take the company private cheaply', type: 'Flags' },
          ],
        },
        {
          key: 'accounts',
          name: 'Accounting quality',
          type: 'Flags',
          group: 'Risk',
          questions: [
            { name: 'Aggressive revenue recognition or capitalised costs', type: 'Flags' },
            { name: 'Qualified audit opinion or restated accounts', type: 'Flags' },
            { name: 'Large, persistent gap between reported profit and operating cash flow', type: 'Flags', metric: 'cash_conversion_flag' },
            { name: 'Operating cash flow as a share of net profit over five years (%)', type: 'percent', min: -500, max: 1000, metric: 'ocf_conversion_5y' },
          ],
        },
      ],
    },
  ],
};
