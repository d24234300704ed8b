import { jwtVerify, SignJWT, type JWTVerifyOptions } from 'jose';

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
 * Returns the claims of a valid access token, or null for anything else: the token must carry
 * exp, iat, issuer, audience, subject and session, be issued in the past and be no older than
 * its lifetime (a token signed with the secret but without an expiry is refused).
 */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, ACCESS_TOKEN_CHECKS);
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
