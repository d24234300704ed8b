import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/values';
import { newId, randomToken, sha256 } from '../../lib/crypto';
import { REFRESH_TOKEN_TTL_DAYS } from './tokens';

const DAY_MS = 86_400_000;

export interface IssuedRefreshToken {
  sessionId: string;
  refreshToken: string;
}

export type RotateResult =
  | { kind: 'rotated'; userId: string; sessionId: string; refreshToken: string }
  | { kind: 'reused'; sessionId: string }
  /** `userId` when the token is genuine but its session has ended (signed out, or suspended). */
  | { kind: 'invalid'; userId?: string };

/** Sessions are refresh-token families; only hashes of refresh tokens are stored. */
export class SessionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async start(userId: string, userAgent: string | undefined): Promise<IssuedRefreshToken> {
    const now = nowIso();
    const sessionId = newId();
    const refreshToken = randomToken();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('sessions')
        .values({ id: sessionId, user_id: userId, created_at: now, last_used_at: now, revoked_at: null, user_agent: userAgent?.slice(0, 300) ?? null })
        .execute();
      await trx.insertInto('refresh_tokens').values(this.tokenRow(sessionId, refreshToken, now)).execute();
    });
    return { sessionId, refreshToken };
  }

  /**
   * Exchanges a refresh token for a new one in the same family. A token that was already
   * spent revokes the whole family (reuse detection).
   */
  async rotate(refreshToken: string): Promise<RotateResult> {
    const now = nowIso();
    return this.db.transaction().execute(async (trx): Promise<RotateResult> => {
      const row = await trx
        .selectFrom('refresh_tokens')
        .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
        .select([
          'refresh_tokens.id as token_id',
          'refresh_tokens.used_at',
          'refresh_tokens.expires_at',
          'sessions.id as session_id',
          'sessions.user_id',
          'sessions.revoked_at',
        ])
        .where('refresh_tokens.token_hash', '=', sha256(refreshToken))
        .executeTakeFirst();
      if (!row) return { kind: 'invalid' };
      if (row.revoked_at !== null || row.expires_at <= now) return { kind: 'invalid', userId: row.user_id };
      if (row.used_at !== null) {
        await trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', row.session_id).execute();
        return { kind: 'reused', sessionId: row.session_id };
      }
      const spent = await trx
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('id', '=', row.token_id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(spent.numUpdatedRows) !== 1) {
        await trx.updateTable('sessions').set({ revoked_at: now }).where('id', '=', row.session_id).execute();
        return { kind: 'reused', sessionId: row.session_id };
      }
      const next = randomToken();
      await trx.insertInto('refresh_tokens').values(this.tokenRow(row.session_id, next, now)).execute();
      await trx.updateTable('sessions').set({ last_used_at: now }).where('id', '=', row.session_id).execute();
      return { kind: 'rotated', userId: row.user_id, sessionId: row.session_id, refreshToken: next };
    });
  }

  async isActive(sessionId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: nowIso() }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
  }

  /** Signs the user out everywhere, except `keepSessionId` when given. */
  async revokeAllForUser(userId: string, keepSessionId?: string): Promise<void> {
    let query = this.db.updateTable('sessions').set({ revoked_at: nowIso() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (keepSessionId) query = query.where('id', '!=', keepSessionId);
    await query.execute();
  }

  private tokenRow(sessionId: string, token: string, now: string) {
    return {
      id: newId(),
      session_id: sessionId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * DAY_MS).toISOString(),
      created_at: now,
      used_at: null,
    };
  }
}
