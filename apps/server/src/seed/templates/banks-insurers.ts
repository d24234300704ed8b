import type { ValuationThresholds } from '@thesis/domain';
import type { TemplateProcess } from './types';

// A bank lends many times its equity: 1 % on assets is a good year and 8 % equity a normal buffer,
// bars an industrial company would fail. Other figures grade on the metrics' general scales.
const BANK_ROA: ValuationThresholds = { excellent: 2.5, v_good: 1.6, good: 1.2, average: 0.9, below_average: 0.6, poor: 0.3, v_poor: 0 };
const BANK_EQUITY_TO_ASSETS: ValuationThresholds = { excellent: 16, v_good: 12, good: 10, average: 8, below_average: 6, poor: 5, v_poor: 4 };
const BANK_NET_MARGIN: ValuationThresholds = { excellent: 40, v_good: 30, good: 25, average: 18, below_average: 12, poor: 6, v_poor: 0 };

export const banksInsurers: TemplateProcess = {
  key: 'banks-insurers',
  name: 'Banks and Insurers',
  description:
    'For lenders and insurers, whose risks sit inside the balance sheet. Looks at capital strength, asset quality and underwriting, funding and liquidity, the quality of earnings, the risk culture, and the price against book value and sustainable returns.',
  factors: [
    {
      key: 'capital',
      name: 'Capital strength',
      description: 'The buffer that absorbs losses before shareholders are diluted or the regulator steps in.',
      group: 'Financial',
      type: 'Qualitative5pt',
      relevance: 'high',
      metric: 'equity_to_assets_5pt',
      grades: {
        v_good: 'Capital well above requirements (a CET1 buffer of 2 points or more, or solvency cover above 180%) and generated organically.',
        good: 'Comfortable buffer over requirements; dividends and growth funded internally.',
        average: 'Adequate buffer, thin enough to constrain dividends in a downturn.',
        poor: 'Close to minimums; growth or dividends depend on new capital.',
        v_poor: 'Below requirements, or at risk of breaching them.',
      },
      checklists: [
        {
          key: 'regulatory',
          name: 'Regulatory capital',
          questions: [
            'Bank: is the CET1 ratio at least 2 percentage points above its regulatory requirement?',
            'Insurer: is the solvency coverage ratio above 150%?',
            'Is equity as a share of total assets above the peer median?',
            { name: 'Equity as a share of total assets (%)', type: 'percent', min: -100, max: 100, metric: 'equity_to_assets', thresholds: BANK_EQUITY_TO_ASSETS },
          ],
        },
        {
          key: 'generation',
          name: 'Capital generation',
          questions: [
            'Does the business generate enough capital each year to fund its growth and a steady dividend?',
            { name: 'Has it avoided raising equity in the last five years (no net new shares)?', metric: 'no_net_share_issuance_5y' },
            { name: 'Change in diluted share count over five years (% a year)', type: 'percent', min: -50, max: 100, metric: 'share_count_cagr_5y' },
            { name: 'Growth of book value per share over five years (% a year)', type: 'percent', min: -100, max: 200, metric: 'book_value_per_share_cagr_5y' },
          ],
        },
      ],
    },
    {
      key: 'asset-quality',
      name: 'Asset quality and underwriting',
      description: 'How conservatively the bank lends or the insurer writes risk; losses show up years after the decisions.',
      group: 'Risk',
      type: 'Qualitative7pt',
      relevance: 'high',
      grades: {
        excellent: 'Conservative lending or underwriting through several cycles; losses well below peers in the last downturn.',
        v_good: 'Low, stable impairments or claims ratios and a diversified book.',
        good: 'Asset quality in line with peers; provisions adequate.',
        average: 'Some concentration, or fast growth in riskier segments.',
        below_ave: 'Impairments or reserve strengthening rising; concentration in one sector or region.',
        poor: 'Loose underwriting during a boom; provisions look thin.',
        v_poor: 'Material problem assets or a reserve deficiency.',
      },
      checklists: [
        {
          key: 'loans',
          name: 'Loan book (banks)',
          questions: [
            'Are non-performing loans below 1.5% of total loans?',
            'Do provisions cover at least half of non-performing loans?',
            'Is loan growth close to nominal GDP growth (no market share bought with looser terms)?',
            'Is exposure to commercial property, and to the largest single sector, below a quarter of loans?',
          ],
        },
        {
          key: 'underwriting',
          name: 'Underwriting (insurers)',
          questions: [
            'Has the combined ratio been below 100% in at least four of the last five years?',
            'Have prior-year reserves developed favourably or neutrally?',
            'Is catastrophe exposure reinsured to a level the balance sheet can absorb?',
          ],
        },
        {
          key: 'concentration',
          name: 'Concentration flags',
          type: 'Flags',
          questions: [
            { name: 'Rapid growth in a new or high-yield segment', type: 'Flags' },
            { name: 'Large single-name or single-region exposures', type: 'Flags' },
          ],
        },
      ],
    },
    {
      key: 'funding',
      name: 'Funding and liquidity',
      description: 'Banks fail for lack of liquidity before they fail for lack of capital.',
      group: 'Financial',
      type: 'Qualitative5pt',
      relevance: 'high',
      grades: {
        v_good: 'Funded mostly by stable retail deposits; liquidity well above requirements.',
        good: 'Diversified funding with a strong deposit base.',
        average: 'Some reliance on wholesale markets; liquidity adequate.',
        poor: 'Heavy wholesale or short-term funding; deposit costs rising faster than at peers.',
        v_poor: 'Funding at risk: deposit outflows or reliance on central-bank support.',
      },
      checklists: [
        {
          key: 'mix',
          name: 'Funding mix',
          questions: [
            'Do customer deposits fund at least 70% of loans?',
            'Are most deposits insured retail balances rather than large corporate ones?',
            'Is the liquidity coverage ratio above 120%?',
          ],
        },
        {
          key: 'rates',
          name: 'Interest rate sensitivity',
          questions: [
            'Would unrealised losses on securities after a 2-point rise in rates be small relative to capital?',
            'Are the durations of assets and liabilities reasonably matched?',
          ],
        },
      ],
    },
    {
      key: 'profitability',
      name: 'Return on equity',
      description: 'Return on equity through the cycle, in %, after normal credit losses or catastrophe claims.',
      group: 'Financial',
      type: 'percent',
      relevance: 'high',
      min: -50,
      max: 100,
      // Graded from the number: above 20% is excellent, 5% or less very poor.
      thresholds: { excellent: 30, v_good: 20, good: 15, average: 12, below_average: 10, poor: 8, v_poor: 5 },
      metric: 'roe_avg_5y',
      checklists: [
        {
          key: 'returns',
          name: 'Returns',
          metric: 'roe_5y_5pt',
          questions: [
            { name: 'Average return on equity over the last five years (%)', type: 'percent', min: -100, max: 200, metric: 'roe_avg_5y' },
            { name: 'Has ROE exceeded the cost of equity (around 10%) on average over the cycle?', metric: 'roe_5y_avg_above_10pct' },
            'Is the cost-to-income ratio (banks) or expense ratio (insurers) better than at peers?',
            { name: 'Return on equity, last reported year (%)', type: 'percent', min: -200, max: 500, metric: 'roe' },
            { name: 'Return on assets, last reported year (%)', type: 'percent', min: -50, max: 50, metric: 'roa', thresholds: BANK_ROA },
            { name: 'Lowest return on equity of the last ten years (%)', type: 'percent', min: -500, max: 200, metric: 'roe_min_10y' },
          ],
        },
        {
          key: 'durability',
          name: 'Durability of earnings',
          metric: 'roe_floor_5pt',
          questions: [
            'Is the interest or underwriting margin stable rather than boosted by the rate cycle?',
            'Is fee or investment income a steady, diversified contributor?',
            'Are earnings free of large one-off gains from asset sales or reserve releases?',
            { name: 'Did return on equity stay above 10% in every one of the last ten years?', metric: 'roe_above_10pct_through_cycle' },
            { name: 'Net margin: net profit as a share of revenue, last reported year (%)', type: 'percent', min: -200, max: 200, metric: 'net_margin', thresholds: BANK_NET_MARGIN },
            { name: 'Has the company made a profit in every one of the last ten years?', metric: 'profitable_every_year_10y' },
            { name: 'Average return on assets over the last five years (%)', type: 'percent', min: -50, max: 50, metric: 'roa_avg_5y', thresholds: BANK_ROA },
          ],
        },
        {
          key: 'growth',
          name: 'Growth of earnings',
          description: 'Whether earnings per share grow with the book, not only with the rate cycle.',
          metric: 'revenue_growth_5pt',
          questions: [
            { name: 'Has EPS risen in at least four of the last five years?', metric: 'eps_rose_4_of_5_years' },
            { name: 'Five-year growth of EPS (% a year)', type: 'percent', min: -100, max: 500, metric: 'eps_cagr_5y' },
            { name: 'Five-year growth of revenue (% a year)', type: 'percent', min: -100, max: 500, metric: 'revenue_cagr_5y' },
            { name: 'Revenue growth, last reported year (%)', type: 'percent', min: -100, max: 500, metric: 'revenue_growth_1y' },
            { name: 'Has revenue risen in at least four of the last five years?', metric: 'revenue_rose_4_of_5_years' },
            { name: 'EPS growth, last reported year (%)', type: 'percent', min: -100, max: 1000, metric: 'eps_growth_1y' },
            { name: 'Lowest net margin of the last ten years (%)', type: 'percent', min: -500, max: 200, metric: 'net_margin_min_10y' },
          ],
        },
      ],
    },
    {
      key: 'risk-culture',
      name: 'Management and risk culture',
      description: 'Whether the organisation prefers slower growth to weaker credit, and treats customers and regulators straight.',
      group: 'Management',
      type: 'Qualitative5pt',
      relevance: 'moderate',
      grades: {
        v_good: 'Conservative, long-tenured risk team; clean regulatory record; chooses slower growth over weaker credit.',
        good: 'Sound risk management; minor regulatory findings dealt with quickly.',
        average: 'Adequate controls, with some pressure to grow.',
        poor: 'Recent misconduct, fines or remediation programmes.',
        v_poor: 'Systemic compliance failures, or aggressive growth targets driving risk-taking.',
      },
      checklists: [
        {
          key: 'conduct',
          name: 'Conduct and compliance',
          type: 'Flags',
          questions: [
            { name: 'Enforcement action, fines or licence conditions in the last three years', type: 'Flags' },
            { name: 'Anti-money-laundering failures or customer remediation programmes', type: 'Flags' },
          ],
        },
        {
          key: 'incentives',
          name: 'Incentives',
          questions: [
            'Are executive incentives tied to risk-adjusted returns rather than loan or premium growth?',
            'Does the chief risk officer have an independent line to the board?',
          ],
        },
      ],
    },
    {
      key: 'valuation',
      name: 'Valuation',
      description:
        'Upside of the value implied by sustainable returns (justified P/B = (ROE − g) ÷ (cost of equity − g), times book value) over the last price, in %.',
      group: 'Valuation',
      type: 'Valuation',
      relevance: 'moderate',
      min: -66,
      max: 200,
      thresholds: { excellent: 200, v_good: 100, good: 60, average: 35, below_average: 15, poor: 0, v_poor: -20 },
      checklists: [
        {
          key: 'book',
          name: 'Book value',
          metric: 'price_to_book_5pt',
          questions: [
            'Is the price-to-tangible-book ratio below the multiple justified by sustainable ROE?',
            { name: 'Is book value per share growing (over five years)?', metric: 'book_value_growing' },
            'Is the dividend yield at least in line with peers while capital stays strong?',
            { name: 'Price / book on the last reported year (×)', type: 'number', min: 0, max: 1000, metric: 'price_to_book' },
            { name: 'Market cap (millions)', type: 'dollar_million', min: 0, max: 10000000, metric: 'market_cap' },
          ],
        },
        {
          key: 'earnings',
          name: 'Earnings multiple',
          metric: 'pe_value_5pt',
          questions: [
            'Is the P/E on normalised credit losses or claims below the sector average?',
            'Would the valuation still hold if losses rose to the level of the last downturn?',
            { name: 'P/E on the last reported year (×)', type: 'number', min: 0, max: 1000, metric: 'pe' },
            { name: 'Dividend yield on the last reported dividend (%)', type: 'percent', min: 0, max: 50, metric: 'dividend_yield' },
            { name: 'Payout ratio: dividend per share as a share of EPS (%)', type: 'percent', min: -1000, max: 1000, metric: 'payout_ratio' },
            { name: 'Five-year growth of dividend per share (% a year)', type: 'percent', min: -100, max: 100, metric: 'dps_cagr_5y' },
            { name: 'Was the dividend never cut over the last ten years?', metric: 'dps_never_cut_10y' },
          ],
        },
      ],
    },
  ],
};
