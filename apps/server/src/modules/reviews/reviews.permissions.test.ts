import { beforeAll, expect, it } from 'vitest';
import { MESSAGES, type Review, type ReviewNote } from '@thesis/domain';
import { describeEachDb, type TestContext } from '../../test/build-test-app';
import { uploadPng } from '../../test/factories/media';
import { signedInUser, type Session } from '../../test/factories/user';
import { createCompany } from '../investments/investments.test-helpers';
import { call, dataOf } from '../items/library.test-helpers';
import { buildProcess, eventsOf, itemNamed, listedInvestment, reviewWith } from './reviews.test-helpers';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Fixture {
  session: Session;
  review: Review;
  note: ReviewNote;
  processId: string;
  uuid: string;
  /** An investment this user has no review of yet. */
  freshInvestmentId: string;
}

interface WriteRoute {
  name: string;
  method: Method;
  url: string;
  valid?: unknown;
  invalid?: unknown;
}

async function fixture(ctx: TestContext): Promise<Fixture> {
  const session = await signedInUser(ctx);
  const process = await buildProcess(ctx, session, 'Guarded', [{ name: 'F', children: [{ name: 'C', children: [{ name: 'Q' }] }] }]);
  const review = await reviewWith(ctx, session, await listedInvestment(ctx), [process.id]);
  const note = dataOf<ReviewNote>(await call(ctx, session, 'POST', '/investment-notes', { investment_review_id: review.id, title: 'Guard', typed_text: 'Guarded note' }), 201);
  const uuid = (await uploadPng(ctx, session)).uuid;
  return { session, review, note, processId: process.id, uuid, freshInvestmentId: await listedInvestment(ctx) };
}

/** Every write route of reviews, items, investment processes and notes, for one fixture. */
function writeRoutes(f: Fixture): WriteRoute[] {
  const items = (['F', 'C', 'Q'] as const).map((name) => itemNamed(f.review, name));
  return [
    { name: 'create review', method: 'POST', url: '/investment-reviews', valid: { investment_id: f.freshInvestmentId }, invalid: { investment_id: 42 } },
    { name: 'attach to investment', method: 'POST', url: `/investments/${f.freshInvestmentId}/processes`, valid: { process_ids: [f.processId] }, invalid: { process_ids: 'x' } },
    { name: 'summary', method: 'PATCH', url: `/investment-reviews/${f.review.id}`, valid: { summary: 'New summary' }, invalid: { summary: 7 } },
    { name: 'attach', method: 'POST', url: `/investment-reviews/${f.review.id}/processes`, valid: { process_ids: [f.processId] }, invalid: { process_ids: [] } },
    { name: 'attach default', method: 'POST', url: `/investment-reviews/${f.review.id}/process` },
    { name: 'models', method: 'PUT', url: `/investment-reviews/${f.review.id}/models`, valid: { uuids: [f.uuid] }, invalid: { uuids: [1] } },
    { name: 'investment process', method: 'PATCH', url: `/investment-processes/${f.review.processes[0]!.id}`, valid: { comment: 'Mine' }, invalid: { valuation: 'lots' } },
    ...items.flatMap((item): WriteRoute[] => [
      { name: `score ${item.kind}`, method: 'PATCH', url: `/investment-${item.kind}s/${item.id}?include=investment`, valid: { score: 'good' }, invalid: { score: 'superb' } },
      { name: `file ${item.kind}`, method: 'PUT', url: `/investment-${item.kind}s/${item.id}?include=investment`, valid: { uuids: [f.uuid] }, invalid: { uuids: [f.uuid, f.uuid] } },
    ]),
    { name: 'add note', method: 'POST', url: '/investment-notes', valid: { investment_review_id: f.review.id, title: 'Another', typed_text: 'More words' }, invalid: { investment_review_id: f.review.id, title: 'Another' } },
    { name: 'change note', method: 'PATCH', url: `/investment-notes/${f.note.id}`, valid: { title: 'Renamed' }, invalid: { title: 'x' } },
    { name: 'delete note', method: 'DELETE', url: `/investment-notes/${f.note.id}` },
    // Last: the routes above use the process it removes.
    { name: 'detach', method: 'PUT', url: `/investment-reviews/${f.review.id}/investment-processes`, valid: { investment_process_ids: [f.review.processes[0]!.id] }, invalid: {} },
  ];
}

/** The same route with its id replaced by one that is too long: a 422 for routes without a body. */
function withLongId(url: string): string {
  return url.replace(/\/[0-9a-f-]{36}(?=\/|\?|$)/, `/${'x'.repeat(65)}`);
}

describeEachDb('reviews: permissions on every write route', (ctx) => {
  let owner: Fixture;
  let viewer: Fixture;
  let other: Session;
  let hiddenInvestmentId: string;
  beforeAll(async () => {
    owner = await fixture(ctx);
    viewer = await fixture(ctx);
    await ctx.db.db.updateTable('users').set({ role: 'teamViewer' }).where('id', '=', viewer.session.user.id).execute();
    other = await signedInUser(ctx);
    hiddenInvestmentId = (await createCompany(ctx, owner.session, { ticker: 'HIDN' })).id;
  });

  const send = (session: Session | null, route: WriteRoute, body = route.valid, url = route.url) =>
    call(ctx, session, route.method, url, route.method === 'DELETE' || body === undefined ? undefined : body);

  it('answers 401 without a token', async () => {
    for (const route of writeRoutes(owner)) expect((await send(null, route)).statusCode, route.name).toBe(401);
  });

  it('answers 422 for bad input, listing the field', async () => {
    for (const route of writeRoutes(owner)) {
      const response = route.invalid === undefined ? await send(owner.session, route, undefined, withLongId(route.url)) : await send(owner.session, route, route.invalid);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(422);
      expect(Object.keys(response.json().errors ?? {}).length, route.name).toBeGreaterThan(0);
    }
  });

  it("answers 404 for another user's review, items, processes and notes, and hidden investments", async () => {
    for (const route of writeRoutes(owner)) {
      if (route.name === 'create review' || route.name === 'attach to investment') continue;
      const response = await send(other, route);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(404);
    }
    expect((await call(ctx, other, 'POST', '/investment-reviews', { investment_id: hiddenInvestmentId })).statusCode).toBe(404);
    expect((await call(ctx, other, 'POST', `/investments/${hiddenInvestmentId}/processes`, { process_ids: ['x'] })).statusCode).toBe(404);
    expect((await call(ctx, other, 'GET', `/investment-reviews/${owner.review.id}`)).statusCode).toBe(404);
    expect((await call(ctx, other, 'GET', `/investment-reviews/${owner.review.id}/historical`)).statusCode).toBe(404);
  });

  it('answers 403 to a teamViewer on every write route, changing nothing', async () => {
    const before = await eventsOf(ctx, viewer.review.id);
    for (const route of writeRoutes(viewer)) {
      const response = await send(viewer.session, route);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(403);
      expect(response.json().message, route.name).toBe(MESSAGES.noEditPermission);
    }
    expect(await eventsOf(ctx, viewer.review.id)).toEqual(before);
    const fresh = await ctx.db.db.selectFrom('investment_reviews').select('id').where('user_id', '=', viewer.session.user.id).execute();
    expect(fresh).toHaveLength(1);
  });

  it('shows a teamViewer their review read-only, with the message and no abilities', async () => {
    const review = dataOf<Review>(await call(ctx, viewer.session, 'GET', `/investment-reviews/${viewer.review.id}`));
    expect(review).toMatchObject({
      isOwner: true,
      permissions: { models: true, notes: true, decisions: true },
      abilities: { update: false, share: false, decide: false },
      read_only_message: MESSAGES.noEditPermission,
    });
    expect(review.notes).toHaveLength(1);
  });

  it('lets the owner use every write route', async () => {
    for (const route of writeRoutes(owner)) {
      const response = await send(owner.session, route);
      expect(response.statusCode, `${route.name}: ${response.body}`).toBeLessThan(300);
    }
  });
});
