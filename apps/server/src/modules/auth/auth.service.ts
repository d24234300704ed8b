import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { MESSAGES, TRIAL_ROLE, trialEndsAt } from '@thesis/domain';
import { BillingRepository } from '../billing/billing.repository';
import { startLibrary } from '../users/new-library';
import type { loginSchema, registerSchema, resetPasswordSchema } from '@thesis/domain';
import type { Config } from '../../config';
import { nowIso, isUniqueViolation } from '../../db/values';
import { newId, randomToken, safeEqual, sha1, sha256 } from '../../lib/crypto';
import { AppError, conflict, fieldError, suspendedError, unauthenticated, validationError } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import { resetPasswordMessage, verifyEmailMessage } from '../../mail/templates';
import type { Database } from '../../db/schema';
import { newUserRow, type UserRow, type UsersRepository } from '../users/users.repository';
import type { TeamsRepository } from '../teams/teams.repository';
import { assertNotBlocked, inactiveTeamMeta, type Viewers } from '../teams/viewers';
import { invitationFor } from '../teams/invitation-tokens';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionsRepository } from './sessions.repository';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './tokens';
import { signVerifyLink, verifyLinkSignature, verifyPageUrl, type VerifyLinkParts } from './verification-links';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

interface Deps {
  config: Config;
  db: Kysely<Database>;
  users: UsersRepository;
  sessions: SessionsRepository;
  mailer: Mailer;
  viewers: Viewers;
  teams: TeamsRepository;
}

export interface SignIn {
  pair: TokenPair;
  /** login meta.inactive_team (issue 13): the member's team is inactive. */
  inactiveTeam: { name: string; contact_email: string } | null;
}

export class AuthService {
  constructor(private readonly deps: Deps) {}

  /**
   * A new account on a 90-day trial. Signing up from a team invitation (`invitation_token` of a
   * pending invitation to this address) verifies the address at once: the invitation e-mail
   * already proved it, so no verification e-mail is sent.
   */
  async register(input: z.output<typeof registerSchema>, log: FastifyBaseLogger): Promise<UserRow> {
    const { users } = this.deps;
    const errors: Record<string, string[]> = {};
    if (await users.findByEmail(input.email)) errors.email = [MESSAGES.emailTaken];
    if (await users.findByUsername(input.username)) errors.username = [MESSAGES.usernameTaken];
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const now = new Date();
    const row = newUserRow(
      {
        username: input.username,
        email: input.email,
        password_hash: await hashPassword(input.password),
        role: TRIAL_ROLE,
        trial_ends_at: trialEndsAt(now).toISOString(),
        email_verified_at: (await this.invitedAddress(input.invitation_token, input.email)) ? now.toISOString() : null,
      },
      now.toISOString(),
    );
    try {
      await users.insert(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw validationError({ email: [MESSAGES.emailTaken] });
      throw error;
    }
    // The history on /billing starts with the trial.
    await new BillingRepository(this.deps.db).addHistory(
      { user_id: row.id, kind: 'plan_change', from_plan: null, to_plan: TRIAL_ROLE, billing_interval: null, amount: null, currency: null, source: 'trial', stripe_event_id: null },
      row.created_at,
    );
    await startLibrary(this.deps.db, row.id, row.created_at);
    if (!row.email_verified_at) await this.sendVerification(row, log);
    return row;
  }

  private async invitedAddress(token: string | undefined, email: string): Promise<boolean> {
    if (!token) return false;
    const member = await invitationFor(this.deps.teams, token);
    return member !== undefined && member.state === 'pending' && member.record.email === email;
  }

  /** Wrong e-mail or password answer the same 422; unverified 409; suspended or blocked by their team 403. */
  async login(input: z.output<typeof loginSchema>, userAgent: string | undefined): Promise<SignIn> {
    const user = await this.deps.users.findByEmail(input.email);
    const valid = await verifyPassword(user?.password_hash, input.password);
    if (!user || !valid) throw fieldError('email', MESSAGES.invalidCredentials);
    if (user.suspended_at) throw suspendedError();
    if (!user.email_verified_at) throw conflict(MESSAGES.notVerified);
    const viewer = await this.deps.viewers.of(user);
    assertNotBlocked(viewer);
    const { sessionId, refreshToken } = await this.deps.sessions.start(user.id, userAgent);
    return { pair: await this.pair(user.id, sessionId, refreshToken), inactiveTeam: inactiveTeamMeta(viewer) };
  }

  async refresh(refreshToken: string | undefined): Promise<TokenPair> {
    if (!refreshToken) throw unauthenticated(MESSAGES.invalidRefresh);
    const result = await this.deps.sessions.rotate(refreshToken);
    if (result.kind !== 'rotated') {
      // A genuine token whose session a suspension ended says why, rather than "session expired".
      if (result.kind === 'invalid' && result.userId && (await this.deps.users.findById(result.userId))?.suspended_at) throw suspendedError();
      throw unauthenticated(MESSAGES.invalidRefresh);
    }
    const user = await this.deps.users.findById(result.userId);
    if (!user) {
      await this.deps.sessions.revoke(result.sessionId);
      throw unauthenticated(MESSAGES.invalidRefresh);
    }
    if (user.suspended_at) {
      // Suspended during the session: say so (the web shows the suspended-account notice), and end it.
      await this.deps.sessions.revoke(result.sessionId);
      throw suspendedError();
    }
    // A blocked team member gets no new tokens, as every other request of theirs is refused.
    assertNotBlocked(await this.deps.viewers.of(user));
    return this.pair(result.userId, result.sessionId, result.refreshToken);
  }

  logout(sessionId: string): Promise<void> {
    return this.deps.sessions.revoke(sessionId);
  }

  async verifyEmail(parts: VerifyLinkParts): Promise<UserRow> {
    const invalid = new AppError(403, MESSAGES.invalidVerificationLink);
    if (!verifyLinkSignature(this.deps.config.jwtSecret, parts)) throw invalid;
    const user = await this.deps.users.findById(parts.id);
    if (!user || !safeEqual(sha1(user.email), parts.hash)) throw invalid;
    if (!user.email_verified_at) await this.deps.users.update(user.id, { email_verified_at: nowIso() });
    return user;
  }

  /** Sends a new link when the account exists and is unverified; answers the same either way. */
  async resendVerification(email: string, log: FastifyBaseLogger): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (user && !user.email_verified_at) await this.sendVerification(user, log);
  }

  /** `log`: the request's logger, for the mailer's line. */
  async sendVerification(user: UserRow, log: FastifyBaseLogger): Promise<void> {
    const parts = signVerifyLink(this.deps.config.jwtSecret, user.id, user.email);
    await this.deps.mailer.send(verifyEmailMessage(user.email, user.username, verifyPageUrl(this.deps.config.appUrl, parts)), log);
  }

  /** Sends a reset link when the account exists; answers the same either way. */
  async forgotPassword(email: string, log: FastifyBaseLogger): Promise<void> {
    const user = await this.deps.users.findByEmail(email);
    if (!user) return;
    const token = randomToken();
    const now = Date.now();
    await this.deps.db
      .insertInto('password_resets')
      .values({
        id: newId(),
        user_id: user.id,
        token_hash: sha256(token),
        expires_at: new Date(now + RESET_TOKEN_TTL_MS).toISOString(),
        created_at: new Date(now).toISOString(),
        used_at: null,
      })
      .execute();
    const query = new URLSearchParams({ token, email: user.email });
    const url = `${this.deps.config.appUrl}/password-reset?${query.toString()}`;
    await this.deps.mailer.send(resetPasswordMessage(user.email, user.username, url), log);
  }

  /** Sets the new password from a valid, unused reset token and signs the user out everywhere. */
  async resetPassword(input: z.output<typeof resetPasswordSchema>): Promise<void> {
    const { db, users, sessions } = this.deps;
    const user = await users.findByEmail(input.email);
    const now = nowIso();
    const reset = user
      ? await db
          .selectFrom('password_resets')
          .selectAll()
          .where('token_hash', '=', sha256(input.token))
          .where('user_id', '=', user.id)
          .executeTakeFirst()
      : undefined;
    if (!user || !reset || reset.used_at !== null || reset.expires_at <= now) {
      throw fieldError('email', MESSAGES.invalidResetToken);
    }
    const claimed = await db
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', reset.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw fieldError('email', MESSAGES.invalidResetToken);
    const changes: Partial<UserRow> = { password_hash: await hashPassword(input.password) };
    // Following the e-mailed link proves the address.
    if (!user.email_verified_at) changes.email_verified_at = now;
    await users.update(user.id, changes);
    await sessions.revokeAllForUser(user.id);
  }

  private async pair(userId: string, sessionId: string, refreshToken: string): Promise<TokenPair> {
    return {
      access_token: await signAccessToken(this.deps.config.jwtSecret, { userId, sessionId }),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
    };
  }
}
