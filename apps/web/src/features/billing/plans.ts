import { PLAN_PRICES_USD, type Role } from '@thesis/domain';

export interface Plan {
  /** The role the plan grants. */
  role: Role;
  name: string;
  priceUsd: number;
  summary: string;
  features: string[];
  highlighted?: boolean;
}

function price(role: Role): number {
  return PLAN_PRICES_USD[role] ?? 0;
}

/** What each plan includes, following the role rules of spec §6. Prices come from PLAN_PRICES_USD. */
export const PLANS: Plan[] = [
  {
    role: 'free',
    name: 'Free',
    priceUsd: price('free'),
    summary: 'Build your process and review companies against it.',
    features: [
      'Processes, factors, checklists and questions',
      'Reviews of listed and unlisted companies',
      'Screens, portfolio and dashboard',
      'Template library',
      'Share reviews by link',
    ],
  },
  {
    role: 'investor',
    name: 'Investor',
    priceUsd: price('investor'),
    summary: 'For investors who want the full record behind each decision.',
    features: [
      'Everything in Free',
      'Record decisions with decision types and a probability matrix',
      'Historical and estimated financial tables',
      'Financial model files and notes on every review',
    ],
    highlighted: true,
  },
  {
    role: 'proInvestor',
    name: 'Pro Investor',
    priceUsd: price('proInvestor'),
    summary: 'For professionals who work with a small team.',
    features: [
      'Everything in Investor',
      'Create a team and invite members',
      'Assign Administrator, Portfolio Manager, Analyst or Viewer roles',
      'Edit the team workspace',
    ],
  },
  {
    role: 'teamAdministrator',
    name: 'Team',
    priceUsd: price('teamAdministrator'),
    summary: 'For investment teams that share one process library.',
    features: [
      'Everything in Investor, for the whole team',
      'Team administration and member roles',
      'Portfolio managers and analysts review and decide together',
      'Read-only Viewer seats for stakeholders',
    ],
  },
];
