import { expect, it } from 'vitest';
import { invalidIdsMessage, reorderMismatchMessage, type Process } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, createItem, createProcess, dataOf, errorsOf, getProcess } from '../items/library.test-helpers';

const names = (process: Process) => (process.factors ?? []).map((factor) => factor.name);
const positions = (process: Process) => (process.factors ?? []).map((factor) => factor.position);

describeEachDb('process factors: attach, detach, reorder', (ctx) => {
  it('attaches factors at the end in the order given and keeps those already attached in place', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    const [moat, returns, runway] = [
      await createItem(ctx, session, 'factor', { name: 'Moat' }),
      await createItem(ctx, session, 'factor', { name: 'Returns' }),
      await createItem(ctx, session, 'factor', { name: 'Runway' }),
    ];
    const first = dataOf<Process>(await call(ctx, session, 'POST', `/processes/${process.id}/factors`, { factor_ids: [returns.id, moat.id] }));
    expect(names(first)).toEqual(['Returns', 'Moat']);
    expect(positions(first)).toEqual([0, 1]);
    const second = dataOf<Process>(await call(ctx, session, 'POST', `/processes/${process.id}/factors`, { factor_ids: [moat.id, runway.id, runway.id] }));
    expect(names(second)).toEqual(['Returns', 'Moat', 'Runway']);
    expect(names(await getProcess(ctx, session, process.id))).toEqual(['Returns', 'Moat', 'Runway']);
  });

  it("refuses another user's factors, unknown ids and other kinds (422) and stays unchanged", async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    const mine = await createItem(ctx, session, 'factor');
    const checklist = await createItem(ctx, session, 'checklist');
    const theirs = await createItem(ctx, await signedInUser(ctx), 'factor');
    for (const ids of [[mine.id, theirs.id], [checklist.id], ['nope']]) {
      expect(errorsOf(await call(ctx, session, 'POST', `/processes/${process.id}/factors`, { factor_ids: ids }))).toEqual({ factor_ids: [invalidIdsMessage('factor')] });
    }
    expect(Object.keys(errorsOf(await call(ctx, session, 'POST', `/processes/${process.id}/factors`, { factor_ids: 'x' })))).toEqual(['factor_ids']);
    expect(names(await getProcess(ctx, session, process.id))).toEqual([]);
  });

  it('detaches factors, closes the positions and keeps the factors in the library', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    const ids = [];
    for (const name of ['A', 'B', 'C']) ids.push((await createItem(ctx, session, 'factor', { name, parent_id: process.id })).id);
    const after = dataOf<Process>(await call(ctx, session, 'PUT', `/processes/${process.id}/factors`, { factor_ids: [ids[1]] }));
    expect(names(after)).toEqual(['A', 'C']);
    expect(positions(after)).toEqual([0, 1]);
    expect((await call(ctx, session, 'GET', `/factors/${ids[1]}`)).statusCode).toBe(200);
    // Detaching a factor that is not attached is harmless.
    expect(names(dataOf<Process>(await call(ctx, session, 'PUT', `/processes/${process.id}/factors`, { factor_ids: [ids[1]] })))).toEqual(['A', 'C']);
  });

  it('reorders from a position → id map or an array, persists it, and refuses a partial order', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    const [a, b, c] = [
      await createItem(ctx, session, 'factor', { name: 'A', parent_id: process.id }),
      await createItem(ctx, session, 'factor', { name: 'B', parent_id: process.id }),
      await createItem(ctx, session, 'factor', { name: 'C', parent_id: process.id }),
    ];
    const url = `/processes/${process.id}/reorder_factors_positions`;
    const reordered = dataOf<Process>(await call(ctx, session, 'PUT', url, { position_factor_ids: { '0': c.id, '1': a.id, '2': b.id } }));
    expect(names(reordered)).toEqual(['C', 'A', 'B']);
    expect(names(await getProcess(ctx, session, process.id, 'factors'))).toEqual(['C', 'A', 'B']);
    expect(names(dataOf<Process>(await call(ctx, session, 'PUT', url, { position_factor_ids: [b.id, c.id, a.id] })))).toEqual(['B', 'C', 'A']);

    const mismatch = reorderMismatchMessage('factor', 'process');
    expect(errorsOf(await call(ctx, session, 'PUT', url, { position_factor_ids: [a.id, b.id] }))).toEqual({ position_factor_ids: [mismatch] });
    expect(errorsOf(await call(ctx, session, 'PUT', url, { position_factor_ids: [a.id, a.id, b.id] }))).toEqual({ position_factor_ids: [mismatch] });
    expect(Object.keys(errorsOf(await call(ctx, session, 'PUT', url, { position_factor_ids: { first: a.id } })))).toEqual(['position_factor_ids']);
    expect(names(await getProcess(ctx, session, process.id, 'factors'))).toEqual(['B', 'C', 'A']);
  });

  it('nests factors, checklists and questions as include asks, with positions under each parent', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    const factor = await createItem(ctx, session, 'factor', { name: 'Moat', parent_id: process.id });
    const checklist = await createItem(ctx, session, 'checklist', { name: 'Pricing power', parent_id: factor.id });
    await createItem(ctx, session, 'question', { name: 'Prices up?', type: 'TickCross', parent_id: checklist.id });
    await createItem(ctx, session, 'question', { name: 'Margins held?', type: 'TickCross', parent_id: checklist.id });

    const bare = dataOf<Process>(await call(ctx, session, 'GET', `/processes/${process.id}`));
    expect(bare.factors).toBeUndefined();
    const shallow = await getProcess(ctx, session, process.id, 'factors.user');
    expect(shallow.factors![0]!.checklists).toBeUndefined();
    expect(shallow.factors![0]!.user?.id).toBe(session.user.id);
    const full = await getProcess(ctx, session, process.id, 'factors.user,factors.checklists.questions');
    const questions = full.factors![0]!.checklists![0]!.questions!;
    expect(questions.map((question) => [question.name, question.position])).toEqual([['Prices up?', 0], ['Margins held?', 1]]);
    const listed = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes?include=factors.checklists'));
    expect(listed[0]!.factors![0]!.checklists![0]!.questions).toBeUndefined();
  });
});

describeEachDb('process deletion and shared items', (ctx) => {
  it('deletes the factors only this process held, with their checklists and questions, and keeps shared ones', async () => {
    const session = await signedInUser(ctx);
    await createProcess(ctx, session, { name: 'Keeper' });
    const keeper = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes'))[0]!;
    const doomed = await createProcess(ctx, session, { name: 'Doomed' });

    const own = await createItem(ctx, session, 'factor', { name: 'Own', parent_id: doomed.id });
    const shared = await createItem(ctx, session, 'factor', { name: 'Shared', parent_id: doomed.id });
    await call(ctx, session, 'POST', `/processes/${keeper.id}/factors`, { factor_ids: [shared.id] });
    const ownChecklist = await createItem(ctx, session, 'checklist', { name: 'Own checklist', parent_id: own.id });
    const sharedChecklist = await createItem(ctx, session, 'checklist', { name: 'Shared checklist', parent_id: own.id });
    await call(ctx, session, 'POST', `/factors/${shared.id}/checklists`, { checklist_ids: [sharedChecklist.id] });
    const question = await createItem(ctx, session, 'question', { name: 'Q', parent_id: ownChecklist.id });
    const sharedQuestion = await createItem(ctx, session, 'question', { name: 'Shared Q', parent_id: ownChecklist.id });
    await call(ctx, session, 'POST', `/checklists/${sharedChecklist.id}/questions`, { question_ids: [sharedQuestion.id] });
    const loose = await createItem(ctx, session, 'factor', { name: 'Loose' });

    const result = dataOf<{ deleted_item_ids: string[] }>(await call(ctx, session, 'DELETE', `/processes/${doomed.id}`));
    expect(new Set(result.deleted_item_ids)).toEqual(new Set([own.id, ownChecklist.id, question.id]));
    for (const gone of [own, ownChecklist, question]) {
      expect((await call(ctx, session, 'GET', `/${gone.kind}s/${gone.id}`)).statusCode).toBe(404);
    }
    for (const kept of [shared, sharedChecklist, sharedQuestion, loose]) {
      expect((await call(ctx, session, 'GET', `/${kept.kind}s/${kept.id}`)).statusCode).toBe(200);
    }
    const tree = await getProcess(ctx, session, keeper.id);
    expect(tree.factors!.map((factor) => factor.name)).toEqual(['Shared']);
    expect(tree.factors![0]!.checklists!.map((checklist) => [checklist.name, checklist.questions!.map((q) => q.name)])).toEqual([['Shared checklist', ['Shared Q']]]);
  });
});
