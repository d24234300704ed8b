import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PORTFOLIO_MESSAGES, TEAM_MESSAGES, type Media, type Review, type TeamRole } from '@thesis/domain';
import { describeEachDb, type TestContext } from '../../test/build-test-app';
import { upload, uploadPng } from '../../test/factories/media';
import { tinyPng } from '../../test/multipart';
import type { Session } from '../../test/factories/user';
import { createTradeType, fillMatrix, SPREAD } from '../decisions/decisions.test-helpers';
import { call, dataOf } from '../items/library.test-helpers';
import { buildProcess, itemNamed, listedInvestment, reviewWith } from '../reviews/reviews.test-helpers';
import { joinedMember, proTeam } from './teams.test-helpers';

/**
 * Issue 13's rights table, as data: for each right, who may (true) and who is refused (the 403
 * message they read). Every cell runs against the real routes below, as that member of one team.
 */
const PEOPLE = ['owner', 'administrator', 'portfolioManager', 'analyst', 'viewer'] as const;
type Person = (typeof PEOPLE)[number];
type Cell = true | string;

const NO_EDIT = MESSAGES.noEditPermission;
const RIGHTS: Record<string, Record<Person, Cell>> = {
  'manage the team (name, members, roles, block)': { owner: true, administrator: true, portfolioManager: TEAM_MESSAGES.notTeamAdmin, analyst: TEAM_MESSAGES.notTeamAdmin, viewer: TEAM_MESSAGES.notTeamAdmin },
  'change processes and copy templates into the team': { owner: true, administrator: true, portfolioManager: true, analyst: NO_EDIT, viewer: NO_EDIT },
  'read processes': { owner: true, administrator: true, portfolioManager: true, analyst: true, viewer: true },
  'review: score, comment, notes, models, files, summary': { owner: true, administrator: true, portfolioManager: true, analyst: true, viewer: NO_EDIT },
  'read reviews and download their files': { owner: true, administrator: true, portfolioManager: true, analyst: true, viewer: true },
  'screens': { owner: true, administrator: true, portfolioManager: true, analyst: true, viewer: TEAM_MESSAGES.noScreening },
  'portfolio': { owner: true, administrator: true, portfolioManager: true, analyst: true, viewer: PORTFOLIO_MESSAGES.roleForbidden },
  'draft decisions': { owner: true, administrator: true, portfolioManager: true, analyst: true, viewer: NO_EDIT },
  'make a decision': { owner: true, administrator: true, portfolioManager: true, analyst: TEAM_MESSAGES.analystCannotDecide, viewer: NO_EDIT },
  'share a review outside the team': { owner: true, administrator: true, portfolioManager: true, analyst: TEAM_MESSAGES.cannotShare, viewer: NO_EDIT },
};

const ROLE_OF: Record<Exclude<Person, 'owner'>, TeamRole> = { administrator: 'teamAdministrator', portfolioManager: 'teamPortfolioManager', analyst: 'teamAnalyst', viewer: 'teamViewer' };

interface World {
  teamId: string;
  people: Record<Person, Session>;
  owner: Session;
  review: Review;
  processId: string;
  /** A process copied by `replicates` (as a template would be). */
  templateId: string;
  tradeTypeId: string;
  file: Media;
  investments: string[];
}

/** Each right as the requests a person makes: all succeed for someone allowed, all are refused (403 and the message) otherwise. */
const ACTIONS: Record<string, (ctx: TestContext, world: World, me: Session, n: number) => Promise<LightMyRequestResponse[]>> = {
  'manage the team (name, members, roles, block)': async (ctx, w, me, n) => {
    const rename = await call(ctx, me, 'PATCH', `/teams/${w.teamId}`, { name: `Fund ${n}` });
    if (rename.statusCode !== 200) return [rename];
    const invited = await call(ctx, me, 'POST', `/teams/${w.teamId}/members`, { username: `Guest ${n}`, email: `guest${n}-${w.teamId}@example.com`, role: 'teamViewer' });
    const id = invited.json<{ data: { id: string } }>().data.id;
    return [
      rename,
      invited,
      await call(ctx, me, 'PATCH', `/teams/${w.teamId}/members/${id}`, { role: 'teamAnalyst' }),
      await call(ctx, me, 'PUT', `/teams/${w.teamId}/members/${id}`, { is_blocked: true }),
      await call(ctx, me, 'DELETE', `/teams/${w.teamId}/members/${id}`),
    ];
  },
  'change processes and copy templates into the team': async (ctx, w, me, n) => [
    await call(ctx, me, 'PATCH', `/processes/${w.processId}`, { description: `Edited ${n}` }),
    await call(ctx, me, 'POST', `/replicates/processes/${w.templateId}`),
  ],
  'read processes': async (ctx, w, me) => [await call(ctx, me, 'GET', `/processes/${w.processId}?include=factors`), await call(ctx, me, 'GET', '/processes-templates')],
  'review: score, comment, notes, models, files, summary': async (ctx, w, me, n) => {
    const factor = itemNamed(w.review, 'Moat');
    // Uploading the file is part of the right: refused to whoever may not change reviews.
    const uploaded = await upload(ctx, me, { collection: 'attachment', file: { filename: 'chart.png', content: tinyPng(), contentType: 'image/png' } });
    const file = { uuid: uploaded.statusCode === 201 ? uploaded.json<{ data: { uuid: string } }>().data.uuid : w.file.uuid };
    return [
      uploaded,
      await call(ctx, me, 'PATCH', `/investment-factors/${factor.id}`, { score: n % 2 ? 'good' : 'v_good', comment: `Comment ${n}` }),
      await call(ctx, me, 'POST', '/investment-notes', { investment_review_id: w.review.id, title: `Note ${n}`, typed_text: 'Team notes' }),
      await call(ctx, me, 'PATCH', `/investment-reviews/${w.review.id}`, { summary: `Summary ${n}` }),
      await call(ctx, me, 'PUT', `/investment-questions/${itemNamed(w.review, 'Pricing power').id}`, { uuids: [file.uuid] }),
      await call(ctx, me, 'PUT', `/investment-reviews/${w.review.id}/models`, { uuids: [file.uuid] }),
    ];
  },
  'read reviews and download their files': async (ctx, w, me) => [
    await call(ctx, me, 'GET', `/investment-reviews/${w.review.id}`),
    await call(ctx, me, 'GET', `/media/${w.file.id}`),
  ],
  screens: async (ctx, w, me, n) => {
    const created = await call(ctx, me, 'POST', '/screens', { name: `Screen ${n}`, lead_process_id: w.processId });
    if (created.statusCode !== 201) return [created];
    return [created, await call(ctx, me, 'PUT', `/screens/${created.json<{ data: { id: string } }>().data.id}`), await call(ctx, me, 'GET', '/screens')];
  },
  portfolio: async (ctx, w, me, n) => [await call(ctx, me, 'POST', `/portfolios/investments/${w.investments[n % w.investments.length]!}`, { shares_count: 10 + n }), await call(ctx, me, 'GET', '/portfolios')],
  'draft decisions': async (ctx, w, me, n) => [await call(ctx, me, 'PATCH', `/decisions/update/${w.review.id}`, { action: n % 2 ? 'buy' : 'hold', trade_type_id: w.tradeTypeId })],
  'make a decision': async (ctx, w, me) => {
    // The draft is complete (as an Analyst would leave it); then this person makes it.
    dataOf(await call(ctx, w.owner, 'PATCH', `/decisions/update/${w.review.id}`, { action: 'buy', trade_type_id: w.tradeTypeId }));
    await fillMatrix(ctx, w.owner, w.review.id, SPREAD);
    return [await call(ctx, me, 'POST', `/decisions/make/${w.review.id}`, {})];
  },
  'share a review outside the team': async (ctx, w, me, n) => [
    await call(ctx, me, 'POST', '/sharings', { entity_id: w.review.id, entity_type: 'investment_review', access_type: 'private', emails: [`outsider${n}@example.com`], expire_at: 'week', permission_rules: { models: false, notes: false, decisions: false } }),
  ],
};

async function buildWorld(ctx: TestContext): Promise<World> {
  const team = await proTeam(ctx);
  const people = { owner: team.owner } as Record<Person, Session>;
  for (const person of PEOPLE.slice(1) as Exclude<Person, 'owner'>[]) people[person] = (await joinedMember(ctx, team, ROLE_OF[person])).session;
  const process = await buildProcess(ctx, team.owner, 'Team quality', [{ name: 'Moat', children: [{ name: 'Brand', children: [{ name: 'Pricing power' }] }] }]);
  const review = await reviewWith(ctx, team.owner, await listedInvestment(ctx), [process.id]);
  const file = await uploadPng(ctx, team.owner);
  dataOf(await call(ctx, team.owner, 'PUT', `/investment-factors/${itemNamed(review, 'Moat').id}`, { uuids: [file.uuid] }));
  const tradeType = await createTradeType(ctx, team.owner);
  const investments = [await listedInvestment(ctx), await listedInvestment(ctx), await listedInvestment(ctx)];
  return { teamId: team.teamId, people, owner: team.owner, review, processId: process.id, templateId: process.id, tradeTypeId: tradeType.id, file, investments };
}

describeEachDb('team rights: every cell of the table against the real routes', (ctx) => {
  let world: World;
  let counter = 0;
  beforeAll(async () => {
    world = await buildWorld(ctx);
  });

  for (const [right, cells] of Object.entries(RIGHTS)) {
    describe(right, () => {
      for (const person of PEOPLE) {
        const expected = cells[person];
        it(`${person}: ${expected === true ? 'allowed' : 'refused'}`, async () => {
          counter += 1;
          const answers = await ACTIONS[right]!(ctx, world, world.people[person], counter);
          expect(answers.length).toBeGreaterThan(0);
          for (const answer of answers) {
            if (expected === true) {
              expect(answer.statusCode, answer.body).toBeLessThan(300);
            } else {
              expect(answer.statusCode, answer.body).toBe(403);
              expect(answer.json<{ message: string }>().message).toBe(expected);
            }
          }
        });
      }
    });
  }

  it('refuses a role before reading its input: a Viewer gets 403 with the reason, not the form errors', async () => {
    const invalid = [
      { method: 'POST', url: '/processes', body: { name: '' }, message: NO_EDIT },
      { method: 'POST', url: '/screens', body: { name: 42 }, message: TEAM_MESSAGES.noScreening },
      { method: 'POST', url: '/investment-notes', body: { investment_review_id: 'not an id' }, message: NO_EDIT },
    ] as const;
    for (const { method, url, body, message } of invalid) {
      const refused = await call(ctx, world.people.viewer, method, url, body);
      expect([refused.statusCode, refused.json<{ message: string }>().message], url).toEqual([403, message]);
      // Someone allowed gets the form errors.
      expect((await call(ctx, world.people.administrator, method, url, body)).statusCode, url).toBe(422);
    }
  });

  it('shows members the same workspace: what one creates, the others read', async () => {
    const note = dataOf<{ id: string }>(await call(ctx, world.people.analyst, 'POST', '/investment-notes', { investment_review_id: world.review.id, title: 'Analyst view', typed_text: 'Seen by all' }), 201);
    for (const person of PEOPLE) {
      const review = dataOf<Review>(await call(ctx, world.people[person], 'GET', `/investment-reviews/${world.review.id}`));
      expect(review.notes.map((row) => row.id)).toContain(note.id);
      expect(review.isOwner).toBe(true);
    }
    const viewer = dataOf<Review>(await call(ctx, world.people.viewer, 'GET', `/investment-reviews/${world.review.id}`));
    expect(viewer.abilities).toEqual({ update: false, share: false, decide: false, make: false });
    expect(viewer.read_only_message).toBe(NO_EDIT);
    const analyst = dataOf<Review>(await call(ctx, world.people.analyst, 'GET', `/investment-reviews/${world.review.id}`));
    expect(analyst.abilities).toEqual({ update: true, share: false, decide: true, make: false });
  });
});
