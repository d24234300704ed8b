import { jwtVerify, SignJWT, type JWTPayload, type JWTVerifyOptions } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
export const ACCESS_TOKEN_ISSUER = 'thesis';
export const ACCESS_TOKEN_AUDIENCE = 'thesis-api';

/** What every access token must carry and satisfy (exp, iat, issuer, audience, subject; no older than its life). */
export const ACCESS_TOKEN_CHECKS = {
  algorithms: ['HS256'],
  issuer: ACCESS_TOKEN_ISSUER,
  audience: ACCESS_TOKEN_AUDIENCE,
  requiredClaims: ['exp', 'iat', 'iss', 'aud', 'sub'],
  maxTokenAge: ACCESS_TOKEN_TTL_SECONDS,
  clockTolerance: 5,
} satisfies JWTVerifyOptions;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Short-lived access JWT (15 minutes) naming the user and the session it belongs to. */
export async function signAccessToken(secret: Uint8Array, claims: AccessClaims): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setIssuer(ACCESS_TOKEN_ISSUER)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(secret);
}

/**
 * The claims of a payload jose has verified (signature, issuer, audience, required claims, issued
 * in the past within the clock tolerance between instances, no older than its lifetime), or null:
 * it must also live no longer than an access token does (exp − iat), and it is refused from the
 * second it expires. A token signed with the secret but with an expiry years ahead is refused.
 */
export function accessClaimsOf(payload: JWTPayload, now: number): (AccessClaims & { expiresAt: number }) | null {
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
  if (payload.exp - payload.iat > ACCESS_TOKEN_TTL_SECONDS || payload.exp * 1000 <= now) return null;
  return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
}

/** The claims of a valid access token (see accessClaimsOf), or null for anything else. */
export async function verifyAccessToken(secret: Uint8Array, token: string, now: number = Date.now()): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { ...ACCESS_TOKEN_CHECKS, currentDate: new Date(now) });
    const claims = accessClaimsOf(payload, now);
    return claims && { userId: claims.userId, sessionId: claims.sessionId };
  } catch {
    return null;
  }
}
