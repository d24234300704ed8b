import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { changePasswordSchema, profileDetailsSchema } from './user';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

describe('Account Overview schemas', () => {
  it('change password needs the current password and a new one of 8 characters', () => {
    expect(errorsOf(changePasswordSchema.safeParse({ current_password: '', password: 'short', password_confirmation: '' }))).toEqual({
      current_password: [MESSAGES.passwordRequired],
      password: [MESSAGES.passwordMin],
      password_confirmation: [MESSAGES.confirmPasswordRequired],
    });
  });
  it("change password says \"Passwords don't match\" on the confirmation", () => {
    expect(errorsOf(changePasswordSchema.safeParse({ current_password: 'x', password: 'long enough', password_confirmation: 'long enougH' }))).toEqual({
      password_confirmation: [MESSAGES.passwordsDontMatch],
    });
    expect(changePasswordSchema.safeParse({ current_password: 'x', password: 'long enough', password_confirmation: 'long enough' }).success).toBe(true);
  });
  it('profile details: username required, blank names become null', () => {
    expect(errorsOf(profileDetailsSchema.safeParse({ username: ' ', first_name: '', last_name: '' }))).toEqual({ username: [MESSAGES.usernameRequired] });
    expect(profileDetailsSchema.parse({ username: 'ada', first_name: ' ', last_name: 'Lovelace' })).toEqual({ username: 'ada', first_name: null, last_name: 'Lovelace' });
  });
});
