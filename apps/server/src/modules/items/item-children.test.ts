import { expect, it } from 'vitest';
import { invalidIdsMessage, ITEM_MESSAGES, reorderMismatchMessage, type Item } from '@thesis/domain';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, createItem, dataOf, errorsOf, MISSING_ID } from './library.test-helpers';

const childNames = (item: Item) => (item.checklists ?? item.questions ?? []).map((child) => child.name);

describeEachDb('item children: factor → checklists, checklist → questions', (ctx) => {
  for (const [parentKind, childKind] of [['factor', 'checklist'], ['checklist', 'question']] as const) {
    it(`${parentKind}s: attach, detach and reorder ${childKind}s`, async () => {
      const base = `/${parentKind}s`;
      const ids = `${childKind}_ids`;
      const positions = `position_${childKind}_ids`;
      expect((await call(ctx, null, 'POST', `${base}/${MISSING_ID}/${childKind}s`, { [ids]: [] })).statusCode).toBe(401);
      const session = await signedInUser(ctx);
      const parent = await createItem(ctx, session, parentKind);
      const [a, b, c] = [
        await createItem(ctx, session, childKind, { name: 'A' }),
        await createItem(ctx, session, childKind, { name: 'B' }),
        await createItem(ctx, session, childKind, { name: 'C' }),
      ];
      expect(Object.keys(errorsOf(await call(ctx, session, 'POST', `${base}/${parent.id}/${childKind}s`, {})))).toEqual([ids]);
      const theirs = await createItem(ctx, await signedInUser(ctx), childKind);
      expect(errorsOf(await call(ctx, session, 'POST', `${base}/${parent.id}/${childKind}s`, { [ids]: [theirs.id] }))).toEqual({ [ids]: [invalidIdsMessage(childKind)] });
      const wrongKind = await createItem(ctx, session, parentKind);
      expect(errorsOf(await call(ctx, session, 'POST', `${base}/${parent.id}/${childKind}s`, { [ids]: [wrongKind.id] }))).toEqual({ [ids]: [invalidIdsMessage(childKind)] });
      const other = await signedInUser(ctx);
      expect((await call(ctx, other, 'POST', `${base}/${parent.id}/${childKind}s`, { [ids]: [] })).statusCode).toBe(404);

      const attached = dataOf<Item>(await call(ctx, session, 'POST', `${base}/${parent.id}/${childKind}s`, { [ids]: [a.id, b.id, c.id] }));
      expect(childNames(attached)).toEqual(['A', 'B', 'C']);
      const reordered = dataOf<Item>(await call(ctx, session, 'PUT', `${base}/${parent.id}/reorder_${childKind}s_positions`, { [positions]: { 0: c.id, 1: a.id, 2: b.id } }));
      expect(childNames(reordered)).toEqual(['C', 'A', 'B']);
      expect(errorsOf(await call(ctx, session, 'PUT', `${base}/${parent.id}/reorder_${childKind}s_positions`, { [positions]: [a.id] }))).toEqual({
        [positions]: [reorderMismatchMessage(childKind, parentKind)],
      });
      const detached = dataOf<Item>(await call(ctx, session, 'PUT', `${base}/${parent.id}/${childKind}s`, { [ids]: [a.id] }));
      expect(childNames(detached)).toEqual(['C', 'B']);
      expect((detached.checklists ?? detached.questions)!.map((child) => child.position)).toEqual([0, 1]);
      const reread = dataOf<Item>(await call(ctx, session, 'GET', `${base}/${parent.id}?include=${childKind}s`));
      expect(childNames(reread)).toEqual(['C', 'B']);
    });
  }

  it('has no child routes for questions', async () => {
    const session = await signedInUser(ctx);
    const question = await createItem(ctx, session, 'question');
    expect((await call(ctx, session, 'POST', `/questions/${question.id}/questions`, { question_ids: [] })).statusCode).toBe(404);
  });

  it('nests a factor with its checklists and their questions', async () => {
    const session = await signedInUser(ctx);
    const factor = await createItem(ctx, session, 'factor', { name: 'Moat' });
    const checklist = await createItem(ctx, session, 'checklist', { name: 'Pricing', parent_id: factor.id });
    await createItem(ctx, session, 'question', { name: 'Prices up?', parent_id: checklist.id });
    const full = dataOf<Item>(await call(ctx, session, 'GET', `/factors/${factor.id}?include=checklists.questions`));
    expect(full.checklists!.map((entry) => [entry.name, entry.position, entry.questions!.map((question) => question.name)])).toEqual([['Pricing', 0, ['Prices up?']]]);
  });

  it('deletes what a deleted item alone held, keeps what is shared, and closes positions in its parents', async () => {
    const session = await signedInUser(ctx);
    const factor = await createItem(ctx, session, 'factor');
    const other = await createItem(ctx, session, 'factor');
    const first = await createItem(ctx, session, 'checklist', { name: 'First', parent_id: factor.id });
    const doomed = await createItem(ctx, session, 'checklist', { name: 'Doomed', parent_id: factor.id });
    await createItem(ctx, session, 'checklist', { name: 'Last', parent_id: factor.id });
    const alone = await createItem(ctx, session, 'question', { name: 'Alone', parent_id: doomed.id });
    const shared = await createItem(ctx, session, 'question', { name: 'Shared', parent_id: doomed.id });
    await call(ctx, session, 'POST', `/checklists/${first.id}/questions`, { question_ids: [shared.id] });
    await call(ctx, session, 'POST', `/factors/${other.id}/checklists`, { checklist_ids: [first.id] });

    const removed = dataOf<{ deleted_item_ids: string[] }>(await call(ctx, session, 'DELETE', `/checklists/${doomed.id}`));
    expect(removed.deleted_item_ids.sort()).toEqual([doomed.id, alone.id].sort());
    expect((await call(ctx, session, 'GET', `/questions/${shared.id}`)).statusCode).toBe(200);
    const after = dataOf<Item>(await call(ctx, session, 'GET', `/factors/${factor.id}?include=checklists`));
    expect(after.checklists!.map((entry) => [entry.name, entry.position])).toEqual([['First', 0], ['Last', 1]]);
  });

  it('attaches your own uploaded file and presents it with a signed url', async () => {
    const session = await signedInUser(ctx);
    const mediaId = newId();
    await ctx.db.db.insertInto('media').values({
      id: mediaId, uuid: newId(), user_id: session.user.id, collection: 'attachment', file_name: 'annual-report.pdf', extension: 'pdf',
      mime_type: 'application/pdf', size: 10, storage_key: `${session.user.id}/${mediaId}.pdf`, created_at: nowIso(),
    }).execute();
    const item = await createItem(ctx, session, 'question', { media_id: mediaId });
    expect(item.media).toMatchObject({ id: mediaId, file_name: 'annual-report.pdf', extension: 'pdf' });
    expect(item.media!.url).toMatch(new RegExp(`^/api/v1/media/${mediaId}\\?expires=\\d+&viewer=[0-9a-f-]+&signature=`));
    const stranger = await signedInUser(ctx);
    expect(errorsOf(await call(ctx, stranger, 'POST', '/questions', { name: 'x', type: 'Flags', media_id: mediaId }))).toEqual({ media_id: [ITEM_MESSAGES.mediaInvalid] });
    expect(dataOf<Item>(await call(ctx, session, 'PATCH', `/questions/${item.id}`, { media_id: null })).media).toBeNull();
  });
});
