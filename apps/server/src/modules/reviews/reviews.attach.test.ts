import { beforeAll, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type Process, type Review } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, createItem, createProcess, dataOf, errorsOf } from '../items/library.test-helpers';
import { buildProcess, eventsOf, getReview, listedInvestment, reviewWith } from './reviews.test-helpers';

describeEachDb('reviews: attaching and detaching processes', (ctx) => {
  let ann: Session;
  let quality: Process;
  beforeAll(async () => {
    ann = await signedInUser(ctx);
    quality = await buildProcess(ctx, ann, 'Quality', [
      { name: 'Moat', type: 'Qualitative7pt', relevance: 'high', children: [{ name: 'Brand', type: 'Flags', children: [{ name: 'Pricing power?', type: 'TickCross' }, { name: 'Loyalty?' }] }, { name: 'Switching costs' }] },
      { name: 'Valuation', type: 'Valuation' },
      { name: 'ROE', type: 'percent' },
    ]);
  });

  it('copies the tree with positions, names and scale settings, unscored', async () => {
    const review = await reviewWith(ctx, ann, await listedInvestment(ctx), [quality.id]);
    expect(review.processes).toHaveLength(1);
    const process = review.processes[0]!;
    expect(process).toMatchObject({ process_id: quality.id, name: 'Quality', position: 0, score: 0, relevance: 0, investment_review_id: review.id, editor_username: ann.user.username, ai_status: 'new' });
    expect(process.factors!.map((factor) => [factor.name, factor.position, factor.type, factor.kind])).toEqual([
      ['Moat', 0, 'Qualitative7pt', 'factor'],
      ['Valuation', 1, 'Valuation', 'factor'],
      ['ROE', 2, 'percent', 'factor'],
    ]);
    const [moat, valuation, roe] = process.factors!;
    expect(moat).toMatchObject({ relevance: 'high', score: null, value: null, score_factor: 0, parent_id: null, comment: null, media: null, grade_descriptions: { excellent: 'Excellent', v_poor: 'Very poor' } });
    expect(moat!.checklists.map((checklist) => [checklist.name, checklist.position, checklist.parent_id])).toEqual([['Brand', 0, moat!.id], ['Switching costs', 1, moat!.id]]);
    expect(moat!.checklists[0]!.questions.map((question) => [question.name, question.position, question.type, question.kind])).toEqual([
      ['Pricing power?', 0, 'TickCross', 'question'],
      ['Loyalty?', 1, 'Qualitative5pt', 'question'],
    ]);
    expect(valuation).toMatchObject({ min: -66, max: 200, thresholds: { excellent: 200, below_average: -20 }, upside: null, valuation: null });
    expect(roe).toMatchObject({ min: 0, max: 100, grade_descriptions: null });
    expect(moat!.source_id).toEqual(expect.any(String));
  });

  it('copies an item held by two parents once per place, so each is scored on its own', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session, { name: 'Shared' });
    const first = await createItem(ctx, session, 'factor', { name: 'First', parent_id: process.id });
    const second = await createItem(ctx, session, 'factor', { name: 'Second', parent_id: process.id });
    const checklist = await createItem(ctx, session, 'checklist', { name: 'Common', parent_id: first.id });
    await call(ctx, session, 'POST', `/factors/${second.id}/checklists`, { checklist_ids: [checklist.id] });
    const review = await reviewWith(ctx, session, await listedInvestment(ctx), [process.id]);
    const copies = review.processes[0]!.factors!.map((factor) => factor.checklists[0]!);
    expect(copies.map((copy) => copy.name)).toEqual(['Common', 'Common']);
    expect(new Set(copies.map((copy) => copy.id)).size).toBe(2);
  });

  it('leaves a process attached twice alone, appends new ones, and refuses processes that are not yours', async () => {
    const income = await buildProcess(ctx, ann, 'Income', [{ name: 'Yield', type: 'percent' }]);
    const review = await reviewWith(ctx, ann, await listedInvestment(ctx), [quality.id]);
    const again = dataOf<Review>(await call(ctx, ann, 'POST', `/investment-reviews/${review.id}/processes?include=investment`, { process_ids: [quality.id, income.id] }));
    expect(again.processes.map((process) => [process.name, process.position])).toEqual([['Quality', 0], ['Income', 1]]);
    expect(again.processes[0]!.id).toBe(review.processes[0]!.id);
    expect(again.investment.id).toBe(review.investment_id);

    const bob = await signedInUser(ctx);
    const bobs = await createProcess(ctx, bob, { name: "Bob's" });
    const template = await ctx.db.db.selectFrom('processes').select('id').where('is_template', '=', 1).executeTakeFirst();
    for (const ids of [[bobs.id], ['01900000-0000-7000-8000-000000000000'], ...(template ? [[template.id]] : [])]) {
      expect(errorsOf(await call(ctx, ann, 'POST', `/investment-reviews/${review.id}/processes`, { process_ids: ids }))).toEqual({ process_ids: [REVIEW_MESSAGES.processesInvalid] });
    }
    expect(errorsOf(await call(ctx, ann, 'POST', `/investment-reviews/${review.id}/processes`, { process_ids: [] }))).toEqual({ process_ids: [REVIEW_MESSAGES.processIdsRequired] });
  });

  it('detaches processes (their scoring goes, positions close up) and refuses ids of other reviews', async () => {
    const value = await buildProcess(ctx, ann, 'Value', [{ name: 'Cheap?' }]);
    const growth = await buildProcess(ctx, ann, 'Growth', [{ name: 'Fast?' }]);
    const review = await reviewWith(ctx, ann, await listedInvestment(ctx), [quality.id, value.id, growth.id]);
    const other = await reviewWith(ctx, ann, await listedInvestment(ctx), [quality.id]);
    const [q, v] = review.processes;
    const refused = await call(ctx, ann, 'PUT', `/investment-reviews/${review.id}/investment-processes`, { investment_process_ids: [other.processes[0]!.id] });
    expect(errorsOf(refused)).toEqual({ investment_process_ids: [REVIEW_MESSAGES.investmentProcessesInvalid] });

    const after = dataOf<Review>(await call(ctx, ann, 'PUT', `/investment-reviews/${review.id}/investment-processes`, { investment_process_ids: [q!.id, v!.id] }));
    expect(after.processes.map((process) => [process.name, process.position])).toEqual([['Growth', 0]]);
    const left = await ctx.db.db.selectFrom('investment_items').select('id').where('investment_process_id', 'in', [q!.id, v!.id]).execute();
    expect(left).toEqual([]);
    expect((await getReview(ctx, ann, other.id)).processes).toHaveLength(1);
    const detached = (await eventsOf(ctx, review.id)).filter((event) => event.kind === 'process_detached');
    expect(detached.map((event) => event.details.name)).toEqual(['Quality', 'Value']);
    // The library is untouched.
    expect(dataOf<Process>(await call(ctx, ann, 'GET', `/processes/${value.id}`)).name).toBe('Value');
  });

  it('attaches your default process with POST /investment-reviews/{id}/process', async () => {
    const session = await signedInUser(ctx);
    const created = dataOf<Review>(await call(ctx, session, 'POST', '/investment-reviews', { investment_id: await listedInvestment(ctx) }), 201);
    const none = await call(ctx, session, 'POST', `/investment-reviews/${created.id}/process`);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(REVIEW_MESSAGES.noDefaultProcess);
    const mine = await buildProcess(ctx, session, 'Default one', [{ name: 'Factor' }]);
    await buildProcess(ctx, session, 'Not default', [{ name: 'Other' }]);
    const review = dataOf<Review>(await call(ctx, session, 'POST', `/investment-reviews/${created.id}/process?include=investment`));
    expect(review.processes.map((process) => process.process_id)).toEqual([mine.id]);
    const twice = dataOf<Review>(await call(ctx, session, 'POST', `/investment-reviews/${created.id}/process`));
    expect(twice.processes).toHaveLength(1);
  });

  it('makes investment_count and associated processes real', async () => {
    const session = await signedInUser(ctx);
    const a = await buildProcess(ctx, session, 'A', [{ name: 'a' }]);
    const b = await buildProcess(ctx, session, 'B', [{ name: 'b' }]);
    const c = await buildProcess(ctx, session, 'C', [{ name: 'c' }]);
    await buildProcess(ctx, session, 'D', [{ name: 'd' }]);
    await reviewWith(ctx, session, await listedInvestment(ctx), [a.id, b.id]);
    await reviewWith(ctx, session, await listedInvestment(ctx), [a.id, c.id]);
    const last = await reviewWith(ctx, session, await listedInvestment(ctx), [a.id]);

    const counts = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes?withCount=investmentReviews'));
    expect(Object.fromEntries(counts.map((process) => [process.name, process.investment_count]))).toEqual({ A: 3, B: 1, C: 1, D: 0 });
    const associated = dataOf<Process[]>(await call(ctx, session, 'GET', `/processes/${a.id}/associated-processes`));
    expect(associated.map((process) => process.name).sort()).toEqual(['B', 'C']);
    expect(dataOf<Process[]>(await call(ctx, session, 'GET', `/processes/${b.id}/associated-processes`)).map((process) => process.name)).toEqual(['A']);

    await call(ctx, session, 'PUT', `/investment-reviews/${last.id}/investment-processes`, { investment_process_ids: [last.processes[0]!.id] });
    expect(dataOf<Process>(await call(ctx, session, 'GET', `/processes/${a.id}`)).investment_count).toBe(2);
    // Deleting a library process keeps the review's copy, without its link.
    await call(ctx, session, 'DELETE', `/processes/${c.id}`);
    const kept = await ctx.db.db.selectFrom('investment_processes').select(['name', 'process_id']).where('name', '=', 'C').execute();
    expect(kept.filter((row) => row.process_id === null).length).toBeGreaterThanOrEqual(1);
  });
});
