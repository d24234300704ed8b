import { ROLES, TEAM_ROLES, type Decision, type Process, type Review, type ReviewNote, type ShareCreated } from '@thesis/domain';
import { seedTemplates } from '../seed/seed-templates';
import { nowIso } from '../db/values';
import { signVerifyLink, type VerifyLinkParts } from '../modules/auth/verification-links';
import { createTradeType, makeDecision } from '../modules/decisions/decisions.test-helpers';
import { call, dataOf } from '../modules/items/library.test-helpers';
import { hold } from '../modules/portfolio/portfolio.test-helpers';
import { buildProcess, itemNamed, listedInvestment, patchItem, reviewWith } from '../modules/reviews/reviews.test-helpers';
import { attach, expire, partsOf, shareOk } from '../modules/sharing/sharing.test-helpers';
import { invite, joinedMember, proTeam, setPlanRole } from '../modules/teams/teams.test-helpers';
import type { TestContext } from './build-test-app';
import { uploadPng } from './factories/media';
import { createUser, login, signedInUser, type Session } from './factories/user';
import { PERSONAS, type PersonaName } from './authz-personas';

/**
 * The one world of the authorization matrix (issue #15, item 1): the owner (a Pro Investor with a
 * team and a bit of everything), another user with their own private data, a user of each role
 * outside the team, a joined member of each team role, share recipients, a public-link holder,
 * an expired and a revoked share's recipients, a blocked member, a member of an inactive team and a
 * suspended user.
 */

/** Private marker texts: a response to a persona who may not see that data must never carry them. */
export const MARKERS = {
  /** The other user's process, review summary and note. */
  other: 'MARKER-OTHER-7f3a',
  /** The owner's team-private data: a second review (never shared), its note, a process and a screen. */
  team: 'MARKER-TEAM-c41e',
  /** The note of the shared review: the owner's workspace and shares granting notes. */
  sharedNote: 'MARKER-NOTE-9b2d',
} as const;
export type MarkerName = keyof typeof MARKERS;

/** Ids the routes' paths and bodies point at (the owner's resources unless said otherwise). */
export interface WorldIds {
  ownerUser: string;
  team: string;
  /** A pending invitation of the owner's team: the target of the member routes. */
  member: string;
  invitationToken: string;
  /** A pending invitation nobody of the personas may accept (another address). */
  acceptToken: string;
  declineToken: string;
  /** A genuine e-mail verification link of a newcomer (not one of the personas). */
  verifyLink: VerifyLinkParts;
  process: string;
  factor: string;
  checklist: string;
  question: string;
  templates: { process: string; factor: string; checklist: string; question: string };
  investment: string;
  unlisted: string;
  review: string;
  investmentProcess: string;
  /** A second process of the review: the one detaching removes. */
  spareInvestmentProcess: string;
  investmentItems: { factor: string; checklist: string; question: string };
  note: string;
  file: string;
  fileUuid: string;
  decision: string;
  tradeType: string;
  screen: string;
  /** The listed investment the owner holds. */
  holding: string;
  /** A public share of the review nobody opened: the one DELETE /sharings/:id revokes. */
  share: string;
  /** A share of the review named with it (user-attach), with its link's signature. */
  shareLink: { id: string; signature: string };
}

export interface AuthzWorld {
  ids: WorldIds;
  /** The session of each persona (null for the visitor). */
  sessions: Record<PersonaName, Session | null>;
  /** A new session of a persona who can still sign in (logout ends only that one). */
  freshSession(persona: PersonaName): Promise<Session | null>;
  /** Which markers each persona may see in a response. */
  mayShow(persona: PersonaName): readonly MarkerName[];
}

async function templateId(ctx: TestContext, owner: Session, kind: string): Promise<string> {
  const rows = dataOf<{ id: string }[]>(await call(ctx, owner, 'GET', `/${kind === 'process' ? 'processes' : `${kind}s`}-templates`));
  if (!rows[0]) throw new Error(`no ${kind} template`);
  return rows[0].id;
}

async function otherUsersData(ctx: TestContext, other: Session): Promise<void> {
  const process = await buildProcess(ctx, other, `${MARKERS.other} process`, [{ name: `${MARKERS.other} factor` }]);
  const review = await reviewWith(ctx, other, await listedInvestment(ctx), [process.id]);
  await call(ctx, other, 'PATCH', `/investment-reviews/${review.id}`, { summary: `${MARKERS.other} summary` });
  await call(ctx, other, 'POST', '/investment-notes', { investment_review_id: review.id, title: 'Private', typed_text: `${MARKERS.other} note` });
  await call(ctx, other, 'POST', '/screens', { name: `${MARKERS.other} screen` });
}

async function teamPrivateData(ctx: TestContext, owner: Session): Promise<void> {
  const process = await buildProcess(ctx, owner, `${MARKERS.team} process`, [{ name: `${MARKERS.team} factor` }]);
  const review = await reviewWith(ctx, owner, await listedInvestment(ctx), [process.id]);
  await call(ctx, owner, 'PATCH', `/investment-reviews/${review.id}`, { summary: `${MARKERS.team} summary` });
  await call(ctx, owner, 'POST', '/investment-notes', { investment_review_id: review.id, title: 'Team only', typed_text: `${MARKERS.team} note` });
}

export async function buildAuthzWorld(ctx: TestContext): Promise<AuthzWorld> {
  await seedTemplates(ctx.db.db);
  const team = await proTeam(ctx);
  const owner = team.owner;
  const sessions = { visitor: null, owner } as Record<PersonaName, Session | null>;

  // The owner's resources: a process with factor → checklist → question, a reviewed listed investment.
  const process: Process = await buildProcess(ctx, owner, 'Quality', [{ name: 'Moat', children: [{ name: 'Brand', children: [{ name: 'Pricing power?' }] }] }]);
  const library = dataOf<Process & { factors: { id: string; checklists: { id: string; questions: { id: string }[] }[] }[] }>(
    await call(ctx, owner, 'GET', `/processes/${process.id}?include=factors.checklists.questions`),
  );
  const factor = library.factors[0]!;
  const investment = await listedInvestment(ctx);
  const spareProcess = await buildProcess(ctx, owner, 'Spare', [{ name: 'Spare factor' }]);
  let review: Review = await reviewWith(ctx, owner, investment, [process.id, spareProcess.id]);
  const moat = itemNamed(review, 'Moat');
  await patchItem(ctx, owner, moat, { score: 'good', comment: 'Owner comment' });
  const model = await uploadPng(ctx, owner);
  // An avatar: the people of the owner's reviews, library, screens and team carry a file link.
  const avatar = await uploadPng(ctx, owner, 'avatar');
  dataOf(await call(ctx, owner, 'PATCH', `/users/${owner.user.id}`, { avatar_id: avatar.id }));
  await call(ctx, owner, 'PUT', `/investment-reviews/${review.id}/models`, { uuids: [model.uuid] });
  const note = dataOf<ReviewNote>(await call(ctx, owner, 'POST', '/investment-notes', { investment_review_id: review.id, title: 'Thesis', typed_text: `${MARKERS.sharedNote} text` }), 201);
  const tradeType = await createTradeType(ctx, owner);
  const decision: Decision = await makeDecision(ctx, owner, review.id, { tradeTypeId: tradeType.id });
  await call(ctx, owner, 'PATCH', `/decisions/update/${review.id}`, { action: 'hold', trade_type_id: tradeType.id });
  const screen = dataOf<{ id: string }>(await call(ctx, owner, 'POST', '/screens', { name: 'Owner screen', lead_process_id: process.id }), 201);
  await hold(ctx, owner, investment, 100);
  const unlisted = dataOf<{ id: string }>(await call(ctx, owner, 'POST', '/investments', { name: 'Owner Unlisted Co', ticker: 'OWNU', year_end: '2025-06-30' }), 201);
  review = dataOf<Review>(await call(ctx, owner, 'GET', `/investment-reviews/${review.id}`));
  await teamPrivateData(ctx, owner);

  const other = await signedInUser(ctx, { role: 'investor' });
  sessions.other = other;
  await otherUsersData(ctx, other);

  for (const role of ROLES) sessions[`role:${role}`] = await signedInUser(ctx, { role });
  for (const role of TEAM_ROLES) sessions[`member:${role}`] = (await joinedMember(ctx, team, role)).session;

  // Shares of the review: private with no permission and with each one, a public link, an expired and a revoked share.
  const grants = { 'share:none': {}, 'share:models': { models: true }, 'share:notes': { notes: true }, 'share:decisions': { decisions: true } } as const;
  for (const [name, rules] of Object.entries(grants)) {
    const recipient = await signedInUser(ctx, { role: 'investor' });
    await shareOk(ctx, owner, { entity_id: review.id, emails: [recipient.user.email], permission_rules: { models: false, notes: false, decisions: false, ...rules } });
    sessions[name as PersonaName] = recipient;
  }
  const publicShare: ShareCreated = await shareOk(ctx, owner, { entity_id: review.id, access_type: 'public', permission_rules: { models: true } });
  const holder = await signedInUser(ctx, { role: 'investor' });
  dataOf(await attach(ctx, holder, publicShare.shared_link!));
  sessions.publicLink = holder;
  for (const name of ['expiredShare', 'revokedShare'] as const) {
    const recipient = await signedInUser(ctx, { role: 'investor' });
    const made = await shareOk(ctx, owner, { entity_id: review.id, emails: [recipient.user.email], permission_rules: { models: true, notes: true, decisions: true } });
    if (name === 'expiredShare') await expire(ctx, made.id);
    else dataOf(await call(ctx, owner, 'DELETE', `/sharings/${made.id}`));
    sessions[name] = recipient;
  }
  const spare = await shareOk(ctx, owner, { entity_id: review.id, access_type: 'public' });

  // A blocked member and a suspended user (signed in before, so they hold a token).
  const blocked = await joinedMember(ctx, team, 'teamAnalyst');
  dataOf(await call(ctx, owner, 'PUT', `/teams/${team.teamId}/members/${blocked.member.id}`, { is_blocked: true }));
  sessions.blocked = blocked.session;
  // A member of another team whose owner is no longer a Pro Investor: read-only.
  const second = await proTeam(ctx);
  sessions.inactiveMember = (await joinedMember(ctx, second, 'teamPortfolioManager')).session;
  await setPlanRole(ctx, second.owner.user.id, 'investor');
  const suspended = await signedInUser(ctx, { role: 'investor' });
  await ctx.db.db.updateTable('users').set({ suspended_at: nowIso() }).where('id', '=', suspended.user.id).execute();
  sessions.suspended = suspended;

  // Pending invitations: one the member routes act on, one to decline.
  const pending = await invite(ctx, owner, team.teamId, (await createUser(ctx)).email, 'teamViewer', 'Pending Colleague');
  const untouched = await invite(ctx, owner, team.teamId, (await createUser(ctx)).email, 'teamViewer', 'Invited Colleague');
  const declined = await invite(ctx, owner, team.teamId, (await createUser(ctx)).email, 'teamViewer', 'Declining Colleague');

  const newcomer = await createUser(ctx, { verified: false });
  const ids: WorldIds = {
    verifyLink: signVerifyLink(ctx.config.jwtSecret, newcomer.id, newcomer.email),
    ownerUser: owner.user.id,
    team: team.teamId,
    member: pending.member.id,
    invitationToken: pending.token,
    acceptToken: untouched.token,
    declineToken: declined.token,
    process: process.id,
    factor: factor.id,
    checklist: factor.checklists[0]!.id,
    question: factor.checklists[0]!.questions[0]!.id,
    templates: {
      process: await templateId(ctx, owner, 'process'),
      factor: await templateId(ctx, owner, 'factor'),
      checklist: await templateId(ctx, owner, 'checklist'),
      question: await templateId(ctx, owner, 'question'),
    },
    investment,
    unlisted: unlisted.id,
    review: review.id,
    investmentProcess: review.processes.find((entry) => entry.process_id === process.id)!.id,
    spareInvestmentProcess: review.processes.find((entry) => entry.process_id === spareProcess.id)!.id,
    investmentItems: { factor: moat.id, checklist: itemNamed(review, 'Brand').id, question: itemNamed(review, 'Pricing power?').id },
    note: note.id,
    file: model.id,
    fileUuid: model.uuid,
    decision: decision.id ?? '',
    tradeType: tradeType.id,
    screen: screen.id,
    holding: investment,
    share: spare.id,
    shareLink: { id: partsOf(publicShare.shared_link!).sharingId, signature: partsOf(publicShare.shared_link!).signature },
  };

  return {
    ids,
    sessions,
    async freshSession(persona) {
      const session = sessions[persona];
      if (!session || persona === 'blocked' || persona === 'suspended') return session;
      return login(ctx, session.user);
    },
    mayShow(persona) {
      return PERSONAS[persona].markers;
    },
  };
}
