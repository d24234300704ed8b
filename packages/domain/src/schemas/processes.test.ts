import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { createProcessSchema, listProcessesQuerySchema, PROCESS_MESSAGES, reorderFactorsSchema, switchActivitySchema, updateProcessSchema } from './processes';

describe('process (spec §5 Process)', () => {
  it('requires a name of at most 100 and a description of at most 1000', () => {
    const result = createProcessSchema.safeParse({ name: '', description: 'x'.repeat(1001) });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', MESSAGES.nameRequired],
      ['description', PROCESS_MESSAGES.descriptionMax],
    ]);
    expect(createProcessSchema.safeParse({}).error?.issues[0]?.message).toBe('Name is required');
    expect(createProcessSchema.safeParse({ name: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(PROCESS_MESSAGES.nameMax);
    expect(createProcessSchema.parse({ name: 'x'.repeat(100), description: '' })).toEqual({ name: 'x'.repeat(100), description: null });
  });

  it('takes flags as booleans and any subset on update', () => {
    expect(createProcessSchema.parse({ name: 'Quality', is_default: true, is_active: false })).toMatchObject({ is_default: true, is_active: false });
    expect(createProcessSchema.safeParse({ name: 'Quality', is_active: 'yes' }).success).toBe(false);
    expect(updateProcessSchema.parse({})).toEqual({});
    expect(updateProcessSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe(MESSAGES.nameRequired);
  });
});

describe('switch activity', () => {
  it('defaults both lists and refuses an id in both', () => {
    expect(switchActivitySchema.parse({ activate_process_ids: ['a'] })).toEqual({ activate_process_ids: ['a'], deactivate_process_ids: [] });
    const both = switchActivitySchema.safeParse({ activate_process_ids: ['a'], deactivate_process_ids: ['a'] });
    expect(both.error?.issues[0]?.message).toBe(PROCESS_MESSAGES.activateAndDeactivate);
  });
});

describe('reorder and list queries', () => {
  it('reads the position map of the spec', () => {
    expect(reorderFactorsSchema.parse({ position_factor_ids: { 1: 'b', 0: 'a' } })).toEqual({ position_factor_ids: ['a', 'b'] });
  });
  it('parses withCount, search and paging', () => {
    expect(listProcessesQuerySchema.parse({ withCount: 'investmentReviews', search: 'is_active:1', page: '2', limit: '10' })).toMatchObject({
      withCount: 'investmentReviews',
      search: { is_active: '1' },
      page: 2,
      limit: 10,
    });
    expect(listProcessesQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });
});
