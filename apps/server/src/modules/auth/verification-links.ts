import { hmac, safeEqual, sha1 } from '../../lib/crypto';

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface VerifyLinkParts {
  id: string;
  hash: string;
  expires: number;
  signature: string;
}

function payload(id: string, hash: string, expires: number): string {
  return `email-verify:${id}:${hash}:${expires}`;
}

/** Parts of a signed, expiring e-mail verification link (hash = sha1 of the e-mail). */
export function signVerifyLink(secret: Uint8Array, id: string, email: string, now = Date.now()): VerifyLinkParts {
  const hash = sha1(email);
  const expires = Math.floor((now + VERIFY_LINK_TTL_MS) / 1000);
  return { id, hash, expires, signature: hmac(secret, payload(id, hash, expires)) };
}

export function verifyLinkSignature(secret: Uint8Array, parts: VerifyLinkParts, now = Date.now()): boolean {
  if (parts.expires * 1000 < now) return false;
  return safeEqual(hmac(secret, payload(parts.id, parts.hash, parts.expires)), parts.signature);
}

/** The address in the e-mail: the web page /verify-email, which calls GET /email/verify/{id}/{hash}. */
export function verifyPageUrl(appUrl: string, parts: VerifyLinkParts): string {
  const query = new URLSearchParams({
    id: parts.id,
    hash: parts.hash,
    expires: String(parts.expires),
    signature: parts.signature,
  });
  return `${appUrl}/verify-email?${query.toString()}`;
}
