import type { TemplateProcess } from './types';

export const growthAtReasonablePrice: TemplateProcess = {
  key: 'growth-at-reasonable-price',
  name: 'Growth at a Reasonable Price',
  description:
    'For companies growing earnings faster than the market whose shares are not priced for perfection. Tests the growth itself, its quality, how well the model scales, the price paid for the growth, and the risks that could break the story.',
  factors: [
    {
      key: 'earnings-growth',
      name: 'Earnings growth',
      description: 'Expected growth of earnings per share over the next three to five years, in % a year.',
      group: 'Financial',
      type: 'percent',
      relevance: 'high',
      min: -20,
      max: 60,
      metric: 'eps_cagr_forecast',
      checklists: [
        {
          key: 'record',
          name: 'Growth record',
          metric: 'eps_growth_5pt',
          questions: [
            { name: 'Has EPS grown in at least four of the last five years?', metric: 'eps_rose_4_of_5_years' },
            { name: 'Three-year EPS growth (% a year)', type: 'percent', min: -100, max: 500, metric: 'eps_cagr_3y' },
            'Has revenue grown roughly as fast as earnings (no reliance on margin expansion alone)?',
            { name: 'Three-year revenue growth (% a year)', type: 'percent', min: -100, max: 500, metric: 'revenue_cagr_3y' },
            { name: 'Revenue growth, last reported year (%)', type: 'percent', min: -100, max: 500, metric: 'revenue_growth_1y' },
            { name: 'EPS growth, last reported year (%)', type: 'percent', min: -100, max: 1000, metric: 'eps_growth_1y' },
            { name: 'Has revenue risen in at least four of the last five years?', metric: 'revenue_rose_4_of_5_years' },
          ],
        },
        {
          key: 'forward',
          name: 'Forward growth',
          questions: [
            { name: 'Do forecasts imply EPS growth above 10% a year for the next three years?', metric: 'forecast_eps_growth_above_10pct' },
            'Have forecasts been revised up over the last six months?',
            "Has management's guidance been conservative relative to what it delivered?",
          ],
        },
      ],
    },
    {
      key: 'growth-quality',
      name: 'Quality of growth',
      description: 'Growth is worth most when it is organic, recurring and paid for by the business itself.',
      group: 'Financial',
      type: 'Qualitative5pt',
      relevance: 'high',
      metric: 'fcf_conversion_5pt',
      grades: {
        v_good: 'Organic, recurring and cash-backed: repeat customers, growth funded from operating cash flow.',
        good: 'Mostly organic, with some help from acquisitions or pricing and good cash conversion.',
        average: 'Growth relies partly on acquisitions, one-off contracts or margin expansion.',
        poor: 'Growth bought with debt, equity issuance or aggressive accounting.',
        v_poor: 'Reported growth not backed by cash: receivables or capitalised costs growing much faster than sales.',
      },
      checklists: [
        {
          key: 'organic',
          name: 'Organic or acquired',
          questions: [
            'Does organic growth make up more than 70% of total growth?',
            'Are acquisitions small and integrated before the next one?',
          ],
        },
        {
          key: 'cash',
          name: 'Cash backing',
          metric: 'fcf_conversion_5pt',
          questions: [
            { name: 'Does operating cash flow keep pace with profit (at least 90% of it over five years)?', metric: 'ocf_backs_profit' },
            'Are receivables and inventory growing no faster than sales?',
            'Is share-based pay below 5% of revenue?',
            { name: 'Operating cash flow as a share of net profit over five years (%)', type: 'percent', min: -500, max: 1000, metric: 'ocf_conversion_5y' },
            { name: 'Free cash flow as a share of net profit over five years (%)', type: 'percent', min: -500, max: 1000, metric: 'fcf_conversion_5y' },
            { name: 'Return on assets, last reported year (%)', type: 'percent', min: -100, max: 100, metric: 'roa' },
            { name: 'Average return on assets over the last five years (%)', type: 'percent', min: -100, max: 100, metric: 'roa_avg_5y' },
          ],
        },
        {
          key: 'recurring',
          name: 'Recurring revenue',
          questions: [
            'Is more than half of revenue recurring or contracted?',
            'Is customer retention (or net revenue retention) stable or improving?',
          ],
        },
      ],
    },
    {
      key: 'scalability',
      name: 'Scalability',
      description: 'Whether each extra dollar of revenue brings more profit than the last, without a matching need for capital.',
      group: 'Industry',
      type: 'Qualitative5pt',
      relevance: 'moderate',
      metric: 'operating_leverage_5pt',
      grades: {
        v_good: 'Strong operating leverage: incremental margins well above current margins and little extra capital per unit of growth.',
        good: 'Margins expanding steadily as the business grows.',
        average: 'Costs grow roughly in line with revenue.',
        poor: 'Growth needs heavy capital spending or ever more expensive customer acquisition.',
        v_poor: 'Each unit of growth lowers returns.',
      },
      checklists: [
        {
          key: 'unit-economics',
          name: 'Unit economics',
          metric: 'operating_leverage_5pt',
          questions: [
            { name: 'Are incremental operating margins above current operating margins (EBIT margin wider than five years ago)?', metric: 'operating_margin_widened_5y' },
            'Is capital expenditure falling as a share of sales?',
            'Is the cost of acquiring a customer recovered within two years?',
            { name: 'Operating (EBIT) margin, last reported year (%)', type: 'percent', min: -200, max: 200, metric: 'ebit_margin' },
            { name: 'Net margin, last reported year (%)', type: 'percent', min: -200, max: 200, metric: 'net_margin' },
            { name: 'Change of the net margin over five years (percentage points)', type: 'percent', min: -200, max: 200, metric: 'net_margin_change_5y' },
            { name: 'Average return on equity over the last five years (%)', type: 'percent', min: -100, max: 500, metric: 'roe_avg_5y' },
          ],
        },
        {
          key: 'position',
          name: 'Market position',
          metric: 'revenue_growth_5pt',
          questions: [
            'Is the company gaining share in a growing market?',
            'Can the model expand to new regions or segments without being reinvented?',
            { name: 'Five-year growth of revenue (% a year)', type: 'percent', min: -50, max: 200, metric: 'revenue_cagr_5y' },
            { name: 'Five-year growth of revenue per share (% a year)', type: 'percent', min: -50, max: 200, metric: 'revenue_per_share_cagr_5y' },
            { name: 'Five-year growth of EPS (% a year)', type: 'percent', min: -100, max: 500, metric: 'eps_cagr_5y' },
          ],
        },
      ],
    },
    {
      key: 'valuation',
      name: 'Valuation against growth',
      description: 'Upside of your value (a DCF or earnings multiple on forecast growth) over the last price, in %. The point of GARP is not to overpay for growth.',
      group: 'Valuation',
      type: 'Valuation',
      relevance: 'high',
      min: -66,
      max: 200,
      thresholds: { excellent: 200, v_good: 120, good: 75, average: 40, below_average: 20, poor: 0, v_poor: -20 },
      checklists: [
        {
          key: 'multiples',
          name: 'Growth-adjusted multiples',
          questions: [
            { name: 'Is the PEG ratio (forward P/E ÷ EPS growth) below 1.5?', metric: 'peg_below_1_5' },
            'Do earnings growth plus dividend yield exceed the forward P/E?',
            'Is EV/Sales supported by a credible path to mature margins?',
            { name: 'P/E on the last reported year (×)', type: 'number', min: 0, max: 1000, metric: 'pe' },
            { name: 'Price / sales on the last reported year (×)', type: 'number', min: 0, max: 1000, metric: 'price_to_sales' },
            { name: 'Free cash flow yield (%)', type: 'percent', min: -100, max: 100, metric: 'fcf_yield' },
            { name: 'Market cap (millions)', type: 'dollar_million', min: 0, max: 10000000, metric: 'market_cap' },
          ],
        },
        {
          key: 'expectations',
          name: 'Expectations in the price',
          questions: [
            'Does a reverse DCF imply growth below your base case?',
            'Would the valuation still be reasonable if forecasts were missed by 20%?',
          ],
        },
      ],
    },
    {
      key: 'risks',
      name: 'Risks to the story',
      description: 'The specific things that would make this growth stock a falling knife.',
      group: 'Risk',
      type: 'Flags',
      relevance: 'moderate',
      grades: {
        good: 'No material threat to the growth thesis in sight.',
        average: 'Items to watch: slowing growth, new competition or key-person risk.',
        poor: 'A specific risk could derail growth: a lost customer, regulation or a funding gap.',
      },
      checklists: [
        {
          key: 'competition',
          name: 'Competitive threats',
          type: 'Flags',
          questions: [
            { name: 'Well-funded new entrants', type: 'Flags' },
            { name: 'Falling prices or heavier discounting in the category', type: 'Flags' },
            { name: 'Dependence on one product or one customer', type: 'Flags' },
          ],
        },
        {
          key: 'execution',
          name: 'Execution',
          questions: [
            'Is succession for the founder or key executive planned?',
            'Has the company met its own targets over the last three years?',
            { name: 'Has growth been funded without fresh equity (no net new shares over five years)?', metric: 'no_net_share_issuance_5y' },
            { name: 'Change in diluted share count over five years (% a year)', type: 'percent', min: -50, max: 100, metric: 'share_count_cagr_5y' },
          ],
        },
      ],
    },
  ],
};
