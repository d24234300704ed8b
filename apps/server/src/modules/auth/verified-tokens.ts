import { jwtVerify } from 'jose';
import { ACCESS_TOKEN_CHECKS, accessClaimsOf, type AccessClaims } from './tokens';

interface Verified {
  claims: AccessClaims;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
}

/**
 * Checks access tokens like verifyAccessToken, remembering the ones whose signature it checked:
 * a signed-in client sends the same token with every request for 15 minutes, and checking the
 * HMAC each time (WebCrypto, off the main thread and back) was a visible share of a request. A
 * remembered token still expires on time; the session it names is still checked by the caller on
 * every request (sign-out, suspension). At most `max` tokens are remembered, the oldest go first.
 */
export function createAccessTokenVerifier(secret: Uint8Array, max = 5_000, now: () => number = Date.now) {
  const verified = new Map<string, Verified>();
  return async (token: string): Promise<AccessClaims | null> => {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > now()) return known.claims;
      verified.delete(token);
      return null;
    }
    try {
      const at = now();
      const { payload } = await jwtVerify(token, secret, { ...ACCESS_TOKEN_CHECKS, currentDate: new Date(at) });
      const checked = accessClaimsOf(payload, at);
      if (!checked) return null;
      const claims = { userId: checked.userId, sessionId: checked.sessionId };
      verified.set(token, { claims, expiresAt: checked.expiresAt });
      if (verified.size > max) verified.delete(verified.keys().next().value!);
      return claims;
    } catch {
      return null;
    }
  };
}
