import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { SHARING_MESSAGES } from './messages';
import { createNoteSchema, NOTE_TEXT_AREA_MAX, noteTextIssues, updateNoteSchema } from './note';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}
const base = { title: 'Thesis', investment_review_id: 'r1' };

describe('note (spec §5 Note)', () => {
  it('accepts a title and text', () => {
    expect(createNoteSchema.parse({ ...base, typed_text: ' Strong moat ' })).toEqual({ ...base, typed_text: 'Strong moat', uuids: [] });
  });
  it('wants a title of 2 to 100 characters', () => {
    expect(errorsOf(createNoteSchema.safeParse({ ...base, title: ' ', typed_text: 'ok' }))).toEqual({ title: [SHARING_MESSAGES.noteTitleRequired] });
    expect(errorsOf(createNoteSchema.safeParse({ ...base, title: 'A', typed_text: 'ok' }))).toEqual({ title: [SHARING_MESSAGES.noteTitleMin] });
    expect(createNoteSchema.safeParse({ ...base, title: 'x'.repeat(100), typed_text: 'ok' }).success).toBe(true);
    expect(errorsOf(createNoteSchema.safeParse({ ...base, title: 'x'.repeat(101), typed_text: 'ok' }))).toEqual({ title: [SHARING_MESSAGES.noteTitleMax] });
  });
  it('needs the text only when no file is attached', () => {
    expect(errorsOf(createNoteSchema.safeParse({ ...base }))).toEqual({ typed_text: [MESSAGES.noteTextRequired] });
    expect(errorsOf(createNoteSchema.safeParse({ ...base, typed_text: '   ' }))).toEqual({ typed_text: [MESSAGES.noteTextRequired] });
    expect(errorsOf(createNoteSchema.safeParse({ investment_review_id: 'r1' }))).toEqual({
      title: [SHARING_MESSAGES.noteTitleRequired],
      typed_text: [MESSAGES.noteTextRequired],
    });
    expect(createNoteSchema.parse({ ...base, uuids: ['m1'] })).toEqual({ ...base, typed_text: null, uuids: ['m1'] });
    expect(MESSAGES.noteTextRequired).toBe('Description is required while uploaded file is empty');
  });
  it('keeps typed text to 2–10,000 characters even with a file', () => {
    expect(errorsOf(createNoteSchema.safeParse({ ...base, typed_text: 'x' }))).toEqual({ typed_text: [SHARING_MESSAGES.noteTextMin] });
    expect(errorsOf(createNoteSchema.safeParse({ ...base, typed_text: 'x', uuids: ['m1'] }))).toEqual({ typed_text: [SHARING_MESSAGES.noteTextMin] });
    expect(createNoteSchema.safeParse({ ...base, typed_text: 'x'.repeat(250) }).success).toBe(true);
    expect(createNoteSchema.safeParse({ ...base, typed_text: 'x'.repeat(10_000) }).success).toBe(true);
    expect(errorsOf(createNoteSchema.safeParse({ ...base, typed_text: 'x'.repeat(10_001) }))).toEqual({ typed_text: [SHARING_MESSAGES.noteTextMax] });
    expect(NOTE_TEXT_AREA_MAX).toBe(10000);
  });
  it('needs the review and at most one file', () => {
    expect(errorsOf(createNoteSchema.safeParse({ title: 'Thesis', typed_text: 'ok' }))).toEqual({ investment_review_id: [SHARING_MESSAGES.noteReviewRequired] });
    expect(createNoteSchema.safeParse({ ...base, uuids: ['m1', 'm2'] }).success).toBe(false);
  });
});

describe('note update', () => {
  it('accepts any subset and leaves the file rule to the merged note', () => {
    expect(updateNoteSchema.parse({ typed_text: '' })).toEqual({ typed_text: null });
    expect(updateNoteSchema.parse({ title: ' New title ' })).toEqual({ title: 'New title' });
    expect(noteTextIssues(null, false)).toEqual([{ field: 'typed_text', message: MESSAGES.noteTextRequired }]);
    expect(noteTextIssues(null, true)).toEqual([]);
    expect(noteTextIssues('Some text', false)).toEqual([]);
  });
});
