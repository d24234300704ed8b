import { describe, expect, it } from 'vitest';
import { sameScreenView, savedScreenViewSchema, SCREEN_MESSAGES } from './index';

describe('a screen saved view', () => {
  it('keeps the filters and sort in the address grammar, written the one canonical way', () => {
    const parsed = savedScreenViewSchema.parse({ query: '?sortingScopeBy=desc&sortingScope=m.pe&filteringScope=m.pe%3A5..25;sector%3AEnergy' });
    expect(parsed).toEqual({ query: 'filteringScope=m.pe:5..25;sector:Energy&sortingScope=m.pe&sortingScopeBy=desc', company_info_open: true, group_states: {} });
  });

  it('keeps only the groups that are not expanded', () => {
    const parsed = savedScreenViewSchema.parse({ query: '', company_info_open: false, group_states: { a: 'collapsed', b: 'expanded', c: 'hidden' } });
    expect(parsed).toEqual({ query: '', company_info_open: false, group_states: { a: 'collapsed', c: 'hidden' } });
  });

  it('refuses a query the results address would refuse, with its reason on the query', () => {
    const result = savedScreenViewSchema.safeParse({ query: 'filteringScope=price:9..1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['query']);
    expect(savedScreenViewSchema.safeParse({ query: 'sortingScope=price&sortingScopeBy=up' }).error?.issues[0]?.message).toBe(SCREEN_MESSAGES.sortDirection);
    expect(savedScreenViewSchema.safeParse({ query: 1 }).error?.issues[0]?.message).toBe(SCREEN_MESSAGES.savedViewQuery);
  });

  it('refuses an unknown group state and more groups than a screen shows', () => {
    expect(savedScreenViewSchema.safeParse({ query: '', group_states: { a: 'folded' } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 52 }, (_, index) => [`p${index}`, 'hidden']));
    expect(savedScreenViewSchema.safeParse({ query: '', group_states: many }).error?.issues[0]?.message).toBe(SCREEN_MESSAGES.savedViewGroups);
  });

  it('compares what the page shows with what was saved', () => {
    const view = { query: 'sortingScope=price&sortingScopeBy=asc', company_info_open: true, group_states: { a: 'hidden' as const } };
    expect(sameScreenView(view, { ...view, group_states: { a: 'hidden' } })).toBe(true);
    expect(sameScreenView({ ...view, group_states: { a: 'hidden', b: 'expanded' } }, view)).toBe(true);
    expect(sameScreenView({ ...view, company_info_open: false }, view)).toBe(false);
    expect(sameScreenView({ ...view, query: '' }, view)).toBe(false);
    // Nothing saved: the unfiltered, fully open view is what the screen opens with.
    expect(sameScreenView({ query: '', company_info_open: true, group_states: {} }, null)).toBe(true);
    expect(sameScreenView(view, null)).toBe(false);
  });
});
