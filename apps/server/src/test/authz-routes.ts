import type { WorldIds } from './authz-world';

/**
 * What each route of ROUTE_RIGHTS acts on, as data (the authorization matrix, issue #15 item 1):
 * the policy that decides on the rows (`access`), the ids its path points at, a small valid body
 * and when it runs. The rule in authz-matrix.ts derives every cell's expected outcome from this,
 * the route's right (plugins/route-rights.ts) and the persona's facts (authz-personas.ts).
 */
export type Access =
  /** Public: no sign-in, the token is not read. */
  | 'open'
  /** Public, but a token sent is read (the answer depends on the account): a suspended or blocked account is refused. */
  | 'openAccount'
  /** Signed in: the persona's own data, or a new row of their own workspace. */
  | 'mine'
  /** An entry of the owner's library (process, item): 404 outside the workspace. */
  | 'library'
  /** A template of the library: everyone with the capability reads or copies it. */
  | 'template'
  /** A listed investment: every signed-in reader with the capability. */
  | 'listed'
  /** A row of the owner's workspace (unlisted company, screen, decision type): 404 outside it. */
  | 'workspace'
  /** The owner's review: read by its workspace and share grants (404 for anyone else). */
  | 'reviewRead'
  /** Changing the owner's review: its workspace; a grant reads only (403 with the read-only message). */
  | 'reviewEdit'
  /** The note of the owner's review: as reviewEdit, and hidden without the notes permission. */
  | 'noteEdit'
  /** Decisions of the review: the review visible, then the decisions permission (403). */
  | 'decisionRead'
  /** Changing the draft or annotating a made decision (review edit + decisions permission). */
  | 'decisionDraft'
  /** Making the decision (as decisionDraft, and decisions.make). */
  | 'decisionMake'
  /** Sharing the owner's review: its workspace (with reviews.share); a grant holder 403, anyone else 404. */
  | 'share'
  /** Opening a share link: any signed-in person. */
  | 'attach'
  /** The owner's team: members with team.read; no team 403, another team 404. */
  | 'teamRead'
  /** Managing the owner's team: team.manage in it. */
  | 'teamManage'
  /** Leaving the owner's team: its members (the owner may not leave). */
  | 'teamLeave'
  /** Uploading a review file: whoever may change reviews (reviews.edit); the others only their avatar. */
  | 'upload'
  /** The owner's model file: the owner, and whoever sees the review's models. */
  | 'media'
  /** Deleting the owner's file: only the owner; whoever sees it gets 403, anyone else 404. */
  | 'mediaDelete'
  /** The owner's account: only the owner changes it. */
  | 'account'
  /** Choosing a plan: refused to admins and team members other than team administrators. */
  | 'billing'
  /** An invitation of the owner's team: only its invitee accepts (no persona is). */
  | 'invitee'
  /** A synthetic id of a row nobody has: the gate decides, then 404 for everyone. */
  | 'nothing';

/**
 * When a route runs: reads first, then writes, then destructive ones, then what queues a background
 * job (the runner starts for it, as main.ts starts it with the server), then those that change the
 * persona (a share opened, signed out), then choosing a plan (it changes roles: the owner's plan
 * ends the team's active state), and last leaving the team (members may leave an inactive team).
 */
export type Phase = 'read' | 'write' | 'destructive' | 'persona' | 'plan' | 'leave' | 'jobs';

export interface RouteCase {
  access: Access;
  /** The path's ids (by parameter name). */
  params?: (ids: WorldIds) => Record<string, string>;
  query?: (ids: WorldIds) => string;
  /** A valid JSON body (validation runs before the 403 gate), or a multipart upload. */
  body?: (ids: WorldIds, persona: string) => unknown;
  multipart?: 'png' | 'csv';
  /** A file write: the read-only message is the upload wording. */
  upload?: boolean;
  phase?: Phase;
}

const SYNTHETIC = '01900000-0000-7000-8000-000000000000';
const id = (pick: (ids: WorldIds) => string) => (ids: WorldIds) => ({ id: pick(ids) });
const slug = (persona: string) => persona.replace(/[^a-z0-9]/gi, '-').toLowerCase();

type Kind = 'process' | 'factor' | 'checklist' | 'question';
const CHILDREN: Record<Kind, Kind | null> = { process: 'factor', factor: 'checklist', checklist: 'question', question: null };

function libraryCases(kind: Kind): Record<string, RouteCase> {
  const base = `/api/v1/${kind === 'process' ? 'processes' : `${kind}s`}`;
  const own = id((ids) => ids[kind]);
  const cases: Record<string, RouteCase> = {
    [`GET ${base}`]: { access: 'mine' },
    [`POST ${base}`]: { access: 'mine', body: (_, persona) => (kind === 'process' ? { name: `P ${slug(persona)}` } : { name: `I ${slug(persona)}`, type: 'Qualitative5pt' }) },
    [`GET ${base}/:id`]: { access: 'library', params: own },
    [`PATCH ${base}/:id`]: { access: 'library', params: own, body: () => ({ description: 'Changed' }) },
    [`DELETE ${base}/:id`]: { access: 'library', params: own, phase: 'destructive' },
    [`GET /api/v1/${kind === 'process' ? 'processes' : `${kind}s`}-templates`]: { access: 'mine' },
    [`GET /api/v1/${kind === 'process' ? 'processes' : `${kind}s`}-templates/:id`]: { access: 'template', params: id((ids) => ids.templates[kind]) },
    [`POST /api/v1/replicates/${kind === 'process' ? 'processes' : `${kind}s`}/:id`]: { access: 'template', params: id((ids) => ids.templates[kind]) },
  };
  const child = CHILDREN[kind];
  if (child) {
    const field = `${child}_ids`;
    cases[`POST ${base}/:id/${child}s`] = { access: 'library', params: own, body: (ids) => ({ [field]: [ids[child]] }) };
    cases[`PUT ${base}/:id/${child}s`] = { access: 'library', params: own, body: (ids) => ({ [field]: [ids[child]] }) };
    cases[`PUT ${base}/:id/reorder_${child}s_positions`] = { access: 'library', params: own, body: (ids) => ({ [`position_${child}_ids`]: [ids[child]] }) };
  }
  if (kind !== 'process') {
    const item = id((ids) => ids.investmentItems[kind]);
    cases[`PATCH /api/v1/investment-${kind}s/:id`] = { access: 'reviewEdit', params: item, body: () => ({ comment: 'Changed' }) };
    cases[`PUT /api/v1/investment-${kind}s/:id`] = { access: 'reviewEdit', params: item, body: () => ({ uuids: [] }), upload: true };
  }
  return cases;
}

const review = id((ids) => ids.review);
const investment = id((ids) => ids.investment);
const decision = id((ids) => ids.decision);
const team = id((ids) => ids.team);
const member = (ids: WorldIds) => ({ id: ids.team, memberId: ids.member });

export const ROUTE_CASES: Readonly<Record<string, RouteCase>> = {
  'GET /healthz': { access: 'open' },
  'GET /readyz': { access: 'open' },
  'GET /metrics': { access: 'open' },
  'GET /api/v1/app-config': { access: 'open' },
  // Operators' market-data sources (administrators): the SEC sync is not configured in the matrix's app, so an allowed sync answers 409.
  'GET /api/v1/data-sources': { access: 'mine' },
  'POST /api/v1/data-sources/:id/sync': { access: 'mine', params: () => ({ id: 'sec' }) },
  'POST /api/v1/events': { access: 'open', body: () => ({ path: '/authz' }) },
  'POST /api/v1/login': { access: 'open', body: () => ({ email: 'nobody@example.com', password: 'not the password' }) },
  'POST /api/v1/register': { access: 'open', body: () => ({ username: 'authz', email: 'authz-new@example.com', password: 'a long password 1', password_confirmation: 'a long password 1' }) },
  'POST /api/v1/refresh': { access: 'open', body: () => ({ refresh_token: 'not-a-refresh-token' }) },
  'DELETE /api/v1/logout': { access: 'mine', phase: 'persona' },
  'GET /api/v1/email/verify/:id/:hash': {
    access: 'open',
    params: (ids) => ({ id: ids.verifyLink.id, hash: ids.verifyLink.hash }),
    query: (ids) => `expires=${ids.verifyLink.expires}&signature=${encodeURIComponent(ids.verifyLink.signature)}`,
  },
  'POST /api/v1/email/resend': { access: 'open', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/v1/password/forgot': { access: 'open', body: () => ({ email: 'nobody@example.com' }) },
  'POST /api/v1/password/reset': { access: 'open', body: () => ({ email: 'nobody@example.com', token: 'forged', password: 'a long password 1', password_confirmation: 'a long password 1' }) },
  'GET /api/v1/users/profile': { access: 'mine' },
  'PATCH /api/v1/users/:id': { access: 'account', params: id((ids) => ids.ownerUser), body: () => ({ first_name: 'Olivia' }) },
  'GET /api/v1/init': { access: 'mine' },
  'GET /api/v1/billing/plans': { access: 'openAccount' },
  'POST /api/v1/billing/checkout': { access: 'billing', body: () => ({ plan: 'investor', interval: 'month' }), phase: 'plan' },
  'GET /api/v1/billing/history': { access: 'mine' },
  'POST /api/v1/billing/notices/trial-ended': { access: 'mine' },
  'POST /api/v1/billing/stripe/webhook': { access: 'open', body: () => '{"id":"evt_forged"}' },
  'GET /api/v1/users/stripe/portal_url': { access: 'mine' },
  'POST /api/v1/media': { access: 'upload', multipart: 'png' },
  'GET /api/v1/media/:id': { access: 'media', params: id((ids) => ids.file) },
  'GET /api/v1/media/:id/preview': { access: 'media', params: id((ids) => ids.file) },
  'DELETE /api/v1/media/:id': { access: 'mediaDelete', params: id((ids) => ids.file), phase: 'destructive' },
  ...libraryCases('process'),
  ...libraryCases('factor'),
  ...libraryCases('checklist'),
  ...libraryCases('question'),
  'POST /api/v1/processes/switch-activity': { access: 'mine', body: () => ({ activate_process_ids: [] }) },
  'GET /api/v1/processes/:id/associated-processes': { access: 'library', params: id((ids) => ids.process) },
  'GET /api/v1/templates': { access: 'mine' },
  'GET /api/v1/investments': { access: 'mine' },
  'POST /api/v1/investments': { access: 'mine', body: (_, persona) => ({ name: `Unlisted ${slug(persona)}`, ticker: 'AZQ', year_end: '2025-06-30' }) },
  'GET /api/v1/investments/:id': { access: 'listed', params: investment },
  'PUT /api/v1/investments/:id': { access: 'workspace', params: id((ids) => ids.unlisted), body: () => ({ name: 'Owner Unlisted Co', ticker: 'OWNU', year_end: '2025-06-30' }) },
  'PATCH /api/v1/investments/:id': { access: 'workspace', params: id((ids) => ids.unlisted), body: () => ({ description: 'Changed' }) },
  'GET /api/v1/investments/:id/historical': { access: 'listed', params: investment },
  'GET /api/v1/investments/:id/prices': { access: 'listed', params: investment },
  'GET /api/v1/investments/:id/estimation': { access: 'listed', params: investment },
  'POST /api/v1/investments/:id/processes': { access: 'mine', params: investment, body: (ids) => ({ process_ids: [ids.process] }) },
  'PATCH /api/v1/investments/:id/review': { access: 'mine', params: investment, body: () => ({ summary: 'First need' }) },
  'PUT /api/v1/investments/:id/models': { access: 'mine', params: investment, body: () => ({ uuids: [] }) },
  'POST /api/v1/investments/:id/notes': { access: 'mine', params: investment, body: () => ({ title: 'First need note', typed_text: 'Text' }) },
  'GET /api/v1/investment-reviews': { access: 'mine' },
  'POST /api/v1/investment-reviews': { access: 'mine', body: (ids) => ({ investment_id: ids.investment }) },
  'GET /api/v1/investment-reviews/:id': { access: 'reviewRead', params: review },
  'PATCH /api/v1/investment-reviews/:id': { access: 'reviewEdit', params: review, body: () => ({ summary: 'Changed summary' }) },
  'POST /api/v1/investment-reviews/:id/processes': { access: 'reviewEdit', params: review, body: (ids) => ({ process_ids: [ids.process] }) },
  'POST /api/v1/investment-reviews/:id/process': { access: 'reviewEdit', params: review },
  'PUT /api/v1/investment-reviews/:id/investment-processes': { access: 'reviewEdit', params: review, body: (ids) => ({ investment_process_ids: [ids.spareInvestmentProcess] }), phase: 'destructive' },
  'PUT /api/v1/investment-reviews/:id/models': { access: 'reviewEdit', params: review, body: (ids) => ({ uuids: [ids.fileUuid] }), upload: true },
  'GET /api/v1/investment-reviews/:id/historical': { access: 'reviewRead', params: review },
  'GET /api/v1/investment-reviews/:id/estimation': { access: 'reviewRead', params: review },
  'PATCH /api/v1/investment-reviews/:id/estimation': { access: 'reviewEdit', params: review, body: () => ({ rows: [{ fy_date_at: '2027-06-30', sales: 100 }] }) },
  'GET /api/v1/investment-reviews/:id/memo.pdf': { access: 'reviewRead', params: review },
  'PATCH /api/v1/investment-processes/:id': { access: 'reviewEdit', params: id((ids) => ids.investmentProcess), body: () => ({ comment: 'Changed' }) },
  'POST /api/v1/investment-processes/:id/ai-request': { access: 'reviewEdit', params: id((ids) => ids.investmentProcess), phase: 'jobs' },
  'GET /api/v1/investment-processes/:id/ai-status': { access: 'reviewRead', params: id((ids) => ids.investmentProcess) },
  'POST /api/v1/investment-processes/:id/ai-suggestions/accept': { access: 'reviewEdit', params: id((ids) => ids.investmentProcess) },
  'DELETE /api/v1/investment-processes/:id/ai-suggestions': { access: 'reviewEdit', params: id((ids) => ids.investmentProcess) },
  'POST /api/v1/ai-suggestions/:id/accept': { access: 'nothing', params: () => ({ id: SYNTHETIC }) },
  'DELETE /api/v1/ai-suggestions/:id': { access: 'nothing', params: () => ({ id: SYNTHETIC }) },
  'POST /api/v1/investment-notes': { access: 'reviewEdit', body: (ids) => ({ investment_review_id: ids.review, title: 'Another note', typed_text: 'Text' }) },
  'PATCH /api/v1/investment-notes/:id': { access: 'noteEdit', params: id((ids) => ids.note), body: () => ({ title: 'Renamed' }) },
  'DELETE /api/v1/investment-notes/:id': { access: 'noteEdit', params: id((ids) => ids.note), phase: 'destructive' },
  'POST /api/v1/sharings': { access: 'share', body: (ids) => ({ entity_id: ids.review, access_type: 'public' }) },
  'DELETE /api/v1/sharings/:id': { access: 'workspace', params: id((ids) => ids.share), phase: 'destructive' },
  'GET /api/v1/investment-reviews/:id/sharings': { access: 'share', params: review },
  'POST /api/v1/sharings/:id/user-attach': { access: 'attach', params: id((ids) => ids.shareLink.id), query: (ids) => `signature=${encodeURIComponent(ids.shareLink.signature)}`, phase: 'persona' },
  'GET /api/v1/sharings/investment-reviews/user-entities': { access: 'mine' },
  'GET /api/v1/dashboard/reviews': { access: 'mine' },
  'GET /api/v1/dashboard/edits': { access: 'mine' },
  'GET /api/v1/dashboard/decisions': { access: 'mine' },
  'GET /api/v1/dashboard/first-steps': { access: 'mine' },
  'POST /api/v1/dashboard/first-steps/dismiss': { access: 'mine' },
  'GET /api/v1/portfolios': { access: 'mine' },
  'GET /api/v1/portfolios/run': { access: 'mine' },
  'GET /api/v1/portfolios/export.csv': { access: 'mine' },
  'GET /api/v1/portfolios/investments/:investmentId': { access: 'mine', params: (ids) => ({ investmentId: ids.holding }) },
  'POST /api/v1/portfolios/investments/:investmentId': { access: 'mine', params: (ids) => ({ investmentId: ids.holding }), body: () => ({ shares_count: 150 }) },
  'DELETE /api/v1/portfolios/investments/:investmentId': { access: 'mine', params: (ids) => ({ investmentId: ids.holding }), phase: 'destructive' },
  'POST /api/v1/portfolios/imports/preview': { access: 'mine', multipart: 'csv' },
  'POST /api/v1/portfolios/imports/commit': { access: 'mine', body: (ids) => ({ holdings: [{ investment_id: ids.holding, shares_count: 120 }] }) },
  'GET /api/v1/decisions/init': { access: 'mine' },
  'GET /api/v1/decisions/archived': { access: 'mine' },
  'GET /api/v1/decisions/calibration': { access: 'mine' },
  'GET /api/v1/decisions/find/:id': { access: 'decisionRead', params: decision },
  'GET /api/v1/decisions/get/:id': { access: 'decisionRead', params: review },
  'GET /api/v1/decisions/probability_matrix/:id': { access: 'decisionRead', params: decision },
  'PATCH /api/v1/decisions/update/:id': { access: 'decisionDraft', params: review, body: () => ({ action: 'hold' }) },
  'POST /api/v1/decisions/matrix/probability/:id': { access: 'decisionDraft', params: review, body: () => ({ key: 'good', probability: 30 }) },
  'POST /api/v1/decisions/matrix/comments/:id': { access: 'decisionDraft', params: review, body: () => ({ key: 'good', comment: 'Likely' }) },
  'POST /api/v1/decisions/notes/:id': { access: 'decisionDraft', params: decision, body: () => ({ text: 'Follow-up' }) },
  'POST /api/v1/decisions/trade_types': { access: 'mine', body: (_, persona) => ({ name: `Type ${slug(persona)}` }) },
  'PATCH /api/v1/decisions/trade_types/:id': { access: 'workspace', params: id((ids) => ids.tradeType), body: () => ({ description: 'Changed' }) },
  'POST /api/v1/decisions/make/:id': { access: 'decisionMake', params: review, body: () => ({}), phase: 'destructive' },
  'GET /api/v1/screens': { access: 'mine' },
  'POST /api/v1/screens': { access: 'mine', body: (_, persona) => ({ name: `Screen ${slug(persona)}` }) },
  'POST /api/v1/screens/switch-activity': { access: 'mine', body: () => ({}) },
  'GET /api/v1/screens/:id': { access: 'workspace', params: id((ids) => ids.screen) },
  'PUT /api/v1/screens/:id': { access: 'workspace', params: id((ids) => ids.screen) },
  'PATCH /api/v1/screens/:id': { access: 'workspace', params: id((ids) => ids.screen), body: () => ({ description: 'Changed' }) },
  'DELETE /api/v1/screens/:id': { access: 'workspace', params: id((ids) => ids.screen), phase: 'destructive' },
  'GET /api/v1/screens/:id/export.csv': { access: 'workspace', params: id((ids) => ids.screen) },
  'GET /api/v1/teams/:id': { access: 'teamRead', params: team },
  'PATCH /api/v1/teams/:id': { access: 'teamManage', params: team, body: () => ({ name: "Olivia's team" }) },
  'GET /api/v1/teams/:id/events': { access: 'teamRead', params: team },
  'POST /api/v1/teams/:id/members': { access: 'teamManage', params: team, body: (_, persona) => ({ username: 'Invited', email: `invited-${slug(persona)}@example.com`, role: 'teamViewer' }) },
  'PATCH /api/v1/teams/:id/members/:memberId': { access: 'teamManage', params: member, body: () => ({ role: 'teamViewer' }) },
  'PUT /api/v1/teams/:id/members/:memberId': { access: 'teamManage', params: member, body: () => ({ is_blocked: false }) },
  'DELETE /api/v1/teams/:id/members/:memberId': { access: 'teamManage', params: member, phase: 'destructive' },
  'POST /api/v1/teams/:id/members/:memberId/invitation': { access: 'teamManage', params: member },
  'POST /api/v1/teams/:id/leave': { access: 'teamLeave', params: team, phase: 'leave' },
  'GET /api/v1/team-invitations/:token': { access: 'open', params: (ids) => ({ token: ids.invitationToken }) },
  'POST /api/v1/team-invitations/:token/accept': { access: 'invitee', params: (ids) => ({ token: ids.acceptToken }), body: () => ({}) },
  'POST /api/v1/team-invitations/:token/decline': { access: 'open', params: (ids) => ({ token: ids.declineToken }), body: () => ({}), phase: 'destructive' },
};
