import type { TemplateProcess } from './types';

export const qualityCompounder: TemplateProcess = {
  key: 'quality-compounder',
  name: 'Quality Compounder',
  description:
    'For businesses that can reinvest at high returns for a decade or more. Asks whether the moat is real, whether returns on capital are high and durable, whether there is room to reinvest, whether management allocates capital well, and whether the price still leaves a fair return.',
  factors: [
    {
      key: 'moat',
      name: 'Competitive advantage',
      description: 'How well the business is protected from competitors, and whether that protection is widening or narrowing.',
      group: 'Industry',
      type: 'Qualitative7pt',
      relevance: 'high',
      grades: {
        excellent: 'Structural advantage that is widening: network effects, switching costs or scale that rivals cannot copy within a decade.',
        v_good: 'Durable advantage with clear evidence in pricing power and share gains; little sign of erosion.',
        good: 'Real but narrower advantage, such as a strong brand in one segment or a regional cost edge.',
        average: 'Some differentiation, but customers could switch with moderate effort; returns near industry norms.',
        below_ave: 'Advantage fading: new entrants, substitutes or customer concentration are eroding it.',
        poor: 'Commodity-like offer that competes mainly on price.',
        v_poor: 'Structurally disadvantaged: higher costs than rivals, or a shrinking market with no edge.',
      },
      checklists: [
        {
          key: 'pricing-power',
          name: 'Pricing power',
          description: 'Evidence that customers accept price rises because the product matters more to them than its cost.',
          questions: [
            'Has the company raised prices ahead of inflation over the last five years without losing volume?',
            'Did gross margins hold up through the last downturn?',
            'Would customers face a real cost, risk or disruption if they switched to a competitor?',
          ],
        },
        {
          key: 'source',
          name: 'Source of the advantage',
          description: 'Name the moat precisely; vague advantages tend to be imaginary ones.',
          questions: [
            'Can you name the specific source of the moat (network effect, switching cost, intangible asset, cost advantage or efficient scale)?',
            'Is market share stable or rising in the core market?',
            'Have well-funded competitors attacked the niche and failed?',
          ],
        },
        {
          key: 'threats',
          name: 'Threats to the moat',
          type: 'Flags',
          questions: [
            { name: 'Technology shifts that could make the product obsolete', type: 'Flags' },
            { name: 'Dependence on a few customers, suppliers or one platform', type: 'Flags' },
            { name: 'Regulation that could cap prices or open the market', type: 'Flags' },
          ],
        },
      ],
    },
    {
      key: 'returns',
      name: 'Return on invested capital',
      description: 'After-tax return on the capital the operations use, averaged over a cycle, in %. Strip out goodwill where acquisitions distort the picture.',
      group: 'Financial',
      type: 'percent',
      relevance: 'high',
      min: 0,
      max: 60,
      metric: 'roic_avg_5y',
      checklists: [
        {
          key: 'level',
          name: 'Level and durability',
          questions: [
            'Has ROIC exceeded 15% in each of the last five years?',
            'Did ROIC stay above the cost of capital through the last recession?',
            { name: 'Average ROIC over the last five years (%)', type: 'percent', min: 0, max: 60, metric: 'roic_avg_5y' },
          ],
        },
        {
          key: 'quality',
          name: 'Quality of the returns',
          questions: [
            'Are returns earned on tangible operating assets rather than flattered by write-downs or buybacks?',
            'Has free cash flow averaged more than 80% of net profit?',
            'Is working capital stable relative to sales?',
          ],
        },
      ],
    },
    {
      key: 'runway',
      name: 'Reinvestment runway',
      description: 'Room to keep reinvesting earnings at similar returns: the engine of compounding.',
      group: 'Industry',
      type: 'Qualitative5pt',
      relevance: 'high',
      grades: {
        v_good: 'Can reinvest most of its earnings at similar returns for ten years or more: a large, growing market and a small share of it.',
        good: 'Clear runway of five years or more in adjacent products or regions.',
        average: 'Growth tracks its market; reinvests part of earnings and returns the rest.',
        poor: 'Mature market; most cash must be paid out because reinvestment would dilute returns.',
        v_poor: 'Shrinking market; reinvestment destroys value.',
      },
      checklists: [
        {
          key: 'headroom',
          name: 'Market headroom',
          questions: [
            "Is the company's share of its addressable market below 20%?",
            'Is the addressable market growing faster than nominal GDP?',
            'Are there credible adjacent markets where the same advantage applies?',
          ],
        },
        {
          key: 'record',
          name: 'Growth record',
          questions: [
            'Has revenue per share compounded above 8% a year over the last five years?',
            'Has growth come mainly organically rather than from acquisitions?',
            { name: 'Five-year growth of revenue per share (% a year)', type: 'percent', min: -20, max: 40 },
          ],
        },
      ],
    },
    {
      key: 'management',
      name: 'Management and capital allocation',
      description: 'Whether the people in charge think like owners and put the cash to its best use.',
      group: 'Management',
      type: 'Qualitative5pt',
      relevance: 'high',
      grades: {
        v_good: 'Owner-operators with a long record of disciplined reinvestment, well-timed buybacks and candid reporting.',
        good: 'Capable, shareholder-minded team; a few questionable decisions but a good record overall.',
        average: 'Competent stewards without a distinctive allocation record.',
        poor: 'Empire building, badly timed buybacks or incentives that reward size over returns.',
        v_poor: 'Governance concerns: related-party dealings, misleading disclosure or serial value-destroying deals.',
      },
      checklists: [
        {
          key: 'alignment',
          name: 'Alignment with shareholders',
          questions: [
            'Do executives and directors own shares worth several years of salary?',
            'Are incentives tied to per-share returns (ROIC, free cash flow per share) rather than revenue or EBITDA?',
            'Is dilution from share-based pay below 2% a year?',
          ],
        },
        {
          key: 'allocation',
          name: 'Capital allocation record',
          questions: [
            'Have past acquisitions earned their cost of capital?',
            'Were buybacks made when the shares were cheap rather than at peaks?',
            'Does the annual report discuss mistakes openly?',
          ],
        },
        {
          key: 'governance',
          name: 'Governance flags',
          type: 'Flags',
          group: 'Risk',
          questions: [
            { name: 'Related-party transactions', type: 'Flags' },
            { name: 'Frequent changes of auditor, CFO or accounting policy', type: 'Flags' },
          ],
        },
      ],
    },
    {
      key: 'balance-sheet',
      name: 'Balance sheet resilience',
      description: 'A compounder only compounds if it never has to sell shares or assets at the bottom of a cycle.',
      group: 'Risk',
      type: 'Qualitative3pt',
      relevance: 'moderate',
      metric: 'leverage_3pt',
      grades: {
        good: 'Net cash, or net debt below 1× EBITDA with no refinancing needs for three years.',
        average: 'Net debt of 1–2.5× EBITDA with well-spread maturities.',
        poor: 'Net debt above 2.5× EBITDA, near-term maturities, or covenants that would bind in a downturn.',
      },
      checklists: [
        {
          key: 'leverage',
          name: 'Leverage and liquidity',
          type: 'Qualitative3pt',
          questions: [
            { name: 'Is net debt below 2× EBITDA?', metric: 'net_debt_below_2x_ebitda' },
            'Does EBIT cover interest more than 8 times?',
            'Are less than 25% of borrowings due within two years?',
          ],
        },
        {
          key: 'hidden',
          name: 'Hidden obligations',
          type: 'Qualitative3pt',
          questions: [
            'Are lease, pension and off-balance-sheet obligations small relative to equity?',
            "Is goodwill less than half of shareholders' equity?",
          ],
        },
      ],
    },
    {
      key: 'valuation',
      name: 'Valuation',
      description:
        'Upside of your intrinsic value (for example a DCF at a 9–10% discount rate) over the last price, in %. Great businesses rarely look cheap, so these thresholds accept a smaller margin of safety than a deep-value process.',
      group: 'Valuation',
      type: 'Valuation',
      relevance: 'moderate',
      min: -66,
      max: 200,
      thresholds: { excellent: 200, v_good: 100, good: 60, average: 35, below_average: 15, poor: 0, v_poor: -20 },
      checklists: [
        {
          key: 'intrinsic',
          name: 'Intrinsic value',
          questions: [
            'Does a DCF with conservative growth and a 9–10% discount rate come out above the price?',
            'Is the free cash flow yield at least the 10-year government bond yield?',
            'Is the growth implied by the current price below what the business has delivered?',
          ],
        },
        {
          key: 'relative',
          name: 'Relative value',
          questions: [
            'Is EV/EBIT below its own ten-year median?',
            'Is it priced at or below peers of similar quality and growth?',
          ],
        },
      ],
    },
  ],
};
