import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { SCREEN_MESSAGES } from './messages';
import {
  defaultScreenFlagIssues,
  screenFormDefaults,
  screenFormSchema,
  screenSourceIssues,
  toScreenPayload,
  updateScreenSchema,
  withAssociatedProcess,
  withLeadProcess,
  withSourceType,
} from './screen-form';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('screen form (spec §5 Screen)', () => {
  it('fills the defaults: active, not default, source all, no processes', () => {
    expect(screenFormSchema.parse({ name: ' Quality ' })).toEqual({
      name: 'Quality', is_active: true, is_default: false, source_type: 'all',
      associated_process_id: null, lead_process_id: null, secondary_process_ids: [],
    });
  });
  it("requires the name ('Screen name is required') up to 100 characters", () => {
    expect(errorsOf(screenFormSchema.safeParse({}))).toEqual({ name: [MESSAGES.screenNameRequired] });
    expect(errorsOf(screenFormSchema.safeParse({ name: '   ' }))).toEqual({ name: [MESSAGES.screenNameRequired] });
    expect(screenFormSchema.safeParse({ name: 'x'.repeat(100) }).success).toBe(true);
    expect(errorsOf(screenFormSchema.safeParse({ name: 'x'.repeat(101) }))).toEqual({ name: [SCREEN_MESSAGES.nameMax] });
  });
  it('keeps the description nullable and up to 1024 characters', () => {
    expect(screenFormSchema.parse({ name: 'a', description: null }).description).toBeNull();
    expect(screenFormSchema.parse({ name: 'a', description: '' }).description).toBeNull();
    expect(screenFormSchema.safeParse({ name: 'a', description: 'x'.repeat(1024) }).success).toBe(true);
    expect(errorsOf(screenFormSchema.safeParse({ name: 'a', description: 'x'.repeat(1025) }))).toEqual({ description: [SCREEN_MESSAGES.descriptionMax] });
  });
  it('wants an associated process for the associated source', () => {
    expect(errorsOf(screenFormSchema.safeParse({ name: 'a', source_type: 'associated' }))).toEqual({
      associated_process_id: [SCREEN_MESSAGES.associatedProcessRequired],
    });
    expect(errorsOf(screenFormSchema.safeParse({ name: 'a', source_type: 'everything' }))).toEqual({ source_type: [SCREEN_MESSAGES.sourceRequired] });
  });
  it('clears the associated process for all and all_active', () => {
    expect(screenFormSchema.parse({ name: 'a', source_type: 'all_active', associated_process_id: 'p1' }).associated_process_id).toBeNull();
    expect(screenFormSchema.parse({ name: 'a', source_type: 'associated', associated_process_id: 'p1' }).associated_process_id).toBe('p1');
  });
  it('wants a lead before secondaries, never the lead among them, and drops duplicates', () => {
    expect(errorsOf(screenFormSchema.safeParse({ name: 'a', secondary_process_ids: ['p2'] }))).toEqual({
      secondary_process_ids: [SCREEN_MESSAGES.secondaryNeedsLead],
    });
    expect(errorsOf(screenFormSchema.safeParse({ name: 'a', lead_process_id: 'p1', secondary_process_ids: ['p2', 'p1'] }))).toEqual({
      secondary_process_ids: [SCREEN_MESSAGES.secondaryIncludesLead],
    });
    expect(screenFormSchema.parse({ name: 'a', lead_process_id: 'p1', secondary_process_ids: ['p2', 'p3', 'p2'] }).secondary_process_ids).toEqual(['p2', 'p3']);
  });
});

describe('screen payload (spec §7: is_default omitted when false)', () => {
  it('omits is_default when false and sends it when true', () => {
    const form = screenFormSchema.parse({ name: 'a' });
    expect(toScreenPayload(form)).not.toHaveProperty('is_default');
    expect(toScreenPayload({ ...form, is_default: true }).is_default).toBe(true);
  });
  it('normalises the source fields', () => {
    const form = { ...screenFormDefaults(), name: 'a', source_type: 'all' as const, associated_process_id: 'p9', lead_process_id: 'p1', secondary_process_ids: ['p1', 'p2'] };
    expect(toScreenPayload(form)).toEqual({
      name: 'a', description: null, is_active: true, source_type: 'all', associated_process_id: null, lead_process_id: 'p1', secondary_process_ids: ['p2'],
    });
  });
});

describe('screen update and the merged-row checks', () => {
  it('accepts any subset', () => {
    expect(updateScreenSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(updateScreenSchema.parse({ source_type: 'all', associated_process_id: 'p1' })).toEqual({ source_type: 'all', associated_process_id: null });
  });
  it('checks a merged row', () => {
    const row = { source_type: 'associated' as const, associated_process_id: null, lead_process_id: null, secondary_process_ids: [] };
    expect(screenSourceIssues(row)).toEqual([{ field: 'associated_process_id', message: SCREEN_MESSAGES.associatedProcessRequired }]);
  });
  it('locks the active and default flags of the default screen (spec §4)', () => {
    expect(defaultScreenFlagIssues({ is_default: true }, { is_active: false, is_default: false })).toEqual([
      { field: 'is_active', message: SCREEN_MESSAGES.defaultLocked },
      { field: 'is_default', message: SCREEN_MESSAGES.defaultLocked },
    ]);
    expect(defaultScreenFlagIssues({ is_default: true }, { is_active: true, name: 'x' } as { is_active: boolean })).toEqual([]);
    expect(defaultScreenFlagIssues({ is_default: false }, { is_active: false, is_default: false })).toEqual([]);
  });
});

describe('form transitions (spec §4 Screens)', () => {
  const base = { ...screenFormDefaults(), name: 'a' };
  it('choosing a process sets the source to associated; choosing all or all_active clears it', () => {
    const associated = withAssociatedProcess(base, 'p1');
    expect(associated).toMatchObject({ source_type: 'associated', associated_process_id: 'p1' });
    expect(withSourceType(associated, 'all_active')).toMatchObject({ source_type: 'all_active', associated_process_id: null });
  });
  it('choosing a lead removes it from the secondaries; clearing the lead clears them', () => {
    const form = { ...base, lead_process_id: 'p1', secondary_process_ids: ['p2', 'p3'] };
    expect(withLeadProcess(form, 'p2')).toMatchObject({ lead_process_id: 'p2', secondary_process_ids: ['p3'] });
    expect(withLeadProcess(form, null)).toMatchObject({ lead_process_id: null, secondary_process_ids: [] });
  });
});
