import type { Decision, EstimatesAnswer, Investment, Item, Process, Review, ReviewNote, Screen, Team, TeamMember, TradeType, User } from '@thesis/domain';
import { expect, it } from 'vitest';
import { createTradeType, reviewFor } from './modules/decisions/decisions.test-helpers';
import { createCompany } from './modules/investments/investments.test-helpers';
import { call, createItem, createProcess, dataOf } from './modules/items/library.test-helpers';
import { buildProcess, getReview, itemNamed, listedInvestment, patchItem, reviewWith } from './modules/reviews/reviews.test-helpers';
import { joinedMember, proTeam, getTeam } from './modules/teams/teams.test-helpers';
import { describeEachDb } from './test/build-test-app';
import { uploadPng } from './test/factories/media';
import { signedInUser } from './test/factories/user';
import { registeredRoutes } from './test/routes';

/**
 * Every PATCH of the API changes only the fields it is sent (issue #18, item 1): each route gets a
 * resource with every field filled, a PATCH of one field, and a read-back of all the others.
 */
const PATCH_ROUTES = [
  '/api/v1/users/:id',
  '/api/v1/processes/:id',
  '/api/v1/factors/:id',
  '/api/v1/checklists/:id',
  '/api/v1/questions/:id',
  '/api/v1/investments/:id',
  '/api/v1/investment-reviews/:id',
  '/api/v1/investment-processes/:id',
  '/api/v1/investment-factors/:id',
  '/api/v1/investment-checklists/:id',
  '/api/v1/investment-questions/:id',
  '/api/v1/investment-notes/:id',
  '/api/v1/screens/:id',
  '/api/v1/decisions/update/:id',
  '/api/v1/decisions/trade_types/:id',
  '/api/v1/investments/:id/review',
  '/api/v1/investment-reviews/:id/estimation',
  '/api/v1/teams/:id',
  '/api/v1/teams/:id/members/:memberId',
];

/** The fields of `value` except `changed` and the ones a change always moves (timestamps). */
function untouched<T extends object>(value: T, ...changed: string[]): Partial<T> {
  const skip = new Set([...changed, 'updated_at', 'abilities']);
  return Object.fromEntries(Object.entries(value).filter(([key]) => !skip.has(key))) as Partial<T>;
}

describeEachDb('every PATCH changes only the fields sent', (ctx) => {
  it('knows every PATCH route of the API (a new one needs its test here)', () => {
    const routes = registeredRoutes(ctx.app).filter((route) => route.method === 'PATCH').map((route) => route.url);
    expect([...routes].sort()).toEqual([...PATCH_ROUTES].sort());
  });

  it('PATCH /users/{id}: a new avatar keeps the first and last name', async () => {
    const session = await signedInUser(ctx);
    const named = dataOf<User>(await call(ctx, session, 'PATCH', `/users/${session.user.id}`, { first_name: 'Ada', last_name: 'Lovelace', dashboard_view_type: 'compact' }));
    const avatar = await uploadPng(ctx, session, 'avatar');
    const after = dataOf<User>(await call(ctx, session, 'PATCH', `/users/${session.user.id}?include=avatar`, { avatar_id: avatar.id }));
    expect(after).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', dashboard_view_type: 'compact', username: named.username, avatar: { id: avatar.id } });
    const renamed = dataOf<User>(await call(ctx, session, 'PATCH', `/users/${session.user.id}?include=avatar`, { last_name: 'Byron' }));
    expect(renamed).toMatchObject({ first_name: 'Ada', last_name: 'Byron', avatar: { id: avatar.id } });
  });

  it('PATCH /processes/{id}: a new name keeps the description and flags', async () => {
    const session = await signedInUser(ctx);
    await createProcess(ctx, session, { name: 'Default one' });
    const process = await createProcess(ctx, session, { name: 'Quality', description: 'Durable moats', is_active: false });
    const after = dataOf<Process>(await call(ctx, session, 'PATCH', `/processes/${process.id}`, { name: 'Quality II' }));
    expect(after).toMatchObject({ ...untouched(process, 'name'), name: 'Quality II' });
  });

  for (const kind of ['factor', 'checklist', 'question'] as const) {
    it(`PATCH /${kind}s/{id}: a new name keeps the description, link, relevance and scale`, async () => {
      const session = await signedInUser(ctx);
      const item = await createItem(ctx, session, kind, {
        type: 'Qualitative3pt',
        description: 'What it means',
        relevance: 'high',
        url: 'https://example.com/notes',
        url_name: 'Notes',
        group: 'Management',
        grade_descriptions: { good: 'Strong', average: 'Fair', poor: 'Weak' },
      });
      const after = dataOf<Item>(await call(ctx, session, 'PATCH', `/${kind}s/${item.id}`, { name: 'Renamed' }));
      expect(after).toMatchObject({ ...untouched(item, 'name'), name: 'Renamed' });
      const described = dataOf<Item>(await call(ctx, session, 'PATCH', `/${kind}s/${item.id}`, { description: 'Changed' }));
      expect(described).toMatchObject({ ...untouched(item, 'name', 'description'), name: 'Renamed', description: 'Changed' });
    });
  }

  it('PATCH /investments/{id}: a new name keeps the figures, sector and year end', async () => {
    const session = await signedInUser(ctx);
    const company = await createCompany(ctx, session, { description: 'Widgets', sector_l1: 'Industrials', sector_l3: 'Machinery', last_price: 2.5, market_cap: 120, issued_shares: 48, local_fx: 'USD', reporting_fx: 'NZD' });
    const after = dataOf<Investment>(await call(ctx, session, 'PATCH', `/investments/${company.id}`, { name: 'Acme Widgets Ltd' }));
    expect(after).toMatchObject({ ...untouched(company, 'name', 'meta'), name: 'Acme Widgets Ltd', meta: untouched(company.meta) });
  });

  it('PATCH /investment-reviews/{id}: an empty change keeps the summary', async () => {
    const session = await signedInUser(ctx);
    const review = dataOf<Review>(await call(ctx, session, 'POST', '/investment-reviews', { investment_id: await listedInvestment(ctx) }), 201);
    dataOf(await call(ctx, session, 'PATCH', `/investment-reviews/${review.id}`, { summary: 'Buy below 20' }));
    dataOf(await call(ctx, session, 'PATCH', `/investment-reviews/${review.id}`, {}));
    expect((await getReview(ctx, session, review.id)).summary).toBe('Buy below 20');
  });

  it('PATCH /investment-processes/{id}: a comment keeps the valuation and link', async () => {
    const session = await signedInUser(ctx);
    const process = await buildProcess(ctx, session, 'Valued', [{ name: 'Moat' }]);
    const review = await reviewWith(ctx, session, await listedInvestment(ctx, 10), [process.id]);
    const id = review.processes[0]!.id;
    dataOf(await call(ctx, session, 'PATCH', `/investment-processes/${id}`, { valuation: 15, url: 'https://example.com/model', url_name: 'Model' }));
    dataOf(await call(ctx, session, 'PATCH', `/investment-processes/${id}`, { comment: 'Cheap' }));
    expect((await getReview(ctx, session, review.id)).processes[0]).toMatchObject({ valuation: 15, url: 'https://example.com/model', url_name: 'Model', comment: 'Cheap' });
  });

  for (const kind of ['factor', 'checklist', 'question'] as const) {
    it(`PATCH /investment-${kind}s/{id}: a comment keeps the score, relevance and link, a score keeps the comment`, async () => {
      const session = await signedInUser(ctx);
      const process = await buildProcess(ctx, session, 'Scored', [{ name: 'Moat', children: [{ name: 'Brand', children: [{ name: 'Pricing' }] }] }]);
      const review = await reviewWith(ctx, session, await listedInvestment(ctx), [process.id]);
      const item = itemNamed(review, { factor: 'Moat', checklist: 'Brand', question: 'Pricing' }[kind]);
      dataOf(await patchItem(ctx, session, item, { score: 'good', relevance: 'high', url: 'https://example.com/a', url_name: 'Source' }));
      dataOf(await patchItem(ctx, session, item, { comment: 'Strong brand' }));
      expect(itemNamed(await getReview(ctx, session, review.id), item.name)).toMatchObject({ score: 'good', relevance: 'high', url: 'https://example.com/a', url_name: 'Source', comment: 'Strong brand' });
      dataOf(await patchItem(ctx, session, item, { score: 'poor' }));
      expect(itemNamed(await getReview(ctx, session, review.id), item.name)).toMatchObject({ score: 'poor', relevance: 'high', comment: 'Strong brand', url_name: 'Source' });
    });
  }

  it('PATCH /investment-notes/{id}: a new title keeps the text and the file', async () => {
    const session = await signedInUser(ctx);
    const review = dataOf<Review>(await call(ctx, session, 'POST', '/investment-reviews', { investment_id: await listedInvestment(ctx) }), 201);
    const file = await uploadPng(ctx, session, 'note');
    const note = dataOf<ReviewNote>(await call(ctx, session, 'POST', '/investment-notes', { investment_review_id: review.id, title: 'Moat', typed_text: 'Wide', uuids: [file.uuid] }), 201);
    const after = dataOf<ReviewNote>(await call(ctx, session, 'PATCH', `/investment-notes/${note.id}`, { title: 'Moat, revisited' }));
    expect(after).toMatchObject({ title: 'Moat, revisited', typed_text: 'Wide', media: { id: file.id } });
  });

  it('PATCH /screens/{id}: a new name keeps the description, source and processes', async () => {
    const session = await signedInUser(ctx);
    const lead = await createProcess(ctx, session, { name: 'Lead' });
    const second = await createProcess(ctx, session, { name: 'Second' });
    const screen = dataOf<Screen>(
      await call(ctx, session, 'POST', '/screens', { name: 'Compounders', description: 'Quality first', source_type: 'all_active', lead_process_id: lead.id, secondary_process_ids: [second.id] }),
      201,
    );
    const after = dataOf<Screen>(await call(ctx, session, 'PATCH', `/screens/${screen.id}`, { name: 'Compounders II' }));
    expect(after).toMatchObject({ name: 'Compounders II', description: 'Quality first', source_type: 'all_active', lead_process_id: lead.id, secondary_process_ids: [second.id], is_active: screen.is_active });
  });

  it('PATCH /decisions/update/{id}: an action keeps the type, price, timeframe and date', async () => {
    const session = await signedInUser(ctx);
    const review = await reviewFor(ctx, session, 20);
    const type = await createTradeType(ctx, session);
    const date = '2026-06-15T00:00:00.000Z';
    dataOf(await call(ctx, session, 'PATCH', `/decisions/update/${review.id}`, { action: 'buy', trade_type_id: type.id, price: 18.5, timeframe: 'year_3', date }));
    const after = dataOf<Decision>(await call(ctx, session, 'PATCH', `/decisions/update/${review.id}`, { action: 'hold' }));
    expect(after).toMatchObject({ action: 'hold', trade_type_id: type.id, price: 18.5, timeframe: 'year_3', date });
  });

  it('PATCH /decisions/trade_types/{id}: a new name keeps the description, timeframe and thresholds', async () => {
    const session = await signedInUser(ctx);
    const type = await createTradeType(ctx, session, { description: 'Hold for years', timeframe: 'year_5', average: 10, below_ave: -10 });
    const after = dataOf<TradeType>(await call(ctx, session, 'PATCH', `/decisions/trade_types/${type.id}`, { name: 'Compounder' }));
    expect(after).toMatchObject({ ...untouched(type, 'name'), name: 'Compounder' });
  });
  it('PATCH /investments/{id}/review: a new summary keeps the review and its processes', async () => {
    const session = await signedInUser(ctx);
    const process = await buildProcess(ctx, session, 'Kept', [{ name: 'Moat' }]);
    const investmentId = await listedInvestment(ctx);
    const review = await reviewWith(ctx, session, investmentId, [process.id]);
    const after = dataOf<Review>(await call(ctx, session, 'PATCH', `/investments/${investmentId}/review`, { summary: 'Wide moat' }));
    expect(after).toMatchObject({ id: review.id, summary: 'Wide moat' });
    expect((await getReview(ctx, session, review.id)).processes.map((row) => row.name)).toEqual(['Kept']);
  });

  it('PATCH /investment-reviews/{id}/estimation: one figure keeps the other figures and years', async () => {
    const session = await signedInUser(ctx);
    const review = dataOf<Review>(await call(ctx, session, 'POST', '/investment-reviews', { investment_id: await listedInvestment(ctx) }), 201);
    const url = `/investment-reviews/${review.id}/estimation`;
    const years = (await call(ctx, session, 'GET', url)).json<EstimatesAnswer>().data.map((row) => row.fy_date_at);
    await call(ctx, session, 'PATCH', url, { rows: [{ fy_date_at: years[0], sales: 900, npat: 90, eps: 1.1 }, { fy_date_at: years[1], sales: 1000 }] });
    const after = (await call(ctx, session, 'PATCH', url, { rows: [{ fy_date_at: years[0], eps: 1.2 }] })).json<EstimatesAnswer>().data;
    expect(after[0]).toMatchObject({ sales: 900, npat: 90, eps: 1.2 });
    expect(after[1]).toMatchObject({ sales: 1000 });
  });

  it('PATCH /teams/{id}: a new name keeps the members', async () => {
    const team = await proTeam(ctx);
    await joinedMember(ctx, team, 'teamAnalyst');
    const before = await getTeam(ctx, team.owner, team.teamId);
    const after = dataOf<Team>(await call(ctx, team.owner, 'PATCH', `/teams/${team.teamId}`, { name: 'Renamed Fund' }));
    expect(after).toMatchObject({ ...untouched(before, 'name', 'members'), name: 'Renamed Fund' });
    expect(after.members.map((row) => [row.email, row.role])).toEqual(before.members.map((row) => [row.email, row.role]));
  });

  it('PATCH /teams/{id}/members/{memberId}: a new role keeps the name, e-mail and access', async () => {
    const team = await proTeam(ctx);
    const joined = await joinedMember(ctx, team, 'teamAnalyst');
    const member = (await getTeam(ctx, team.owner, team.teamId)).members.find((row) => row.id === joined.member.id)!;
    const after = dataOf<TeamMember>(await call(ctx, team.owner, 'PATCH', `/teams/${team.teamId}/members/${member.id}`, { role: 'teamViewer' }));
    expect(after).toMatchObject({ ...untouched(member, 'role'), role: 'teamViewer' });
  });
});
