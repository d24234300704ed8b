import { beforeAll, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type Investment, type InvestmentSummary, type Review, type ReviewListItem } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { createCompany } from '../investments/investments.test-helpers';
import { call, dataOf } from '../items/library.test-helpers';
import { attachToInvestment, buildProcess, eventsOf, listedInvestment, reviewWith } from './reviews.test-helpers';

describeEachDb('reviews: created on first need, listed, read', (ctx) => {
  let ann: Session;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
  });

  it('creates one review under concurrent first needs, and records review_created once', async () => {
    const investmentId = await listedInvestment(ctx);
    const quality = await buildProcess(ctx, ann, 'Quality', [{ name: 'Moat' }]);
    const income = await buildProcess(ctx, ann, 'Income', [{ name: 'Yield' }]);
    const responses = await Promise.all([
      ...Array.from({ length: 4 }, () => attachToInvestment(ctx, ann, investmentId, [quality.id])),
      attachToInvestment(ctx, ann, investmentId, [income.id]),
      call(ctx, ann, 'POST', '/investment-reviews', { investment_id: investmentId }),
      call(ctx, ann, 'POST', '/investment-reviews', { investment_id: investmentId }),
    ]);
    expect(responses.map((response) => response.statusCode).filter((status) => status >= 300)).toEqual([]);
    const ids = new Set(responses.map((response) => response.json<{ data: Review }>().data.id));
    expect(ids.size).toBe(1);
    const rows = await ctx.db.db.selectFrom('investment_reviews').select('id').where('user_id', '=', ann.user.id).where('investment_id', '=', investmentId).execute();
    expect(rows).toHaveLength(1);
    const attached = await ctx.db.db.selectFrom('investment_processes').select('process_id').where('review_id', '=', rows[0]!.id).execute();
    expect(attached.map((row) => row.process_id).sort()).toEqual([quality.id, income.id].sort());
    const events = await eventsOf(ctx, rows[0]!.id);
    expect(events.filter((event) => event.kind === 'review_created')).toHaveLength(1);
    expect(events.filter((event) => event.kind === 'process_attached')).toHaveLength(2);
  });

  it('answers POST /investment-reviews with 201 when created and 200 with the same review after', async () => {
    const investmentId = await listedInvestment(ctx, 42);
    const created = await call(ctx, ann, 'POST', '/investment-reviews', { investment_id: investmentId });
    expect(created.statusCode).toBe(201);
    const review = created.json<{ data: Review }>().data;
    expect(review).toMatchObject({
      investment_id: investmentId,
      isOwner: true,
      summary: null,
      user: { id: ann.user.id, username: ann.user.username, avatar: null },
      investment: { id: investmentId, investment_review_id: review.id, last_price: 42, meta: { last_price: 42 } },
      permissions: { models: true, notes: true, decisions: true },
      abilities: { update: true, share: true, decide: true },
      read_only_message: null,
      processes: [],
      notes: [],
      models: [],
    });
    const again = await call(ctx, ann, 'POST', '/investment-reviews', { investment_id: investmentId });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ data: Review }>().data.id).toBe(review.id);
  });

  it("refuses an investment you cannot see (another user's unlisted company: 404) and a missing id (422)", async () => {
    const bob = await signedInUser(ctx);
    const company = await createCompany(ctx, bob, { ticker: 'BOBZ' });
    const hidden = await call(ctx, ann, 'POST', '/investment-reviews', { investment_id: company.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(REVIEW_MESSAGES.investmentNotFound);
    expect((await call(ctx, ann, 'POST', '/investment-reviews', {})).json().errors).toEqual({ investment_id: [REVIEW_MESSAGES.investmentRequired] });
    const own = await call(ctx, bob, 'POST', '/investment-reviews', { investment_id: company.id });
    expect(own.statusCode).toBe(201);
  });

  it('lists your reviews newest change first, paginated, with the investment and the owner', async () => {
    const carl = await signedInUser(ctx);
    const process = await buildProcess(ctx, carl, 'Carl', [{ name: 'Only factor' }]);
    const first = await reviewWith(ctx, carl, await listedInvestment(ctx, 5), [process.id]);
    const second = await reviewWith(ctx, carl, await listedInvestment(ctx, 6), [process.id]);
    const third = await reviewWith(ctx, carl, await listedInvestment(ctx, null), [process.id]);
    await call(ctx, carl, 'PATCH', `/investment-reviews/${first.id}`, { summary: 'Touched last' });

    const response = await call(ctx, carl, 'GET', '/investment-reviews?orderBy=updated_at&sortedBy=desc&limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: ReviewListItem[]; meta: { pagination: Record<string, number> } }>();
    expect(body.data.map((row) => row.id)).toEqual([first.id, third.id]);
    expect(body.meta.pagination).toEqual({ total: 3, count: 2, per_page: 2, current_page: 1, total_pages: 2 });
    expect(body.data[0]).toMatchObject({ summary: 'Touched last', isOwner: true, user: { username: carl.user.username }, investment: { last_price: 5, ticker: expect.any(String), name: expect.any(String) } });
    expect(body.data[1]!.investment.last_price).toBeNull();

    const page2 = dataOf<ReviewListItem[]>(await call(ctx, carl, 'GET', '/investment-reviews?limit=2&page=2'));
    expect(page2.map((row) => row.id)).toEqual([second.id]);
    const oldest = dataOf<ReviewListItem[]>(await call(ctx, carl, 'GET', '/investment-reviews?orderBy=created_at&sortedBy=asc'));
    expect(oldest.map((row) => row.id)).toEqual([first.id, second.id, third.id]);
    const one = dataOf<ReviewListItem[]>(await call(ctx, carl, 'GET', `/investment-reviews?search=investment_id:${second.investment_id}`));
    expect(one.map((row) => row.id)).toEqual([second.id]);
    expect(dataOf<ReviewListItem[]>(await call(ctx, ann, 'GET', '/investment-reviews')).map((row) => row.id)).not.toContain(first.id);
    expect((await call(ctx, carl, 'GET', '/investment-reviews?orderBy=name')).statusCode).toBe(422);
  });

  it('fills investment_review_id of search results and include=processes.factors,review of the investment', async () => {
    const dana = await signedInUser(ctx);
    const investmentId = await listedInvestment(ctx, 20);
    const process = await buildProcess(ctx, dana, 'Dana', [{ name: 'Growth', children: [{ name: 'Sales', children: [{ name: 'Rising?' }] }] }]);
    const before = dataOf<Investment>(await call(ctx, dana, 'GET', `/investments/${investmentId}?include=processes.factors,review`));
    expect(before).toMatchObject({ investment_review_id: null, processes: [], review: null });

    const review = await reviewWith(ctx, dana, investmentId, [process.id]);
    const ticker = review.investment.ticker;
    const found = dataOf<InvestmentSummary[]>(await call(ctx, dana, 'GET', `/investments?search=ticker:${ticker}`));
    expect(found.find((row) => row.id === investmentId)?.investment_review_id).toBe(review.id);
    const stranger = dataOf<InvestmentSummary[]>(await call(ctx, ann, 'GET', `/investments?search=ticker:${ticker}`));
    expect(stranger.find((row) => row.id === investmentId)?.investment_review_id).toBeNull();

    type WithIncludes = Omit<Investment, 'processes' | 'review'> & { processes: Review['processes']; review: Omit<Review, 'processes'> };
    const after = dataOf<WithIncludes>(
      await call(ctx, dana, 'GET', `/investments/${investmentId}?include=processes.factors,review`),
    );
    expect(after.investment_review_id).toBe(review.id);
    expect(after.processes.map((entry) => entry.name)).toEqual(['Dana']);
    expect(after.processes[0]!.factors![0]).toMatchObject({ name: 'Growth', checklists: [{ name: 'Sales', questions: [{ name: 'Rising?' }] }] });
    expect(after.review).toMatchObject({ id: review.id, isOwner: true, abilities: { update: true } });
    expect(after.review).not.toHaveProperty('processes');
    const shallow = dataOf<WithIncludes>(await call(ctx, dana, 'GET', `/investments/${investmentId}?include=processes`));
    expect(shallow.processes[0]).not.toHaveProperty('factors');
  });

  it('answers include=notes of the investment with the notes of your review (spec §3), [] before there is one', async () => {
    const erin = await signedInUser(ctx);
    const investmentId = await listedInvestment(ctx);
    expect(dataOf<Investment>(await call(ctx, erin, 'GET', `/investments/${investmentId}?include=notes`)).notes).toEqual([]);
    const review = dataOf<Review>(await call(ctx, erin, 'POST', '/investment-reviews', { investment_id: investmentId }), 201);
    for (const title of ['First call', 'Second call']) {
      expect((await call(ctx, erin, 'POST', '/investment-notes', { investment_review_id: review.id, title, typed_text: 'Notes of the call' })).statusCode).toBe(201);
    }
    const investment = dataOf<Omit<Investment, 'notes'> & { notes: Review['notes'] }>(await call(ctx, erin, 'GET', `/investments/${investmentId}?include=notes,review`));
    expect(investment.notes.map((note) => [note.title, note.investment_review_id])).toEqual([['Second call', review.id], ['First call', review.id]]);
    expect(investment.notes[0]).toMatchObject({ typed_text: 'Notes of the call', media: null, user: { username: erin.user.username } });
    expect(dataOf<Investment>(await call(ctx, erin, 'GET', `/investments/${investmentId}`))).not.toHaveProperty('notes');
    // Another user's notes are never included.
    expect(dataOf<Investment>(await call(ctx, ann, 'GET', `/investments/${investmentId}?include=notes`)).notes).toEqual([]);
  });
});
