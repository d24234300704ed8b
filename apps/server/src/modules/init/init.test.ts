import { expect, it } from 'vitest';
import { processItemOptions, SCORE_TYPES } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';

describeEachDb('GET /init', (ctx) => {
  it('answers 401 without a token', async () => {
    expect((await call(ctx, null, 'GET', '/init')).statusCode).toBe(401);
  });

  it('lists the options for group, type, score and relevance', async () => {
    const session = await signedInUser(ctx);
    const options = dataOf<ReturnType<typeof processItemOptions>>(await call(ctx, session, 'GET', '/init'));
    expect(options).toEqual(processItemOptions());
    expect(options.defaults).toEqual({ group: 'Financial' });
    expect(Object.keys(options.score)).toEqual([...SCORE_TYPES]);
    expect(options.score.Qualitative7pt!.map((grade) => [grade.value, grade.points])).toEqual([
      ['excellent', 3], ['v_good', 2], ['good', 1], ['average', 0], ['below_ave', -1], ['poor', -2], ['v_poor', -3], ['n_a', 0],
    ]);
    expect(options.score.TickCross!.map((grade) => grade.label)).toEqual(['Tick', 'Neutral', 'Cross', 'N/A']);
    expect(options.type.map((type) => type.family)).toEqual(['qualitative', 'qualitative', 'qualitative', 'qualitative', 'qualitative', 'valuation', 'quantitative', 'quantitative', 'quantitative', 'quantitative', 'quantitative']);
  });
});

describeEachDb('OpenAPI document of the process routes', (ctx) => {
  it('documents every route with its tag, a summary and its answers', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>> }>();
    const expected: Record<string, string> = {
      'get /api/v1/processes': 'Processes', 'post /api/v1/processes': 'Processes', 'get /api/v1/processes/{id}': 'Processes', 'patch /api/v1/processes/{id}': 'Processes',
      'delete /api/v1/processes/{id}': 'Processes', 'post /api/v1/processes/switch-activity': 'Processes', 'post /api/v1/processes/{id}/factors': 'Processes',
      'put /api/v1/processes/{id}/factors': 'Processes', 'get /api/v1/processes/{id}/associated-processes': 'Processes', 'put /api/v1/processes/{id}/reorder_factors_positions': 'Processes',
      'get /api/v1/processes-templates': 'Templates', 'get /api/v1/processes-templates/{id}': 'Templates', 'post /api/v1/replicates/processes/{id}': 'Templates', 'get /api/v1/templates': 'Templates',
      'get /api/v1/init': 'Process items',
    };
    for (const type of ['factor', 'checklist', 'question']) {
      for (const [method, path] of [['get', ''], ['post', ''], ['get', '/{id}'], ['patch', '/{id}'], ['delete', '/{id}']]) expected[`${method} /api/v1/${type}s${path}`] = 'Process items';
      expected[`get /api/v1/${type}s-templates`] = 'Templates';
      expected[`get /api/v1/${type}s-templates/{id}`] = 'Templates';
      expected[`post /api/v1/replicates/${type}s/{id}`] = 'Templates';
    }
    for (const [parent, child] of [['factor', 'checklist'], ['checklist', 'question']]) {
      expected[`post /api/v1/${parent}s/{id}/${child}s`] = 'Process items';
      expected[`put /api/v1/${parent}s/{id}/${child}s`] = 'Process items';
      expected[`put /api/v1/${parent}s/{id}/reorder_${child}s_positions`] = 'Process items';
    }
    for (const [route, tag] of Object.entries(expected)) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = document.paths[path]?.[method];
      expect(operation, route).toBeDefined();
      expect(operation!.tags, route).toEqual([tag]);
      expect(operation!.summary, route).toBeTruthy();
      expect(Object.keys(operation!.responses ?? {}), route).toEqual(expect.arrayContaining(['401']));
    }
  });
});
