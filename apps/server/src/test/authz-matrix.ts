import { can, deniedMessage, MESSAGES, planChangeRefusal, SHARING_MESSAGES, TEAM_MESSAGES, DECISION_MESSAGES, type Capability, type CapabilityHolder } from '@thesis/domain';
import { ROUTE_RIGHTS } from '../plugins/route-rights';
import { PERSONAS, type PersonaFacts, type PersonaName } from './authz-personas';
import { ROUTE_CASES, type RouteCase } from './authz-routes';

/**
 * The authorization matrix's rule (issue #15, item 1): for each route × persona, the expected
 * outcome, derived from the route's right (ROUTE_RIGHTS), what the route acts on (ROUTE_CASES) and
 * the persona's facts (PERSONAS). Checks run in the server's order: 401 → 403 (account state,
 * then the capability gate) → the resource's policy (404 for what the persona cannot see, 403
 * with the policy's message for what they see but may not change).
 *
 * Cells where the rule does not hold are listed in EXCEPTIONS with their reason; nothing is
 * loosened silently.
 */
export type Expected = { status: 'allowed' } | { status: number; message?: string };

export const ALLOWED: Expected = { status: 'allowed' };
const refuse = (status: number, message?: string): Expected => (message === undefined ? { status } : { status, message });

function holderOf(facts: PersonaFacts): CapabilityHolder {
  return { role: facts.role, teamActive: facts.teamActive };
}

function seesReview(facts: PersonaFacts): boolean {
  return facts.ownerWorkspace || facts.grant !== null;
}

/** A grant reads only: the read-only message a share recipient gets. */
function readOnly(facts: PersonaFacts, route: RouteCase): Expected {
  const holder = holderOf(facts);
  if (!can(holder, 'reviews.edit')) return refuse(403, deniedMessage(holder, 'reviews.edit'));
  return refuse(403, route.upload ? MESSAGES.sharedReviewDownloadOnly : MESSAGES.sharedReviewNoEdit);
}

function teamRule(facts: PersonaFacts, manage: boolean): Expected {
  if (facts.team === null) return refuse(403, MESSAGES.noTeam);
  if (facts.team === 'another') return refuse(404, TEAM_MESSAGES.teamNotFound);
  const holder = holderOf(facts);
  if (facts.isOwner) return ALLOWED;
  const needs = manage ? 'team.manage' : 'team.read';
  return can(holder, needs) ? ALLOWED : refuse(403, deniedMessage(holder, needs));
}

/** The policy's part, once the gate let the persona through. */
function policy(facts: PersonaFacts, route: RouteCase): Expected {
  const holder = holderOf(facts);
  switch (route.access) {
    case 'open':
    case 'openAccount':
    case 'mine':
    case 'template':
    case 'listed':
    case 'attach':
      return ALLOWED;
    case 'library':
    case 'workspace':
      return facts.ownerWorkspace ? ALLOWED : refuse(404);
    case 'reviewRead':
      return seesReview(facts) ? ALLOWED : refuse(404);
    case 'reviewEdit':
      if (!seesReview(facts)) return refuse(404);
      return facts.ownerWorkspace ? ALLOWED : readOnly(facts, route);
    case 'noteEdit':
      if (!facts.ownerWorkspace && !facts.grant?.notes) return refuse(404);
      return facts.ownerWorkspace ? ALLOWED : readOnly(facts, route);
    case 'decisionRead':
      if (!seesReview(facts)) return refuse(404);
      return facts.ownerWorkspace || facts.grant?.decisions ? ALLOWED : refuse(403, DECISION_MESSAGES.noDecisionsPermission);
    case 'decisionDraft':
    case 'decisionMake':
      if (!seesReview(facts)) return refuse(404);
      if (!facts.ownerWorkspace && !facts.grant?.decisions) return refuse(403, DECISION_MESSAGES.noDecisionsPermission);
      if (!facts.ownerWorkspace) return readOnly(facts, route);
      if (route.access === 'decisionMake' && !can(holder, 'decisions.make')) return refuse(403, deniedMessage(holder, 'decisions.make'));
      return ALLOWED;
    case 'share':
      if (!seesReview(facts)) return refuse(404);
      return facts.ownerWorkspace ? ALLOWED : refuse(403, SHARING_MESSAGES.ownerOnly);
    case 'teamRead':
      return teamRule(facts, false);
    case 'teamManage':
      return teamRule(facts, true);
    case 'teamLeave':
      if (facts.team === null) return refuse(403, MESSAGES.noTeam);
      if (facts.team === 'another') return refuse(404, TEAM_MESSAGES.teamNotFound);
      return facts.isOwner ? refuse(403, TEAM_MESSAGES.ownerCannotLeave) : ALLOWED;
    case 'upload':
      return can(holder, 'reviews.edit') ? ALLOWED : refuse(403, deniedMessage(holder, 'reviews.edit'));
    case 'media':
      return facts.isOwner || facts.ownerWorkspace || facts.grant?.models ? ALLOWED : refuse(404);
    case 'mediaDelete':
      if (facts.isOwner) return ALLOWED;
      return policy(facts, { ...route, access: 'media' }).status === 'allowed' ? refuse(403, MESSAGES.noEditPermission) : refuse(404);
    case 'account':
      return facts.isOwner ? ALLOWED : refuse(403, 'You can only change your own account.');
    case 'billing': {
      const refusal = planChangeRefusal(facts.role, 'local');
      return refusal ? refuse(403, refusal) : ALLOWED;
    }
    case 'invitee':
      return refuse(403, TEAM_MESSAGES.invitationOtherEmail);
    case 'nothing':
      return refuse(404);
  }
}

/** The rule: the expected outcome of one cell, before exceptions. */
export function ruleFor(persona: PersonaName, routeKey: string): Expected {
  const facts = PERSONAS[persona];
  const right = ROUTE_RIGHTS[routeKey];
  const route = ROUTE_CASES[routeKey];
  if (right === undefined || route === undefined) throw new Error(`${routeKey}: not in the matrix`);
  if (right === 'public' && route.access === 'open') return ALLOWED;
  if (right === 'public' && route.access === 'openAccount' && !facts.signedIn) return ALLOWED;
  if (!facts.signedIn) return refuse(401);
  if (facts.status === 'suspended') return refuse(403, MESSAGES.suspended);
  if (facts.status === 'blocked') return refuse(403);
  if (right !== 'public' && right !== 'signedIn' && !can(holderOf(facts), right as Capability)) return refuse(403, deniedMessage(holderOf(facts), right as Capability));
  return policy(facts, route);
}

/**
 * Cells where the server answers otherwise than the rule, each with its reason. Keyed
 * `ROUTE persona`, or `ROUTE *` for every persona the rule allows.
 */
export const EXCEPTIONS: Readonly<Record<string, Expected & { reason: string }>> = {
  'GET /metrics *': { status: 404, reason: 'off without METRICS_TOKEN (plugins/metrics.ts): 404 for everyone; the token is its own credential' },
  'GET /api/v1/media/:id/preview *': {
    status: 422,
    message: 'Pictures and PDF files open directly: no table preview.',
    reason: "the world's model file is a picture, which has no table preview: whoever may see it is told so (media-spreadsheets.test.ts previews spreadsheets)",
  },
  'POST /api/v1/refresh *': { status: 401, reason: 'the matrix sends a forged refresh token: the refresh token is the credential, not the bearer' },
  ...Object.fromEntries(
    (['share:none', 'share:models', 'share:decisions', 'publicLink'] as const).flatMap((persona) =>
      ['PATCH', 'DELETE'].map((method) => [
        `${method} /api/v1/investment-notes/:id ${persona}`,
        { status: 403, message: MESSAGES.sharedReviewNoEdit, reason: 'a note of a review shared without notes: the read-only refusal of the review comes before the notes permission (403, not 404); the body carries no note (marker check)' },
      ]),
    ),
  ),
};

/** The expected outcome of a cell: an exception if one is listed, else the rule. */
export function expected(persona: PersonaName, routeKey: string): Expected & { reason?: string } {
  const own = EXCEPTIONS[`${routeKey} ${persona}`];
  if (own) return own;
  const rule = ruleFor(persona, routeKey);
  const any = EXCEPTIONS[`${routeKey} *`];
  return any && rule.status === 'allowed' ? any : rule;
}
