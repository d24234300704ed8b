import { expect, it } from 'vitest';
import { describeEachDb, type TestContext } from '../test/build-test-app';
import { count } from '../db/values';
import { seedTemplates } from './seed-templates';
import { templateRows } from './template-rows';
import { TEMPLATE_PROCESSES } from './templates';
import type { TemplateProcess } from './templates/types';

async function counts(ctx: TestContext) {
  const db = ctx.db.db;
  const number = async (table: 'processes' | 'process_items' | 'process_factors' | 'item_children') =>
    count((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  return { processes: await number('processes'), items: await number('process_items'), processFactors: await number('process_factors'), itemChildren: await number('item_children') };
}

describeEachDb('template seeding', (ctx) => {
  it('seeds the library once; running it again changes nothing', async () => {
    const rows = templateRows();
    const first = await seedTemplates(ctx.db.db);
    expect(first).toEqual({ inserted: rows.processes.length + rows.items.length, updated: 0, removed: 0, relinkedParents: expect.any(Number) as number });
    const after = await counts(ctx);
    expect(after).toEqual({
      processes: rows.processes.length,
      items: rows.items.length,
      processFactors: rows.links.filter((link) => link.table === 'process_factors').length,
      itemChildren: rows.links.filter((link) => link.table === 'item_children').length,
    });
    const ids = await ctx.db.db.selectFrom('process_items').select(['id', 'template_key']).orderBy('template_key').execute();

    expect(await seedTemplates(ctx.db.db)).toEqual({ inserted: 0, updated: 0, removed: 0, relinkedParents: 0 });
    expect(await counts(ctx)).toEqual(after);
    expect(await ctx.db.db.selectFrom('process_items').select(['id', 'template_key']).orderBy('template_key').execute()).toEqual(ids);
    const flags = await ctx.db.db.selectFrom('processes').select(['user_id', 'is_template']).execute();
    expect(flags.every((row) => row.user_id === null && Number(row.is_template) === 1)).toBe(true);
  });

  it('updates changed templates in place, follows a new order and removes retired ones', async () => {
    await seedTemplates(ctx.db.db);
    const quality = TEMPLATE_PROCESSES[0]!;
    const [moat, ...others] = quality.factors;
    const edited: TemplateProcess = { ...quality, name: 'Quality Compounders', factors: [...others.slice(0, -1), { ...moat!, name: 'Economic moat' }] };
    const before = await ctx.db.db.selectFrom('process_items').select('id').where('template_key', '=', 'quality-compounder/moat').executeTakeFirstOrThrow();

    const result = await seedTemplates(ctx.db.db, templateRows([edited, ...TEMPLATE_PROCESSES.slice(1)]));
    expect(result.inserted).toBe(0);
    expect(result.updated).toBe(2);
    expect(result.removed).toBeGreaterThan(1);
    expect(result.relinkedParents).toBe(1);
    const moatRow = await ctx.db.db.selectFrom('process_items').select(['id', 'name']).where('template_key', '=', 'quality-compounder/moat').executeTakeFirstOrThrow();
    expect(moatRow).toEqual({ id: before.id, name: 'Economic moat' });
    expect(await ctx.db.db.selectFrom('process_items').select('id').where('template_key', '=', 'quality-compounder/valuation').executeTakeFirst()).toBeUndefined();

    // Back to the shipped data: everything returns, and a further run is a no-op.
    await seedTemplates(ctx.db.db);
    expect(await seedTemplates(ctx.db.db)).toEqual({ inserted: 0, updated: 0, removed: 0, relinkedParents: 0 });
    const rows = templateRows();
    expect((await counts(ctx)).items).toBe(rows.items.length);
  });

  it('binds metrics on an install seeded before the bindings existed, once', async () => {
    await seedTemplates(ctx.db.db);
    // An install from before migration 0014: the same templates without any binding.
    const unbound = await ctx.db.db.updateTable('process_items').set({ metric_key: null }).where('is_template', '=', 1).executeTakeFirst();
    expect(Number(unbound.numUpdatedRows)).toBeGreaterThan(0);
    const bound = templateRows().items.filter((item) => item.metric_key !== null);
    expect(await seedTemplates(ctx.db.db)).toEqual({ inserted: 0, updated: bound.length, removed: 0, relinkedParents: 0 });
    const stored = await ctx.db.db.selectFrom('process_items').select(['template_key', 'metric_key']).where('metric_key', 'is not', null).orderBy('template_key').execute();
    expect(stored).toEqual(bound.map((item) => ({ template_key: item.template_key, metric_key: item.metric_key })).sort((a, b) => a.template_key!.localeCompare(b.template_key!)));
    expect(await seedTemplates(ctx.db.db)).toEqual({ inserted: 0, updated: 0, removed: 0, relinkedParents: 0 });
  });
});
