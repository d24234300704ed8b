import { ROLE_LABELS, TEAM_ROLES } from '../constants/roles';
import { PLAN_NAMES, type PlanId } from './plans';

export interface PlanCopy {
  name: string;
  summary: string;
  features: string[];
}

const memberRoles = TEAM_ROLES.map((role) => ROLE_LABELS[role]);
const memberRoleList = `${memberRoles.slice(0, -1).join(', ')} or ${memberRoles.at(-1)!}`;

/**
 * What each plan includes: only what the product does (spec §6 role rules). Free lacks decisions
 * and the historical and estimated financial tables; Pro Investor adds a team with `seats` seats.
 */
export function planCopy(plan: PlanId, seats: number): PlanCopy {
  switch (plan) {
    case 'free':
      return {
        name: PLAN_NAMES.free,
        summary: 'Build your own process and review companies against it.',
        features: [
          'Your own investment processes, with the template library',
          'Reviews of listed and unlisted companies, with notes and model files',
          'Screens over the investment universe',
          'Portfolio and dashboard',
          'Share reviews by link',
        ],
      };
    case 'investor':
      return {
        name: PLAN_NAMES.investor,
        summary: 'For an investor who wants the full record behind each decision.',
        features: [
          'Everything in Free',
          'Record decisions with decision types and a probability matrix',
          'Decision journal and outcomes',
          'Historical and estimated financial tables',
        ],
      };
    case 'proInvestor':
      return {
        name: PLAN_NAMES.proInvestor,
        summary: 'Everything in Investor, plus a team that works in one workspace.',
        features: [
          'Everything in Investor',
          `A team workspace with ${seats} ${seats === 1 ? 'seat' : 'seats'}`,
          `Members as ${memberRoleList}`,
        ],
      };
  }
}
