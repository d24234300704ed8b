import type { TemplateProcess } from './types';

export const resourcesMining: TemplateProcess = {
  key: 'resources-mining',
  name: 'Resources and Mining',
  description:
    'For miners and energy producers, whose value rests on the orebody, the position on the cost curve, the commodity price and the jurisdiction. Rewards low-cost, long-life assets run by disciplined managers with balance sheets that survive the bottom of the cycle.',
  factors: [
    {
      key: 'asset-quality',
      name: 'Asset quality',
      description: 'Size, grade, life and expansion potential of the main operations.',
      group: 'Industry',
      type: 'Qualitative7pt',
      relevance: 'high',
      grades: {
        excellent: 'Tier-one asset: large, high grade and long life (20 years or more) with expansion options.',
        v_good: 'High-quality asset with 15 years or more of reserves and room to extend.',
        good: 'Solid asset with 10 years or more of reserves at reasonable grades.',
        average: 'Mid-tier asset: mine life under 10 years or grades declining.',
        below_ave: 'Short life or complex metallurgy with limited upside.',
        poor: 'Marginal deposit that needs high prices to be economic.',
        v_poor: 'Unproven resource, or a single troubled asset.',
      },
      checklists: [
        {
          key: 'reserves',
          name: 'Reserves and resources',
          questions: [
            'Are reserves reported under JORC, NI 43-101 or an equivalent code and signed off by a competent person?',
            'Is the reserve life more than 10 years at current production?',
            'Has the company replaced the reserves it mined over the last five years?',
          ],
        },
        {
          key: 'orebody',
          name: 'Orebody',
          questions: [
            'Are grades at or above the industry average for this commodity?',
            'Is the metallurgy straightforward, with recoveries above 85%?',
            'Are there credible extensions or satellite deposits nearby?',
          ],
        },
      ],
    },
    {
      key: 'cost-position',
      name: 'Cost position',
      description: 'Where the operations sit on the industry cost curve: the low-cost producer survives every cycle.',
      group: 'Financial',
      type: 'Qualitative5pt',
      relevance: 'high',
      grades: {
        v_good: 'First-quartile all-in sustaining cost; profitable at the bottom of the cycle.',
        good: 'Second quartile; cash generative at mid-cycle prices.',
        average: 'Middle of the cost curve; earns little below mid-cycle prices.',
        poor: 'Third or fourth quartile; needs strong prices to make money.',
        v_poor: 'Loss making at spot prices.',
      },
      checklists: [
        {
          key: 'curve',
          name: 'Cost curve',
          questions: [
            'Is the all-in sustaining cost in the lower half of the industry cost curve?',
            'Would the operations be profitable at the lowest commodity price of the last ten years?',
            { name: 'All-in sustaining margin at the spot price (%)', type: 'percent', min: -50, max: 80 },
          ],
        },
        {
          key: 'pressures',
          name: 'Cost pressures',
          type: 'Flags',
          group: 'Risk',
          questions: [
            { name: 'Rising strip ratios or falling grades', type: 'Flags' },
            { name: 'Energy, labour or royalty costs rising faster than at peers', type: 'Flags' },
            { name: 'Dependence on a single port, railway or power supply', type: 'Flags' },
          ],
        },
      ],
    },
    {
      key: 'commodity',
      name: 'Commodity outlook',
      description: 'The balance of supply and demand over the next five years, and the price your valuation assumes.',
      group: 'Industry',
      type: 'Qualitative5pt',
      relevance: 'moderate',
      grades: {
        v_good: 'Structural deficit likely: demand growth (electrification, urbanisation) outpaces new supply for years.',
        good: 'Balanced market with supportive long-term demand.',
        average: 'Market roughly balanced; price near the incentive price for new supply.',
        poor: 'Supply growth likely to exceed demand; prices under pressure.',
        v_poor: 'Structural surplus, or demand in long-term decline.',
      },
      checklists: [
        {
          key: 'balance',
          name: 'Supply and demand',
          questions: [
            'Is demand expected to grow faster than mine supply over the next five years?',
            'Is the current price below the incentive price for new projects?',
            'Are inventories low relative to consumption?',
          ],
        },
        {
          key: 'price-deck',
          name: 'Price assumptions',
          questions: [
            'Does your valuation use a long-term price at or below the consensus price deck?',
            'Does the investment case hold at a price 20% below your base case?',
          ],
        },
      ],
    },
    {
      key: 'jurisdiction',
      name: 'Jurisdiction and social licence',
      description: 'Sovereign, permitting, community and environmental risk: the reasons good orebodies become bad investments.',
      group: 'ESG',
      type: 'Qualitative5pt',
      relevance: 'high',
      grades: {
        v_good: 'Stable, mining-friendly jurisdiction and a strong community and environmental record.',
        good: 'Sound jurisdiction with manageable permitting and social issues.',
        average: 'Some sovereign or permitting risk; fiscal terms may change.',
        poor: 'History of royalty rises, export bans or community conflict.',
        v_poor: 'Expropriation risk, a conflict zone or a serious environmental liability.',
      },
      checklists: [
        {
          key: 'sovereign',
          name: 'Sovereign risk',
          type: 'Flags',
          questions: [
            { name: 'Recent or proposed changes to royalties, taxes or ownership rules', type: 'Flags' },
            { name: 'Export restrictions or currency controls', type: 'Flags' },
            { name: 'Key permits or licences due for renewal', type: 'Flags' },
          ],
        },
        {
          key: 'social-licence',
          name: 'Social licence',
          questions: [
            'Does the company have signed agreements with local and Indigenous communities?',
            'Are tailings facilities designed and audited to the Global Industry Standard on Tailings Management?',
            'Are closure and rehabilitation costs fully provided for on the balance sheet?',
          ],
        },
      ],
    },
    {
      key: 'capital-discipline',
      name: 'Balance sheet and capital discipline',
      description: 'Mining destroys capital when managers expand at the top of the cycle. Look for the opposite.',
      group: 'Management',
      type: 'Qualitative5pt',
      relevance: 'high',
      grades: {
        v_good: 'Net cash through the cycle; growth funded from cash flow; invests counter-cyclically.',
        good: 'Low gearing; projects approved on conservative price assumptions.',
        average: 'Moderate gearing; some projects approved near the top of the cycle.',
        poor: 'Debt-funded expansion and cost overruns on recent projects.',
        v_poor: 'The balance sheet cannot survive a cyclical low without dilution.',
      },
      checklists: [
        {
          key: 'leverage',
          name: 'Leverage',
          questions: [
            'Is net debt below 1× EBITDA at mid-cycle prices?',
            'Can the company meet its debt maturities at a bottom-of-cycle price?',
          ],
        },
        {
          key: 'allocation',
          name: 'Capital allocation',
          questions: [
            'Were the last major projects delivered on time and within 15% of budget?',
            'Are hurdle rates set on conservative prices rather than spot?',
            'Does the dividend flex with earnings (a payout ratio rather than a fixed amount)?',
          ],
        },
      ],
    },
    {
      key: 'valuation',
      name: 'Valuation',
      description:
        'Upside of your net asset value (NPV of each operation at long-term prices, less net debt and corporate costs) over the last price, in %.',
      group: 'Valuation',
      type: 'Valuation',
      relevance: 'moderate',
      min: -66,
      max: 200,
      thresholds: { excellent: 200, v_good: 150, good: 90, average: 50, below_average: 25, poor: 0, v_poor: -20 },
      checklists: [
        {
          key: 'nav',
          name: 'Net asset value',
          questions: [
            'Is the share price below 0.8× NAV at long-term consensus prices?',
            'Does the NAV use a discount rate that reflects the jurisdiction (higher for riskier countries)?',
            'Is the NAV still above the price at spot prices?',
          ],
        },
        {
          key: 'cash-flow',
          name: 'Cash flow',
          questions: [
            'Is the free cash flow yield at spot prices above 8%?',
            "Is EV/EBITDA below the sector's mid-cycle average?",
          ],
        },
      ],
    },
  ],
};
