import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Capability } from '@thesis/domain';
import { AppError } from '../lib/errors';
import { viewerCan, viewerDenied } from '../modules/teams/workspace';

/**
 * What each route needs, as data: `public` (no sign-in), `signedIn` (any signed-in person; the
 * resource's policy decides on which rows), or a capability of the role table in
 * packages/domain/src/permissions/capabilities.ts. The gate below refuses a missing capability
 * with 403 and the table's message before the request's input is validated (401 → 403 → 422 →
 * 404): someone who may not use a route learns nothing from its validation messages. Ownership,
 * team workspace and share grants are the policies' business on top of it.
 *
 * Every route of the API must be listed: the authorization test walks the app's route table and
 * fails on a route without an entry, so no route can skip this table.
 */
export type RouteRight = 'public' | 'signedIn' | Capability;

const ITEM_KINDS = ['factor', 'checklist', 'question'] as const;
const CHILDREN: Record<(typeof ITEM_KINDS)[number], string | null> = { factor: 'checklists', checklist: 'questions', question: null };

function itemRoutes(): Record<string, RouteRight> {
  const rights: Record<string, RouteRight> = {};
  for (const kind of ITEM_KINDS) {
    const base = `/api/v1/${kind}s`;
    rights[`GET ${base}`] = 'processes.read';
    rights[`POST ${base}`] = 'processes.edit';
    rights[`GET ${base}/:id`] = 'processes.read';
    rights[`PATCH ${base}/:id`] = 'processes.edit';
    rights[`DELETE ${base}/:id`] = 'processes.edit';
    const children = CHILDREN[kind];
    if (children) {
      rights[`POST ${base}/:id/${children}`] = 'processes.edit';
      rights[`PUT ${base}/:id/${children}`] = 'processes.edit';
      rights[`PUT ${base}/:id/reorder_${children}_positions`] = 'processes.edit';
    }
    rights[`GET /api/v1/${kind}s-templates`] = 'processes.read';
    rights[`GET /api/v1/${kind}s-templates/:id`] = 'processes.read';
    rights[`POST /api/v1/replicates/${kind}s/:id`] = 'processes.edit';
    rights[`PATCH /api/v1/investment-${kind}s/:id`] = 'reviews.edit';
    rights[`PUT /api/v1/investment-${kind}s/:id`] = 'reviews.edit';
  }
  return rights;
}

export const ROUTE_RIGHTS: Readonly<Record<string, RouteRight>> = {
  // Operations and the web shell
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  // Prometheus metrics: off without METRICS_TOKEN, then only with that bearer token (plugins/metrics.ts)
  'GET /metrics': 'public',
  'GET /api/v1/app-config': 'public',
  // Market-data connectors: administrators only
  'GET /api/v1/data-sources': 'data.operate',
  'POST /api/v1/data-sources/:id/sync': 'data.operate',
  'POST /api/v1/events': 'public',
  // Authentication (spec §7)
  'POST /api/v1/login': 'public',
  'POST /api/v1/register': 'public',
  'POST /api/v1/refresh': 'public',
  'DELETE /api/v1/logout': 'signedIn',
  'GET /api/v1/email/verify/:id/:hash': 'public',
  'POST /api/v1/email/resend': 'public',
  'POST /api/v1/password/forgot': 'public',
  'POST /api/v1/password/reset': 'public',
  'GET /api/v1/users/profile': 'signedIn',
  'PATCH /api/v1/users/:id': 'signedIn',
  'GET /api/v1/init': 'signedIn',
  // Billing: everyone manages their own plan; billing decides who may choose one (and BILLING_MODE=off)
  'GET /api/v1/billing/plans': 'public',
  'POST /api/v1/billing/checkout': 'signedIn',
  'GET /api/v1/billing/history': 'signedIn',
  'POST /api/v1/billing/notices/trial-ended': 'signedIn',
  'POST /api/v1/billing/stripe/webhook': 'public',
  'GET /api/v1/users/stripe/portal_url': 'signedIn',
  // Files: uploads serve avatars too; attaching one to a review needs reviews.edit there
  'POST /api/v1/media': 'signedIn',
  // A signed, expiring link works without a sign-in; otherwise the reader must be signed in and may see the file.
  'GET /api/v1/media/:id': 'public',
  // The table preview of a spreadsheet: signed in, and the reader must be allowed to download the file.
  'GET /api/v1/media/:id/preview': 'signedIn',
  'DELETE /api/v1/media/:id': 'signedIn',
  // Processes, items and templates
  'GET /api/v1/processes': 'processes.read',
  'POST /api/v1/processes': 'processes.edit',
  'GET /api/v1/processes/:id': 'processes.read',
  'PATCH /api/v1/processes/:id': 'processes.edit',
  'DELETE /api/v1/processes/:id': 'processes.edit',
  'POST /api/v1/processes/switch-activity': 'processes.edit',
  'POST /api/v1/processes/:id/factors': 'processes.edit',
  'PUT /api/v1/processes/:id/factors': 'processes.edit',
  'PUT /api/v1/processes/:id/reorder_factors_positions': 'processes.edit',
  'GET /api/v1/processes/:id/associated-processes': 'processes.read',
  'GET /api/v1/templates': 'processes.read',
  'GET /api/v1/processes-templates': 'processes.read',
  'GET /api/v1/processes-templates/:id': 'processes.read',
  'POST /api/v1/replicates/processes/:id': 'processes.edit',
  ...itemRoutes(),
  // Investments (unlisted companies are research: reviews.edit)
  'GET /api/v1/investments': 'reviews.read',
  'POST /api/v1/investments': 'reviews.edit',
  'GET /api/v1/investments/:id': 'reviews.read',
  'PUT /api/v1/investments/:id': 'reviews.edit',
  'PATCH /api/v1/investments/:id': 'reviews.edit',
  'GET /api/v1/investments/:id/historical': 'financials.read',
  'GET /api/v1/investments/:id/prices': 'reviews.read',
  'GET /api/v1/investments/:id/estimation': 'financials.read',
  'POST /api/v1/investments/:id/processes': 'reviews.edit',
  // The review created on first need (spec §4): a summary, models or a note on an investment
  'PATCH /api/v1/investments/:id/review': 'reviews.edit',
  'PUT /api/v1/investments/:id/models': 'reviews.edit',
  'POST /api/v1/investments/:id/notes': 'reviews.edit',
  // Reviews, notes, the memo
  'GET /api/v1/investment-reviews': 'reviews.read',
  'POST /api/v1/investment-reviews': 'reviews.edit',
  'GET /api/v1/investment-reviews/:id': 'reviews.read',
  'PATCH /api/v1/investment-reviews/:id': 'reviews.edit',
  'POST /api/v1/investment-reviews/:id/processes': 'reviews.edit',
  'POST /api/v1/investment-reviews/:id/process': 'reviews.edit',
  'PUT /api/v1/investment-reviews/:id/investment-processes': 'reviews.edit',
  'PUT /api/v1/investment-reviews/:id/models': 'reviews.edit',
  'GET /api/v1/investment-reviews/:id/historical': 'financials.read',
  'GET /api/v1/investment-reviews/:id/estimation': 'financials.read',
  // The reviewer's own forecasts (issue 19): changing them changes the review
  'PATCH /api/v1/investment-reviews/:id/estimation': 'reviews.edit',
  'GET /api/v1/investment-reviews/:id/memo.pdf': 'reviews.read',
  'PATCH /api/v1/investment-processes/:id': 'reviews.edit',
  // AI fill (issue 17): asking and taking suggestions change the review; the status follows it
  'POST /api/v1/investment-processes/:id/ai-request': 'reviews.edit',
  'GET /api/v1/investment-processes/:id/ai-status': 'reviews.read',
  'POST /api/v1/investment-processes/:id/ai-suggestions/accept': 'reviews.edit',
  'DELETE /api/v1/investment-processes/:id/ai-suggestions': 'reviews.edit',
  'POST /api/v1/ai-suggestions/:id/accept': 'reviews.edit',
  'DELETE /api/v1/ai-suggestions/:id': 'reviews.edit',
  'POST /api/v1/investment-notes': 'reviews.edit',
  'PATCH /api/v1/investment-notes/:id': 'reviews.edit',
  'DELETE /api/v1/investment-notes/:id': 'reviews.edit',
  // Sharing: sharing outside the team needs reviews.share; any signed-in recipient may attach
  'POST /api/v1/sharings': 'reviews.share',
  'DELETE /api/v1/sharings/:id': 'reviews.share',
  'GET /api/v1/investment-reviews/:id/sharings': 'reviews.share',
  'POST /api/v1/sharings/:id/user-attach': 'signedIn',
  'GET /api/v1/sharings/investment-reviews/user-entities': 'reviews.read',
  // Dashboard
  'GET /api/v1/dashboard/reviews': 'signedIn',
  'GET /api/v1/dashboard/edits': 'signedIn',
  'GET /api/v1/dashboard/decisions': 'signedIn',
  'GET /api/v1/dashboard/first-steps': 'signedIn',
  'POST /api/v1/dashboard/first-steps/dismiss': 'signedIn',
  // Portfolio
  'GET /api/v1/portfolios': 'portfolio.read',
  'GET /api/v1/portfolios/run': 'portfolio.read',
  'GET /api/v1/portfolios/export.csv': 'portfolio.read',
  'GET /api/v1/portfolios/investments/:investmentId': 'portfolio.read',
  'POST /api/v1/portfolios/investments/:investmentId': 'portfolio.use',
  'DELETE /api/v1/portfolios/investments/:investmentId': 'portfolio.use',
  'POST /api/v1/portfolios/imports/preview': 'portfolio.use',
  'POST /api/v1/portfolios/imports/commit': 'portfolio.use',
  // Decisions: reading follows the review; drafting and making are capabilities
  'GET /api/v1/decisions/init': 'decisions.draft',
  'GET /api/v1/decisions/archived': 'reviews.read',
  'GET /api/v1/decisions/calibration': 'reviews.read',
  'GET /api/v1/decisions/find/:id': 'reviews.read',
  'GET /api/v1/decisions/get/:id': 'reviews.read',
  'GET /api/v1/decisions/probability_matrix/:id': 'reviews.read',
  'PATCH /api/v1/decisions/update/:id': 'decisions.draft',
  'POST /api/v1/decisions/matrix/probability/:id': 'decisions.draft',
  'POST /api/v1/decisions/matrix/comments/:id': 'decisions.draft',
  'POST /api/v1/decisions/notes/:id': 'decisions.draft',
  'POST /api/v1/decisions/trade_types': 'decisions.draft',
  'PATCH /api/v1/decisions/trade_types/:id': 'decisions.draft',
  'POST /api/v1/decisions/make/:id': 'decisions.make',
  // Screens
  'GET /api/v1/screens': 'screens.read',
  'POST /api/v1/screens': 'screens.use',
  'POST /api/v1/screens/switch-activity': 'screens.use',
  'GET /api/v1/screens/:id': 'screens.read',
  'PUT /api/v1/screens/:id': 'screens.use',
  'PATCH /api/v1/screens/:id': 'screens.use',
  'DELETE /api/v1/screens/:id': 'screens.use',
  'GET /api/v1/screens/:id/export.csv': 'screens.read',
  // Teams: the team policy decides (members by role; the owner of an inactive team still reads)
  'GET /api/v1/teams/:id': 'signedIn',
  'PATCH /api/v1/teams/:id': 'signedIn',
  'GET /api/v1/teams/:id/events': 'signedIn',
  'POST /api/v1/teams/:id/members': 'signedIn',
  'PATCH /api/v1/teams/:id/members/:memberId': 'signedIn',
  'PUT /api/v1/teams/:id/members/:memberId': 'signedIn',
  'DELETE /api/v1/teams/:id/members/:memberId': 'signedIn',
  'POST /api/v1/teams/:id/members/:memberId/invitation': 'signedIn',
  'POST /api/v1/teams/:id/leave': 'signedIn',
  'GET /api/v1/team-invitations/:token': 'public',
  'POST /api/v1/team-invitations/:token/accept': 'signedIn',
  'POST /api/v1/team-invitations/:token/decline': 'public',
};

export function routeKey(method: string, url: string): string {
  return `${method.toUpperCase()} ${url}`;
}

/** The right a request's route needs; undefined for routes outside the table (the web shell). */
export function rightOf(request: FastifyRequest): RouteRight | undefined {
  const url = request.routeOptions.url;
  // Fastify answers HEAD with the GET handler: it needs what the GET needs.
  return url === undefined ? undefined : ROUTE_RIGHTS[routeKey(request.method === 'HEAD' ? 'GET' : request.method, url)];
}

/** The gate: a signed-in request to a capability route is refused unless the viewer holds it. */
export function registerRouteRights(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const right = rightOf(request);
    if (right === undefined || right === 'public' || right === 'signedIn' || !request.auth) {
      done();
      return;
    }
    const viewer = request.auth.user;
    if (viewerCan(viewer, right)) done();
    else done(new AppError(403, viewerDenied(viewer, right), undefined, right === 'financials.read' ? { 'x-upgrade-required': 'true' } : undefined));
  });
}
