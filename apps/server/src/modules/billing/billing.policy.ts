import { BILLING_MESSAGES, isRole, planChangeRefusal, type BillingMode, type Role } from '@thesis/domain';
import { fieldError, forbidden } from '../../lib/errors';
import type { UserRow } from '../users/users.repository';

export function roleOf(user: Pick<UserRow, 'role'>): Role {
  return isRole(user.role) ? user.role : 'free';
}

/** Choosing a plan: refused with BILLING_MODE=off, to administrators and to team members other than team administrators. */
export function assertMayChangePlan(user: Pick<UserRow, 'role'>, mode: BillingMode): void {
  const refusal = planChangeRefusal(roleOf(user), mode);
  if (refusal) throw forbidden(refusal);
}

/**
 * The portal's return address: a page of this application (APP_URL's origin, under its path),
 * given absolute or as a path; anything else is refused, so the portal is no open redirect.
 */
export function safeReturnUrl(value: string | undefined, appUrl: string, fallbackPath: string): string {
  const base = new URL(`${appUrl}/`);
  if (value === undefined || value.trim() === '') return new URL(fallbackPath.replace(/^\//, ''), base).toString();
  let resolved: URL;
  try {
    resolved = new URL(value.trim(), base);
  } catch {
    throw fieldError('return_url', BILLING_MESSAGES.returnUrlInvalid);
  }
  const sameApp = resolved.origin === base.origin && resolved.pathname.startsWith(base.pathname) && resolved.username === '' && resolved.password === '';
  if (!sameApp) throw fieldError('return_url', BILLING_MESSAGES.returnUrlInvalid);
  return resolved.toString();
}
