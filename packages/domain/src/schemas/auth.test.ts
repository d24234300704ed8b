import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../constants/messages';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './auth';

function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('login schema (spec §5)', () => {
  it('requires the e-mail and the password', () => {
    expect(errorsOf(loginSchema.safeParse({}))).toEqual({
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
    });
    expect(errorsOf(loginSchema.safeParse({ email: '  ', password: '' }))).toEqual({
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
    });
  });
  it("says 'Invalid email address' for a malformed e-mail", () => {
    expect(errorsOf(loginSchema.safeParse({ email: 'not-an-email', password: 'x' }))).toEqual({
      email: [MESSAGES.invalidEmail],
    });
  });
  it('normalises the e-mail to lower case without trimming the password', () => {
    const parsed = loginSchema.parse({ email: ' Ann@Example.COM ', password: ' secret ' });
    expect(parsed).toEqual({ email: 'ann@example.com', password: ' secret ' });
  });
});

describe('sign-up schema (spec §5)', () => {
  const valid = { username: 'ann', email: 'ann@example.com', password: 'longenough', password_confirmation: 'longenough' };
  it('accepts a valid sign-up', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });
  it('lists every missing field with its message', () => {
    expect(errorsOf(registerSchema.safeParse({}))).toEqual({
      username: [MESSAGES.usernameRequired],
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
      password_confirmation: [MESSAGES.confirmPasswordRequired],
    });
  });
  it('requires at least 8 characters of password', () => {
    const result = registerSchema.safeParse({ ...valid, password: 'short', password_confirmation: 'short' });
    expect(errorsOf(result)).toEqual({ password: [MESSAGES.passwordMin] });
  });
  it('accepts 128 characters and refuses 129', () => {
    const ok = 'a'.repeat(128);
    expect(registerSchema.safeParse({ ...valid, password: ok, password_confirmation: ok }).success).toBe(true);
    const tooLong = 'a'.repeat(129);
    expect(errorsOf(registerSchema.safeParse({ ...valid, password: tooLong, password_confirmation: tooLong }))).toEqual({
      password: [MESSAGES.passwordMax],
    });
  });
  it("says \"Passwords don't match\" on the confirmation", () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, password_confirmation: 'different1' }))).toEqual({
      password_confirmation: [MESSAGES.passwordsDontMatch],
    });
  });
  it("reports a mismatch even while another field is invalid", () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, username: '', password_confirmation: 'different1' }))).toEqual({
      username: [MESSAGES.usernameRequired],
      password_confirmation: [MESSAGES.passwordsDontMatch],
    });
  });
  it('rejects an invalid e-mail', () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, email: 'ann@' }))).toEqual({ email: [MESSAGES.invalidEmail] });
  });
});

describe('forgot and reset schemas (spec §5)', () => {
  it('forgot needs a valid e-mail', () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: [MESSAGES.emailRequired] });
    expect(errorsOf(forgotPasswordSchema.safeParse({ email: 'x' }))).toEqual({ email: [MESSAGES.invalidEmail] });
  });
  it('reset needs a password of 8 and a matching confirmation', () => {
    const base = { email: 'a@b.co', token: 't' };
    expect(errorsOf(resetPasswordSchema.safeParse({ ...base, password: 'short', password_confirmation: 'short' }))).toEqual({
      password: [MESSAGES.passwordMin],
    });
    expect(errorsOf(resetPasswordSchema.safeParse({ ...base, password: 'longenough', password_confirmation: 'longenougH' }))).toEqual({
      password_confirmation: [MESSAGES.passwordsDontMatch],
    });
  });
});
