import { expect, it } from 'vitest';
import { MESSAGES, PROCESS_MESSAGES, type Process } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, createProcess, dataOf, defaultProcessIdOf, errorsOf, MISSING_ID } from '../items/library.test-helpers';

describeEachDb('processes: create, read, list', (ctx) => {
  it('answers 401 without a token on every process route', async () => {
    const routes: [Parameters<typeof call>[2], string][] = [
      ['GET', '/processes'], ['POST', '/processes'], ['GET', `/processes/${MISSING_ID}`], ['PATCH', `/processes/${MISSING_ID}`],
      ['DELETE', `/processes/${MISSING_ID}`], ['POST', '/processes/switch-activity'], ['POST', `/processes/${MISSING_ID}/factors`],
      ['PUT', `/processes/${MISSING_ID}/factors`], ['GET', `/processes/${MISSING_ID}/associated-processes`],
      ['PUT', `/processes/${MISSING_ID}/reorder_factors_positions`],
    ];
    for (const [method, path] of routes) {
      const response = await call(ctx, null, method, path, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(response.statusCode, `${method} ${path}`).toBe(401);
    }
  });

  it('validates a new process with the spec messages (422, every field listed)', async () => {
    const session = await signedInUser(ctx);
    expect(errorsOf(await call(ctx, session, 'POST', '/processes', { description: 'x'.repeat(1001) }))).toEqual({
      name: [MESSAGES.nameRequired],
      description: [PROCESS_MESSAGES.descriptionMax],
    });
    expect(errorsOf(await call(ctx, session, 'POST', '/processes', { name: 'x'.repeat(101) }))).toEqual({ name: [PROCESS_MESSAGES.nameMax] });
    expect(errorsOf(await call(ctx, session, 'POST', '/processes', { name: '   ', is_active: 'yes' }))).toHaveProperty('name', [MESSAGES.nameRequired]);
  });

  it('makes the first process the default and active, and later ones neither default nor demoting', async () => {
    const session = await signedInUser(ctx);
    const first = await createProcess(ctx, session, { name: 'Quality', description: 'Compounders' });
    expect(first).toMatchObject({ name: 'Quality', description: 'Compounders', is_default: true, is_active: true, is_template: false, position: 0, investment_count: 0 });
    expect(first.user).toEqual({ id: session.user.id, username: session.user.username, avatar: null });
    expect(first.abilities).toEqual({ update: true, delete: true, replicate: true });
    expect(await defaultProcessIdOf(ctx, session.user.id)).toBe(first.id);

    const second = await createProcess(ctx, session, { name: 'Value', is_active: false });
    expect(second).toMatchObject({ is_default: false, is_active: false, position: 1 });
    expect(await defaultProcessIdOf(ctx, session.user.id)).toBe(first.id);
  });

  it('makes a process created with is_default the default, demoting the old one', async () => {
    const session = await signedInUser(ctx);
    const old = await createProcess(ctx, session);
    const fresh = await createProcess(ctx, session, { name: 'Income', is_default: true });
    expect(fresh.is_default).toBe(true);
    expect(await defaultProcessIdOf(ctx, session.user.id)).toBe(fresh.id);
    expect(dataOf<Process>(await call(ctx, session, 'GET', `/processes/${old.id}`)).is_default).toBe(false);
  });

  it('refuses a default that is inactive, and makes a first process active whatever is_active says', async () => {
    const session = await signedInUser(ctx);
    expect(errorsOf(await call(ctx, session, 'POST', '/processes', { name: 'X', is_default: true, is_active: false }))).toEqual({ is_active: [MESSAGES.cannotRemoveDefault] });
    const first = await createProcess(ctx, session, { is_active: false });
    expect(first).toMatchObject({ is_default: true, is_active: true });
  });

  it('lists your processes default first, then by position, with pagination and counts', async () => {
    const session = await signedInUser(ctx);
    const a = await createProcess(ctx, session, { name: 'Alpha' });
    const b = await createProcess(ctx, session, { name: 'beta' });
    const c = await createProcess(ctx, session, { name: 'Gamma', is_default: true });
    await createProcess(ctx, await signedInUser(ctx), { name: 'Not mine' });

    const list = await call(ctx, session, 'GET', '/processes?withCount=investmentReviews');
    const body = list.json<{ data: Process[]; meta: { pagination: Record<string, number> } }>();
    expect(list.statusCode).toBe(200);
    expect(body.data.map((process) => process.id)).toEqual([c.id, a.id, b.id]);
    expect(body.data.every((process) => process.investment_count === 0)).toBe(true);
    expect(body.meta.pagination).toEqual({ total: 3, count: 3, per_page: 100, current_page: 1, total_pages: 1 });

    const paged = (await call(ctx, session, 'GET', '/processes?limit=2&page=2')).json<{ data: Process[]; meta: { pagination: Record<string, number> } }>();
    expect(paged.data.map((process) => process.id)).toEqual([b.id]);
    expect(paged.meta.pagination).toEqual({ total: 3, count: 1, per_page: 2, current_page: 2, total_pages: 2 });

    const byName = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes?orderBy=name&sortedBy=desc'));
    expect(byName.map((process) => process.name)).toEqual(['Gamma', 'beta', 'Alpha']);
    const search = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes?search=name:ALP'));
    expect(search.map((process) => process.id)).toEqual([a.id]);
  });

  it('refuses unknown list options (422)', async () => {
    const session = await signedInUser(ctx);
    expect(Object.keys(errorsOf(await call(ctx, session, 'GET', '/processes?withCount=reviews')))).toEqual(['withCount']);
    expect(Object.keys(errorsOf(await call(ctx, session, 'GET', '/processes?search=owner:me')))).toEqual(['search']);
    expect(Object.keys(errorsOf(await call(ctx, session, 'GET', '/processes?include=notes')))).toEqual(['include']);
    expect(Object.keys(errorsOf(await call(ctx, session, 'GET', '/processes?limit=1000')))).toEqual(['limit']);
  });

  it("hides another user's process (404) on every route, and answers 404 for unknown ids", async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const process = await createProcess(ctx, owner);
    const path = `/processes/${process.id}`;
    const attempts: [Parameters<typeof call>[2], string, unknown?][] = [
      ['GET', path], ['PATCH', path, { name: 'Mine now' }], ['DELETE', path], ['POST', `${path}/factors`, { factor_ids: [] }],
      ['PUT', `${path}/factors`, { factor_ids: [] }], ['PUT', `${path}/reorder_factors_positions`, { position_factor_ids: [] }],
      ['GET', `${path}/associated-processes`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(ctx, other, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: PROCESS_MESSAGES.notFound });
    }
    expect((await call(ctx, owner, 'GET', `/processes/${MISSING_ID}`)).statusCode).toBe(404);
    expect(dataOf<Process>(await call(ctx, owner, 'GET', path)).name).toBe('Quality');
  });

  it('answers no associated processes while the process is in no review', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    const response = await call(ctx, session, 'GET', `/processes/${process.id}/associated-processes`);
    expect(response.json()).toEqual({ data: [], meta: { pagination: { total: 0, count: 0, per_page: 1, current_page: 1, total_pages: 1 } } });
  });
});

describeEachDb('processes: default and active rules', (ctx) => {
  it('renames and describes a process', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    const updated = dataOf<Process>(await call(ctx, session, 'PATCH', `/processes/${process.id}`, { name: 'Quality v2', description: '' }));
    expect(updated).toMatchObject({ name: 'Quality v2', description: null, is_default: true });
    expect(errorsOf(await call(ctx, session, 'PATCH', `/processes/${process.id}`, { name: '' }))).toEqual({ name: [MESSAGES.nameRequired] });
  });

  it('refuses to clear is_default on the default or to deactivate it, with the spec messages', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    const cleared = await call(ctx, session, 'PATCH', `/processes/${process.id}`, { is_default: false });
    expect(cleared.json()).toEqual({ message: MESSAGES.defaultRequired, errors: { is_default: [MESSAGES.defaultRequired] } });
    expect(errorsOf(await call(ctx, session, 'PATCH', `/processes/${process.id}`, { is_active: false }))).toEqual({ is_active: [MESSAGES.cannotRemoveDefault] });
    const other = await createProcess(ctx, session, { name: 'Other' });
    expect(errorsOf(await call(ctx, session, 'PATCH', `/processes/${other.id}`, { is_default: true, is_active: false }))).toEqual({ is_active: [MESSAGES.cannotRemoveDefault] });
    // Clearing is_default on a process that is not the default is a no-op.
    expect(dataOf<Process>(await call(ctx, session, 'PATCH', `/processes/${other.id}`, { is_default: false })).is_default).toBe(false);
  });

  it('makes another process the default, demoting the old one and activating the new one', async () => {
    const session = await signedInUser(ctx);
    const old = await createProcess(ctx, session, { name: 'Old' });
    const next = await createProcess(ctx, session, { name: 'Next', is_active: false });
    const promoted = dataOf<Process>(await call(ctx, session, 'PATCH', `/processes/${next.id}`, { is_default: true }));
    expect(promoted).toMatchObject({ is_default: true, is_active: true });
    expect(await defaultProcessIdOf(ctx, session.user.id)).toBe(next.id);
    const list = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes'));
    expect(list.map((process) => [process.name, process.is_default])).toEqual([['Next', true], ['Old', false]]);
    // The old default can now be deactivated.
    expect(dataOf<Process>(await call(ctx, session, 'PATCH', `/processes/${old.id}`, { is_active: false })).is_active).toBe(false);
  });

  it('switches activity in one batch and refuses to deactivate the default', async () => {
    const session = await signedInUser(ctx);
    const main = await createProcess(ctx, session, { name: 'Main' });
    const a = await createProcess(ctx, session, { name: 'A' });
    const b = await createProcess(ctx, session, { name: 'B', is_active: false });

    const switched = dataOf<Process[]>(await call(ctx, session, 'POST', '/processes/switch-activity', { activate_process_ids: [b.id], deactivate_process_ids: [a.id] }));
    expect(switched.map((process) => [process.name, process.is_active])).toEqual([['A', false], ['B', true]]);

    const refused = await call(ctx, session, 'POST', '/processes/switch-activity', { activate_process_ids: [a.id], deactivate_process_ids: [main.id, b.id] });
    expect(errorsOf(refused)).toEqual({ deactivate_process_ids: [MESSAGES.cannotRemoveDefault] });
    // Nothing of the refused batch was applied.
    const after = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes'));
    expect(after.map((process) => [process.name, process.is_active])).toEqual([['Main', true], ['A', false], ['B', true]]);

    const foreign = await createProcess(ctx, await signedInUser(ctx));
    expect(errorsOf(await call(ctx, session, 'POST', '/processes/switch-activity', { activate_process_ids: [foreign.id] }))).toEqual({
      activate_process_ids: [PROCESS_MESSAGES.invalidProcesses],
    });
    expect(errorsOf(await call(ctx, session, 'POST', '/processes/switch-activity', { activate_process_ids: [a.id], deactivate_process_ids: [a.id] }))).toEqual({
      deactivate_process_ids: [PROCESS_MESSAGES.activateAndDeactivate],
    });
    expect(Object.keys(errorsOf(await call(ctx, session, 'POST', '/processes/switch-activity', { activate_process_ids: 'all' })))).toEqual(['activate_process_ids']);
  });

  it('deletes a process with the spec message and promotes the next active process when the default goes', async () => {
    const session = await signedInUser(ctx);
    const main = await createProcess(ctx, session, { name: 'Main' });
    const inactive = await createProcess(ctx, session, { name: 'Inactive', is_active: false });
    const spare = await createProcess(ctx, session, { name: 'Spare' });

    const removed = await call(ctx, session, 'DELETE', `/processes/${main.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { message: 'Process was successfully deleted', default_process_id: spare.id, deleted_item_ids: [] } });
    expect(await defaultProcessIdOf(ctx, session.user.id)).toBe(spare.id);
    expect((await call(ctx, session, 'GET', `/processes/${main.id}`)).statusCode).toBe(404);

    // Deleting a non-default process keeps the default.
    expect(dataOf<{ default_process_id: string }>(await call(ctx, session, 'DELETE', `/processes/${inactive.id}`)).default_process_id).toBe(spare.id);
    // Your only process cannot go: at least one default must exist.
    const last = await call(ctx, session, 'DELETE', `/processes/${spare.id}`);
    expect(last.json()).toEqual({ message: MESSAGES.defaultRequired, errors: { id: [MESSAGES.defaultRequired] } });
  });

  it('promotes and activates the first inactive process when no other is active', async () => {
    const session = await signedInUser(ctx);
    const main = await createProcess(ctx, session, { name: 'Main' });
    const dormant = await createProcess(ctx, session, { name: 'Dormant', is_active: false });
    expect(dataOf<{ default_process_id: string }>(await call(ctx, session, 'DELETE', `/processes/${main.id}`)).default_process_id).toBe(dormant.id);
    expect(dataOf<Process>(await call(ctx, session, 'GET', `/processes/${dormant.id}`))).toMatchObject({ is_default: true, is_active: true });
  });
});
