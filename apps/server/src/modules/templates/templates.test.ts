import { beforeAll, expect, it } from 'vitest';
import { copiedTemplateMessage, invalidIdsMessage, ITEM_MESSAGES, PROCESS_MESSAGES, type Item, type Process } from '@thesis/domain';
import { seedTemplates } from '../../seed/seed-templates';
import { templateRows } from '../../seed/template-rows';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, createItem, createProcess, dataOf, defaultProcessIdOf, errorsOf, getProcess } from '../items/library.test-helpers';

type Tree = Process & { factors: (Item & { checklists: (Item & { questions: Item[] })[] })[] };

function shape(process: Process) {
  return (process.factors ?? []).map((factor) => ({
    name: factor.name,
    type: factor.type,
    grades: factor.grade_descriptions,
    thresholds: factor.thresholds,
    checklists: (factor.checklists ?? []).map((checklist) => ({ name: checklist.name, questions: (checklist.questions ?? []).map((question) => [question.name, question.type, question.position]) })),
  }));
}

describeEachDb('templates: read-only library', (ctx) => {
  beforeAll(async () => {
    await seedTemplates(ctx.db.db);
  });

  it('answers 401 without a token', async () => {
    for (const path of ['/templates', '/processes-templates', '/factors-templates', '/questions-templates']) {
      expect((await call(ctx, null, 'GET', path)).statusCode, path).toBe(401);
    }
  });

  it('lists template processes sorted by name ignoring case, readable by every user but not changeable', async () => {
    const session = await signedInUser(ctx);
    const response = await call(ctx, session, 'GET', '/processes-templates');
    const list = dataOf<Process[]>(response);
    expect(list.map((process) => process.name)).toEqual([...list.map((process) => process.name)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(list.length).toBe(templateRows().processes.length);
    expect(list[0]).toMatchObject({ is_template: true, is_default: false, user: null, abilities: { update: false, delete: false, replicate: true } });
    expect(response.json().meta.pagination).toMatchObject({ total: list.length, current_page: 1, total_pages: 1 });
    // Your own processes never show up here, and templates never in /processes.
    await createProcess(ctx, session, { name: 'aaa mine' });
    expect(dataOf<Process[]>(await call(ctx, session, 'GET', '/processes-templates')).some((process) => process.name === 'aaa mine')).toBe(false);
    expect(dataOf<Process[]>(await call(ctx, session, 'GET', '/processes')).map((process) => process.name)).toEqual(['aaa mine']);
  });

  it('opens one template process with its factors, checklists and questions', async () => {
    const session = await signedInUser(ctx);
    const quality = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes-templates')).find((process) => process.name === 'Quality Compounder')!;
    const tree = dataOf<Tree>(await call(ctx, session, 'GET', `/processes-templates/${quality.id}`));
    expect(tree.factors.length).toBeGreaterThanOrEqual(4);
    expect(tree.factors[0]).toMatchObject({ name: 'Competitive advantage', type: 'Qualitative7pt', relevance: 'high', position: 0, is_template: true });
    expect(tree.factors[0]!.grade_descriptions!.excellent).toMatch(/network effects/);
    expect(tree.factors[0]!.checklists[0]!.questions[0]).toMatchObject({ type: 'TickCross', position: 0 });
    const valuation = tree.factors.find((factor) => factor.type === 'Valuation')!;
    expect(valuation.thresholds).toMatchObject({ excellent: 200, v_good: 100, below_average: 15, v_poor: -20 });
    // The same template is readable through /processes/{id}; a user's process is not a template.
    expect(dataOf<Process>(await call(ctx, session, 'GET', `/processes/${quality.id}`)).is_template).toBe(true);
    const mine = await createProcess(ctx, session);
    expect((await call(ctx, session, 'GET', `/processes-templates/${mine.id}`)).json()).toEqual({ message: PROCESS_MESSAGES.notFound });
  });

  it('groups every template as processes, factors, checklists and questions, each sorted ignoring case', async () => {
    const session = await signedInUser(ctx);
    const library = dataOf<Record<'processes' | 'factors' | 'checklists' | 'questions', { name: string }[]>>(await call(ctx, session, 'GET', '/templates'));
    const rows = templateRows();
    expect(library.processes).toHaveLength(rows.processes.length);
    for (const kind of ['factor', 'checklist', 'question'] as const) {
      const names = library[`${kind}s`].map((entry) => entry.name);
      expect(names).toHaveLength(rows.items.filter((item) => item.kind === kind).length);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b, 'en')));
    }
    const factors = dataOf<Item[]>(await call(ctx, session, 'GET', '/factors-templates?include=checklists'));
    expect(factors.every((factor) => Array.isArray(factor.checklists) && factor.checklists.every((checklist) => checklist.questions === undefined))).toBe(true);
    const one = dataOf<Item>(await call(ctx, session, 'GET', `/factors-templates/${factors[0]!.id}`));
    expect(one.checklists![0]!.questions!.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses every change to a template with 403 and leaves it as it was', async () => {
    const session = await signedInUser(ctx);
    const template = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes-templates'))[0]!;
    const tree = await getProcess(ctx, session, template.id);
    const factor = tree.factors![0]!;
    const checklist = factor.checklists![0]!;
    const mine = await createItem(ctx, session, 'factor');
    const attempts: [Parameters<typeof call>[2], string, unknown?][] = [
      ['PATCH', `/processes/${template.id}`, { name: 'Mine' }],
      ['DELETE', `/processes/${template.id}`],
      ['POST', `/processes/${template.id}/factors`, { factor_ids: [mine.id] }],
      ['PUT', `/processes/${template.id}/factors`, { factor_ids: [] }],
      ['PUT', `/processes/${template.id}/reorder_factors_positions`, { position_factor_ids: [] }],
      ['PATCH', `/factors/${factor.id}`, { name: 'Mine' }],
      ['DELETE', `/factors/${factor.id}`],
      ['POST', `/factors/${factor.id}/checklists`, { checklist_ids: [] }],
      ['PATCH', `/checklists/${checklist.id}`, { type: 'Valuation' }],
      ['DELETE', `/questions/${checklist.questions![0]!.id}`],
    ];
    for (const [method, path, payload] of attempts) {
      const response = await call(ctx, session, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
      expect(response.json().message).toBe(path.startsWith('/processes') ? PROCESS_MESSAGES.templateReadOnly : ITEM_MESSAGES.templateReadOnly);
    }
    expect(shape(await getProcess(ctx, session, template.id))).toEqual(shape(tree));
    // A template factor cannot be attached to your own process: copy it first.
    const process = await createProcess(ctx, session);
    expect(errorsOf(await call(ctx, session, 'POST', `/processes/${process.id}/factors`, { factor_ids: [factor.id] }))).toEqual({ factor_ids: [invalidIdsMessage('factor')] });
  });
});

describeEachDb('templates: copying into your library', (ctx) => {
  beforeAll(async () => {
    await seedTemplates(ctx.db.db);
  });

  it('copies a template process deep, names kept, as an independent process of yours', async () => {
    const session = await signedInUser(ctx);
    expect((await call(ctx, null, 'POST', '/replicates/processes/whatever')).statusCode).toBe(401);
    const template = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes-templates')).find((process) => process.name === 'Dividend Income')!;
    const original = await getProcess(ctx, session, template.id);

    const response = await call(ctx, session, 'POST', `/replicates/processes/${template.id}`);
    expect(response.statusCode).toBe(201);
    expect(response.json().meta).toEqual({ message: copiedTemplateMessage('process') });
    expect(response.json().meta.message).toBe('You have successfully copied the process');
    const copy = response.json<{ data: Process }>().data;
    expect(copy).toMatchObject({ name: 'Dividend Income', description: template.description, is_template: false, is_active: true, is_default: true, source_id: template.id });
    expect(copy.user?.id).toBe(session.user.id);
    expect(shape(copy)).toEqual(shape(original));
    const copiedIds = copy.factors!.flatMap((factor) => [factor.id, ...factor.checklists!.flatMap((checklist) => [checklist.id, ...checklist.questions!.map((question) => question.id)])]);
    const originalIds = original.factors!.flatMap((factor) => [factor.id, ...factor.checklists!.flatMap((checklist) => [checklist.id, ...checklist.questions!.map((question) => question.id)])]);
    expect(copiedIds.some((id) => originalIds.includes(id))).toBe(false);
    expect(copy.factors!.every((factor) => factor.is_template === false && factor.user?.id === session.user.id && factor.abilities.update)).toBe(true);
    expect(await defaultProcessIdOf(ctx, session.user.id)).toBe(copy.id);

    // Editing the copy leaves the template as it was.
    const factor = copy.factors![0]!;
    await call(ctx, session, 'PATCH', `/processes/${copy.id}`, { name: 'My income process' });
    await call(ctx, session, 'PATCH', `/factors/${factor.id}`, { name: 'My yield', type: 'Qualitative3pt' });
    await call(ctx, session, 'DELETE', `/checklists/${copy.factors![1]!.checklists![0]!.id}`);
    await call(ctx, session, 'PUT', `/processes/${copy.id}/reorder_factors_positions`, { position_factor_ids: [...copy.factors!.map((entry) => entry.id)].reverse() });
    const templateAfter = await getProcess(ctx, session, template.id);
    expect(templateAfter.name).toBe('Dividend Income');
    expect(shape(templateAfter)).toEqual(shape(original));
    // Deleting the copy deletes its items, never the template's.
    await createProcess(ctx, session, { name: 'Keep me' });
    await call(ctx, session, 'DELETE', `/processes/${copy.id}`);
    expect(shape(await getProcess(ctx, session, template.id))).toEqual(shape(original));
  });

  it('does not make a copy the default when you already have one, and copies your own processes too', async () => {
    const session = await signedInUser(ctx);
    const mine = await createProcess(ctx, session, { name: 'Mine' });
    const factor = await createItem(ctx, session, 'factor', { name: 'Moat', parent_id: mine.id });
    await createItem(ctx, session, 'checklist', { name: 'Pricing', parent_id: factor.id });
    const template = dataOf<Process[]>(await call(ctx, session, 'GET', '/processes-templates'))[0]!;
    const copied = dataOf<Process>(await call(ctx, session, 'POST', `/replicates/processes/${template.id}`), 201);
    expect(copied).toMatchObject({ is_default: false, position: 1 });
    expect(await defaultProcessIdOf(ctx, session.user.id)).toBe(mine.id);
    const duplicate = dataOf<Process>(await call(ctx, session, 'POST', `/replicates/processes/${mine.id}`), 201);
    expect(shape(duplicate)).toEqual(shape(await getProcess(ctx, session, mine.id)));
    expect(duplicate.factors![0]!.id).not.toBe(factor.id);

    const stranger = await signedInUser(ctx);
    expect((await call(ctx, stranger, 'POST', `/replicates/processes/${mine.id}`)).json()).toEqual({ message: PROCESS_MESSAGES.notFound });
  });

  it('copies template factors, checklists and questions with everything below them', async () => {
    const session = await signedInUser(ctx);
    for (const kind of ['factor', 'checklist', 'question'] as const) {
      const template = dataOf<Item[]>(await call(ctx, session, 'GET', `/${kind}s-templates`))[0]!;
      const full = dataOf<Item>(await call(ctx, session, 'GET', `/${kind}s-templates/${template.id}`));
      const response = await call(ctx, session, 'POST', `/replicates/${kind}s/${template.id}`);
      expect(response.statusCode).toBe(201);
      expect(response.json().meta.message).toBe(copiedTemplateMessage(kind));
      const copy = response.json<{ data: Item }>().data;
      expect(copy).toMatchObject({ kind, name: template.name, type: template.type, grade_descriptions: template.grade_descriptions, is_template: false, source_id: template.id });
      const children = (item: Item) => ((item.checklists ?? item.questions ?? []) as Item[]).map((child) => [child.name, (child.questions ?? []).map((question) => question.name)]);
      expect(children(copy)).toEqual(children(full));
      expect(dataOf<Item[]>(await call(ctx, session, 'GET', `/${kind}s`)).map((item) => item.id)).toContain(copy.id);
    }
    const checklist = dataOf<Item[]>(await call(ctx, session, 'GET', '/checklists-templates'))[0]!;
    expect((await call(ctx, session, 'POST', `/replicates/factors/${checklist.id}`)).statusCode).toBe(404);
  });
});

describeEachDb('templates: sorting ignores case', (ctx) => {
  it('orders names as a reader would', async () => {
    const names = ['beta', 'Alpha', 'gamma', 'Delta'];
    await seedTemplates(ctx.db.db, templateRows(names.map((name) => ({ key: name.toLowerCase(), name, description: `${name} process`, factors: [] }))));
    const session = await signedInUser(ctx);
    expect(dataOf<Process[]>(await call(ctx, session, 'GET', '/processes-templates')).map((process) => process.name)).toEqual(['Alpha', 'beta', 'Delta', 'gamma']);
  });
});
