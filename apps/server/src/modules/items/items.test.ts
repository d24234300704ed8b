import { expect, it } from 'vitest';
import { ITEM_KINDS, ITEM_MESSAGES, itemDeletedMessage, itemNotFoundMessage, MESSAGES, SCALE_MESSAGES, type Item } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, createItem, createProcess, dataOf, errorsOf, MISSING_ID } from './library.test-helpers';

describeEachDb('items: the generic routes for factor, checklist and question', (ctx) => {
  for (const kind of ITEM_KINDS) {
    it(`${kind}s: 401 → 422 → 404 → 200 through create, read, list, update and delete`, async () => {
      const base = `/${kind}s`;
      expect((await call(ctx, null, 'GET', base)).statusCode).toBe(401);
      expect((await call(ctx, null, 'POST', base, {})).statusCode).toBe(401);
      expect((await call(ctx, null, 'PATCH', `${base}/${MISSING_ID}`, {})).statusCode).toBe(401);
      expect((await call(ctx, null, 'DELETE', `${base}/${MISSING_ID}`)).statusCode).toBe(401);

      const session = await signedInUser(ctx);
      expect(errorsOf(await call(ctx, session, 'POST', base, {}))).toEqual({ name: [MESSAGES.nameRequired], type: [MESSAGES.typeRequired] });

      const other = await signedInUser(ctx);
      const theirs = await createItem(ctx, other, kind);
      for (const [method, payload] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const) {
        const response = await call(ctx, session, method, `${base}/${theirs.id}`, payload);
        expect(response.statusCode, method).toBe(404);
        expect(response.json()).toEqual({ message: itemNotFoundMessage(kind) });
      }

      const created = await createItem(ctx, session, kind, { name: ' Pricing power ', description: 'Can it raise prices?', relevance: 'high', url: 'https://example.com/notes', url_name: 'Notes' });
      expect(created).toMatchObject({
        kind, name: 'Pricing power', description: 'Can it raise prices?', group: 'Financial', type: 'Qualitative5pt', family: 'qualitative', relevance: 'high',
        url: 'https://example.com/notes', url_name: 'Notes', media: null, is_active: true, is_template: false, position: null, min: null, max: null, thresholds: null,
      });
      expect(created.grade_descriptions).toEqual({ v_good: 'Very good', good: 'Good', average: 'Average', poor: 'Poor', v_poor: 'Very poor' });
      expect(dataOf<Item>(await call(ctx, session, 'GET', `${base}/${created.id}`)).id).toBe(created.id);

      const list = await call(ctx, session, 'GET', base);
      expect(list.json()).toMatchObject({ data: [{ id: created.id }], meta: { pagination: { total: 1, count: 1, current_page: 1 } } });

      const patched = await call(ctx, session, 'PATCH', `${base}/${created.id}`, { name: 'Pricing', group: 'Industry', is_active: false });
      expect(patched.json()).toMatchObject({ data: { name: 'Pricing', group: 'Industry', is_active: false }, meta: { message: MESSAGES.changesSuccessful, type_change: null } });

      const removed = await call(ctx, session, 'DELETE', `${base}/${created.id}`);
      expect(removed.json()).toEqual({ data: { message: itemDeletedMessage(kind), deleted_item_ids: [created.id] } });
      expect((await call(ctx, session, 'GET', `${base}/${created.id}`)).statusCode).toBe(404);
    });
  }

  it('answers a checklist id on /factors with 404', async () => {
    const session = await signedInUser(ctx);
    const checklist = await createItem(ctx, session, 'checklist');
    expect((await call(ctx, session, 'GET', `/factors/${checklist.id}`)).statusCode).toBe(404);
    expect((await call(ctx, session, 'PATCH', `/factors/${checklist.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('validates with the messages of spec §5 (every field listed)', async () => {
    const session = await signedInUser(ctx);
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: '', group: '', type: 'Stars', description: 'x'.repeat(1001) }))).toEqual({
      name: [MESSAGES.nameRequired],
      group: [MESSAGES.groupRequired],
      type: [MESSAGES.typeRequired],
      description: [ITEM_MESSAGES.descriptionMax],
    });
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: 'Range', type: 'percent', min: 10.5, max: 'lots' }))).toEqual({
      min: [MESSAGES.valueMustBeInteger],
      max: [MESSAGES.valueMustBeInteger],
    });
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: 'Range', type: 'percent', min: 50, max: 10 }))).toEqual({ min: [MESSAGES.minAboveMax] });
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: 'Range', type: 'dollar', min: 0, max: 20 }))).toEqual({ max: [MESSAGES.rangeGap] });
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: 'x', type: 'Flags', url: 'ftp://example.com' }))).toEqual({ url: [ITEM_MESSAGES.urlInvalid] });
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: 'x', type: 'Flags', relevance: 'huge' }))).toEqual({ relevance: [ITEM_MESSAGES.relevanceInvalid] });
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: 'x', type: 'Flags', media_id: MISSING_ID }))).toEqual({ media_id: [ITEM_MESSAGES.mediaInvalid] });
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: 'x', type: 'Flags', parent_id: MISSING_ID }))).toEqual({ parent_id: [ITEM_MESSAGES.parentInvalid] });
    expect(dataOf<Item[]>(await call(ctx, session, 'GET', '/factors'))).toEqual([]);
  });

  it('gives each type its default scale and keeps the settings sent', async () => {
    const session = await signedInUser(ctx);
    const valuation = await createItem(ctx, session, 'factor', { type: 'Valuation' });
    expect(valuation).toMatchObject({ family: 'valuation', min: -66, max: 200, grade_descriptions: null, thresholds: { excellent: 200, v_good: 100, good: 50, average: 25, below_average: -20, poor: -33, v_poor: -50 } });
    const percent = await createItem(ctx, session, 'question', { type: 'percent', min: -20, max: 40 });
    expect(percent).toMatchObject({ family: 'quantitative', min: -20, max: 40, thresholds: null });
    const flags = await createItem(ctx, session, 'checklist', { type: 'Flags', grade_descriptions: { poor: 'Auditor resigned' } });
    expect(flags.grade_descriptions).toEqual({ good: 'Green flag', average: 'Amber flag', poor: 'Auditor resigned' });
  });

  it('resets the scale on a type change across families and keeps it inside a family, saying which', async () => {
    const session = await signedInUser(ctx);
    const item = await createItem(ctx, session, 'factor', { type: 'Qualitative7pt', grade_descriptions: { excellent: 'Wide moat', good: 'Some moat', poor: 'Eroding' } });
    const url = `/factors/${item.id}`;

    const within = await call(ctx, session, 'PATCH', url, { type: 'Qualitative3pt' });
    expect(within.json()).toMatchObject({
      data: { type: 'Qualitative3pt', grade_descriptions: { good: 'Some moat', average: 'Average', poor: 'Eroding' } },
      meta: { message: MESSAGES.changesSuccessful, type_change: { from: 'Qualitative7pt', to: 'Qualitative3pt', compatible: true, scale_reset: false } },
    });

    const across = await call(ctx, session, 'PATCH', url, { type: 'Valuation' });
    expect(across.json()).toMatchObject({
      data: { type: 'Valuation', family: 'valuation', grade_descriptions: null, min: -66, max: 200, thresholds: { excellent: 200, below_average: -20 } },
      meta: { type_change: { from: 'Qualitative3pt', to: 'Valuation', compatible: false, scale_reset: true } },
    });

    const toPercent = await call(ctx, session, 'PATCH', url, { type: 'percent', max: 50 });
    expect(toPercent.json()).toMatchObject({ data: { type: 'percent', min: 0, max: 50, thresholds: null }, meta: { type_change: { scale_reset: true } } });
    const toDollar = await call(ctx, session, 'PATCH', url, { type: 'dollar' });
    expect(toDollar.json()).toMatchObject({ data: { type: 'dollar', min: 0, max: 50 }, meta: { type_change: { compatible: true, scale_reset: false } } });

    const back = await call(ctx, session, 'PATCH', url, { type: 'Flags' });
    expect(back.json()).toMatchObject({ data: { type: 'Flags', min: null, max: null, grade_descriptions: { good: 'Green flag', average: 'Amber flag', poor: 'Red flag' } } });
  });

  it('checks the merged scale on update: the range against the stored value, settings against the type', async () => {
    const session = await signedInUser(ctx);
    const item = await createItem(ctx, session, 'question', { type: 'percent', min: 0, max: 100 });
    const url = `/questions/${item.id}`;
    expect(errorsOf(await call(ctx, session, 'PATCH', url, { min: 90 }))).toEqual({ max: [MESSAGES.rangeGap] });
    expect(errorsOf(await call(ctx, session, 'PATCH', url, { max: -5 }))).toEqual({ min: [MESSAGES.minAboveMax] });
    expect(errorsOf(await call(ctx, session, 'PATCH', url, { grade_descriptions: { good: 'x' } }))).toEqual({ grade_descriptions: [SCALE_MESSAGES.gradesQualitativeOnly] });
    expect(errorsOf(await call(ctx, session, 'PATCH', url, { type: 'TickCross', min: 0 }))).toEqual({ min: [SCALE_MESSAGES.numericOnly] });
    expect(dataOf<Item>(await call(ctx, session, 'PATCH', url, { min: 50 }))).toMatchObject({ min: 50, max: 100 });
    expect(dataOf<Item>(await call(ctx, session, 'GET', url))).toMatchObject({ type: 'percent', min: 50, max: 100 });

    const qualitative = await createItem(ctx, session, 'question', { type: 'Qualitative3pt' });
    const merged = dataOf<Item>(await call(ctx, session, 'PATCH', `/questions/${qualitative.id}`, { grade_descriptions: { poor: 'Cuts the dividend' } }));
    expect(merged.grade_descriptions).toEqual({ good: 'Good', average: 'Average', poor: 'Cuts the dividend' });
    expect(errorsOf(await call(ctx, session, 'PATCH', `/questions/${qualitative.id}`, { grade_descriptions: { excellent: 'x' } }))).toEqual({
      'grade_descriptions.excellent': ['This grade is not part of the Qualitative 3pt scale'],
    });
  });

  it('attaches a new item to a parent you own with parent_id', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    await createItem(ctx, session, 'factor', { name: 'First', parent_id: process.id });
    await createItem(ctx, session, 'factor', { name: 'Second', parent_id: process.id });
    const tree = dataOf<{ factors: Item[] }>(await call(ctx, session, 'GET', `/processes/${process.id}?include=factors`));
    expect(tree.factors.map((factor) => [factor.name, factor.position])).toEqual([['First', 0], ['Second', 1]]);
    const foreign = await createProcess(ctx, await signedInUser(ctx));
    expect(errorsOf(await call(ctx, session, 'POST', '/factors', { name: 'x', type: 'Flags', parent_id: foreign.id }))).toEqual({ parent_id: [ITEM_MESSAGES.parentInvalid] });
    const checklist = await createItem(ctx, session, 'checklist');
    expect(errorsOf(await call(ctx, session, 'POST', '/checklists', { name: 'x', type: 'Flags', parent_id: checklist.id }))).toEqual({ parent_id: [ITEM_MESSAGES.parentInvalid] });
  });

  it('lists with search, order, paging and exclude_parent_id (the library column of the editor)', async () => {
    const session = await signedInUser(ctx);
    const process = await createProcess(ctx, session);
    await createItem(ctx, session, 'factor', { name: 'Moat', group: 'Industry', parent_id: process.id });
    await createItem(ctx, session, 'factor', { name: 'management', group: 'Management', type: 'Flags' });
    await createItem(ctx, session, 'factor', { name: 'Margin_of safety', type: 'Valuation', is_active: false });

    const all = dataOf<Item[]>(await call(ctx, session, 'GET', '/factors'));
    expect(all.map((item) => item.name)).toEqual(['management', 'Margin_of safety', 'Moat']);
    expect(dataOf<Item[]>(await call(ctx, session, 'GET', '/factors?search=name:MA')).map((item) => item.name)).toEqual(['management', 'Margin_of safety']);
    expect(dataOf<Item[]>(await call(ctx, session, 'GET', '/factors?search=name:n_o')).map((item) => item.name)).toEqual(['Margin_of safety']);
    expect(dataOf<Item[]>(await call(ctx, session, 'GET', '/factors?search=group:Industry')).map((item) => item.name)).toEqual(['Moat']);
    expect(dataOf<Item[]>(await call(ctx, session, 'GET', '/factors?search=type:Flags;is_active:1')).map((item) => item.name)).toEqual(['management']);
    expect(dataOf<Item[]>(await call(ctx, session, 'GET', '/factors?search=is_active:0')).map((item) => item.name)).toEqual(['Margin_of safety']);
    expect(dataOf<Item[]>(await call(ctx, session, 'GET', `/factors?exclude_parent_id=${process.id}`)).map((item) => item.name)).toEqual(['management', 'Margin_of safety']);
    const page = (await call(ctx, session, 'GET', '/factors?orderBy=name&sortedBy=desc&limit=2&page=1')).json();
    expect(page.data.map((item: Item) => item.name)).toEqual(['Moat', 'Margin_of safety']);
    expect(page.meta.pagination).toEqual({ total: 3, count: 2, per_page: 2, current_page: 1, total_pages: 2 });
    expect(Object.keys(errorsOf(await call(ctx, session, 'GET', '/factors?orderBy=score')))).toEqual(['orderBy']);
    expect(Object.keys(errorsOf(await call(ctx, session, 'GET', '/questions?include=checklists')))).toEqual(['include']);
  });
});
