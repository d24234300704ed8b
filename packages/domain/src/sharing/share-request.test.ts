import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { SHARING_MESSAGES } from './messages';
import { parseEmailList, shareFormDefaults, shareFormSchema, shareRequestSchema, toSharePayload, invalidEmailsMessage } from './share-request';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('share request (spec §5 Share)', () => {
  it('defaults to private for a week with nothing granted, and omits an empty message', () => {
    expect(shareRequestSchema.parse({ entity_id: 'r1', emails: 'ann@example.com', message: '  ' })).toEqual({
      entity_id: 'r1',
      entity_type: 'investment_review',
      access_type: 'private',
      emails: ['ann@example.com'],
      expire_at: 'week',
      permission_rules: { models: false, notes: false, decisions: false },
    });
  });
  it('turns comma-separated text into a clean list', () => {
    expect(shareRequestSchema.parse({ entity_id: 'r1', emails: ' Ann@Example.com, bob@example.com,,ann@example.com ,' }).emails).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
    expect(parseEmailList('a@x.io; b@x.io\nc@x.io d@x.io')).toEqual(['a@x.io', 'b@x.io', 'c@x.io', 'd@x.io']);
    expect(parseEmailList(['B@x.io', ' ', 'b@x.io'])).toEqual(['b@x.io']);
    expect(parseEmailList(null)).toEqual([]);
  });
  it("requires e-mails for a private share ('Email is required')", () => {
    expect(errorsOf(shareRequestSchema.safeParse({ entity_id: 'r1' }))).toEqual({ emails: [MESSAGES.emailRequired] });
    expect(errorsOf(shareRequestSchema.safeParse({ entity_id: 'r1', emails: ' , ' }))).toEqual({ emails: [MESSAGES.emailRequired] });
    expect(errorsOf(shareRequestSchema.safeParse({ entity_id: 'r1', emails: [] }))).toEqual({ emails: [MESSAGES.emailRequired] });
    expect(errorsOf(shareRequestSchema.safeParse({ message: 'x'.repeat(256) }))).toEqual({
      entity_id: [SHARING_MESSAGES.entityRequired],
      message: [SHARING_MESSAGES.messageMax],
      emails: [MESSAGES.emailRequired],
    });
  });
  it('answers a non-object body with one issue instead of throwing', () => {
    for (const body of [42, true, 'text', [1, 2], null]) expect(shareRequestSchema.safeParse(body).success).toBe(false);
  });
  it('lets a public share go without e-mails', () => {
    expect(shareRequestSchema.parse({ entity_id: 'r1', access_type: 'public' }).emails).toEqual([]);
  });
  it("wants every address valid ('One or more entered emails have invalid format')", () => {
    // The message names the address that is wrong, so a long list need not be searched.
    expect(errorsOf(shareRequestSchema.safeParse({ entity_id: 'r1', emails: 'ann@example.com, not-an-email' }))).toEqual({ emails: ['One or more entered emails have invalid format: “not-an-email”'] });
    expect(errorsOf(shareRequestSchema.safeParse({ entity_id: 'r1', access_type: 'public', emails: ['x@'] }))).toEqual({ emails: [invalidEmailsMessage(['x@'])] });
    expect(invalidEmailsMessage(['a@', 'b@', 'c@', 'd@', 'e@'])).toBe('One or more entered emails have invalid format: “a@”, “b@”, “c@” and 2 more');
    expect(errorsOf(shareRequestSchema.safeParse({ entity_id: 'r1', emails: 42 }))).toEqual({ emails: [MESSAGES.invalidEmails] });
  });
  it('caps the recipients at 50', () => {
    const emails = Array.from({ length: 51 }, (_, i) => `u${i}@example.com`);
    expect(errorsOf(shareRequestSchema.safeParse({ entity_id: 'r1', emails }))).toEqual({ emails: [SHARING_MESSAGES.tooManyEmails] });
    expect(shareRequestSchema.safeParse({ entity_id: 'r1', emails: emails.slice(1) }).success).toBe(true);
  });
  it('keeps the message to 255 characters', () => {
    expect(shareRequestSchema.parse({ entity_id: 'r1', access_type: 'public', message: ` ${'x'.repeat(255)} ` }).message).toHaveLength(255);
    expect(errorsOf(shareRequestSchema.safeParse({ entity_id: 'r1', access_type: 'public', message: 'x'.repeat(256) }))).toEqual({ message: [SHARING_MESSAGES.messageMax] });
  });
  it('checks access, expiry, entity and permissions', () => {
    expect(
      errorsOf(shareRequestSchema.safeParse({ entity_id: '', entity_type: 'process', access_type: 'team', expire_at: 'day', emails: 'a@b.co', permission_rules: { notes: 'yes' } })),
    ).toEqual({
      entity_id: [SHARING_MESSAGES.entityRequired],
      entity_type: [SHARING_MESSAGES.entityTypeInvalid],
      access_type: [SHARING_MESSAGES.accessTypeInvalid],
      expire_at: [SHARING_MESSAGES.expiryInvalid],
      'permission_rules.notes': [expect.any(String)],
    });
    expect(shareRequestSchema.parse({ entity_id: 'r1', access_type: 'public', expire_at: 'year', permission_rules: { notes: true } })).toMatchObject({
      expire_at: 'year',
      permission_rules: { models: false, notes: true, decisions: false },
    });
  });
});

describe('share modal payload', () => {
  it('starts private, a week, nothing granted', () => {
    expect(shareFormDefaults()).toEqual({ access_type: 'private', emails: '', message: '', expire_at: 'week', permission_rules: { models: false, notes: false, decisions: false } });
  });
  it('sends the e-mails as a list and omits a blank message', () => {
    const payload = toSharePayload({ entity_id: 'r1' }, { ...shareFormDefaults(), emails: 'a@x.io, b@x.io', message: '   ' });
    expect(payload).toEqual({
      entity_id: 'r1', entity_type: 'investment_review', access_type: 'private', emails: ['a@x.io', 'b@x.io'], expire_at: 'week',
      permission_rules: { models: false, notes: false, decisions: false },
    });
    expect(payload).not.toHaveProperty('message');
    expect(toSharePayload({ entity_id: 'r1' }, { ...shareFormDefaults(), message: ' Have a look ' }).message).toBe('Have a look');
    expect(shareRequestSchema.safeParse(toSharePayload({ entity_id: 'r1' }, { ...shareFormDefaults(), emails: 'a@x.io' })).success).toBe(true);
  });
});

describe('share modal form rules', () => {
  it('gives the request messages on the typed values', () => {
    expect(errorsOf(shareFormSchema.safeParse(shareFormDefaults()))).toEqual({ emails: [MESSAGES.emailRequired] });
    expect(errorsOf(shareFormSchema.safeParse({ ...shareFormDefaults(), emails: 'a@x.io, nope' }))).toEqual({ emails: [invalidEmailsMessage(['nope'])] });
    expect(errorsOf(shareFormSchema.safeParse({ ...shareFormDefaults(), emails: 'a@x.io', message: 'x'.repeat(256) }))).toEqual({ message: [SHARING_MESSAGES.messageMax] });
    expect(shareFormSchema.safeParse({ ...shareFormDefaults(), access_type: 'public' }).success).toBe(true);
    expect(shareFormSchema.safeParse({ ...shareFormDefaults(), emails: 'a@x.io, b@x.io' }).success).toBe(true);
  });
});
