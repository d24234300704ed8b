import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { blockMemberSchema, createMemberSchema, memberFormDefaults, updateMemberRoleSchema } from './member';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('create member (spec §5 Create member)', () => {
  it('defaults the role to teamViewer and normalises the e-mail', () => {
    expect(createMemberSchema.parse({ username: ' Ann Lee ', email: ' Ann@Example.com ' })).toEqual({ username: 'Ann Lee', email: 'ann@example.com', role: 'teamViewer' });
    expect(memberFormDefaults().role).toBe('teamViewer');
  });
  it('gives every spec message', () => {
    expect(errorsOf(createMemberSchema.safeParse({ role: null }))).toEqual({
      username: ['Name is required: enter the member’s name'],
      email: [MESSAGES.emailRequired],
      role: ['Role is required'],
    });
    expect(errorsOf(createMemberSchema.safeParse({ username: 'Ann', email: 'nope', role: 'admin' }))).toEqual({
      email: [MESSAGES.invalidEmail],
      role: [MESSAGES.roleRequired],
    });
  });
  it('accepts the four team roles only', () => {
    for (const role of ['teamAdministrator', 'teamPortfolioManager', 'teamAnalyst', 'teamViewer']) {
      expect(createMemberSchema.safeParse({ username: 'Ann', email: 'ann@example.com', role }).success).toBe(true);
      expect(updateMemberRoleSchema.safeParse({ role }).success).toBe(true);
    }
    expect(updateMemberRoleSchema.safeParse({}).error?.issues[0]?.message).toBe(MESSAGES.roleRequired);
  });
  it('blocks and unblocks with a boolean', () => {
    expect(blockMemberSchema.parse({ is_blocked: true })).toEqual({ is_blocked: true });
    expect(blockMemberSchema.safeParse({ is_blocked: 'yes' }).success).toBe(false);
  });
});
