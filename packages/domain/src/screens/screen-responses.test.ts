import { describe, expect, it } from 'vitest';
import { screenExportQuerySchema, screenResultsQuerySchema, switchScreenActivitySchema } from './screen-responses';
import { SCREEN_MESSAGES } from './messages';

describe('GET /screens/{id} query', () => {
  it('reads the view and the page, with defaults', () => {
    expect(screenResultsQuerySchema.parse({ filteringScope: 'sector:Energy', sortingScope: 'price', sortingScopeBy: 'desc', page: '2' })).toEqual({
      view: { filters: [{ type: 'text', field: 'sector', values: ['Energy'] }], sort: { key: { type: 'company', field: 'price' }, direction: 'desc' } },
      page: 2, limit: 25, show: 'passing',
    });
    expect(screenExportQuerySchema.parse({})).toEqual({ filters: [], sort: null });
  });

  it('reports each malformed parameter on its own path', () => {
    const result = screenResultsQuerySchema.safeParse({ filteringScope: 'price:x', sortingScopeBy: 'up', limit: '500', show: 'some' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['limit', 'show']);
    const scope = screenResultsQuerySchema.safeParse({ filteringScope: 'price:x', sortingScopeBy: 'up' });
    expect(scope.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['filteringScope', 'Filter "price:x": write a range of numbers like 1..50, 1.. or ..50'],
      ['sortingScopeBy', SCREEN_MESSAGES.sortDirection],
    ]);
  });
});

describe('POST /screens/switch-activity body', () => {
  it('defaults both lists and refuses an id in both', () => {
    expect(switchScreenActivitySchema.parse({})).toEqual({ activate_screen_ids: [], deactivate_screen_ids: [] });
    const both = switchScreenActivitySchema.safeParse({ activate_screen_ids: ['a'], deactivate_screen_ids: ['a'] });
    expect(both.error!.issues[0]).toMatchObject({ path: ['deactivate_screen_ids'], message: SCREEN_MESSAGES.activateAndDeactivate });
  });
});
