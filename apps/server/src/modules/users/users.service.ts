import { MESSAGES, TRIAL_ROLE, type updateUserSchema } from '@thesis/domain';
import type { z } from 'zod';
import { flag, isUniqueViolation, nowIso } from '../../db/values';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors';
import type { AuthService } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { SessionsRepository } from '../auth/sessions.repository';
import type { MediaRepository } from '../media/media.repository';
import type { MediaService } from '../media/media.service';
import type { UserRow, UsersRepository } from './users.repository';

interface Deps {
  users: UsersRepository;
  sessions: SessionsRepository;
  media: MediaRepository;
  mediaService: MediaService;
  authService: AuthService;
  /** Ends a user's trial that is over (the trial job's own step): true when it did. */
  expireTrial(user: UserRow): Promise<boolean>;
}

export class UsersService {
  constructor(private readonly deps: Deps) {}

  /** Before the profile is shown: ends a trial that is over (the hourly job may not have run yet). True when it changed the account. */
  async profile(user: UserRow): Promise<boolean> {
    // The stored row: a team member's effective role is their team role, their plan is stored.
    const stored = await this.deps.users.findById(user.id);
    if (stored && stored.role === TRIAL_ROLE && stored.trial_ends_at && stored.trial_ends_at <= nowIso()) {
      return this.deps.expireTrial(stored);
    }
    return false;
  }

  /** The signed-in user's own avatar, its link signed for them. */
  async avatarOf(user: UserRow): Promise<{ id: string; url: string } | null> {
    if (!user.avatar_id) return null;
    const media = await this.deps.media.findById(user.avatar_id);
    return media ? { id: media.id, url: this.deps.mediaService.signedUrl(media, user.id) } : null;
  }

  async update(actor: UserRow, actorSessionId: string, id: string, input: z.output<typeof updateUserSchema>): Promise<UserRow> {
    if (actor.id !== id) {
      if (!(await this.deps.users.findById(id))) throw notFound();
      throw forbidden('You can only change your own account.');
    }
    const changes: Partial<UserRow> = {};
    if (input.username !== undefined && input.username !== actor.username) {
      const taken = await this.deps.users.findByUsername(input.username);
      if (taken && taken.id !== actor.id) throw fieldError('username', MESSAGES.usernameTaken);
      changes.username = input.username;
    }
    if (input.first_name !== undefined) changes.first_name = input.first_name;
    if (input.last_name !== undefined) changes.last_name = input.last_name;
    if (input.dashboard_view_type !== undefined) changes.dashboard_view_type = input.dashboard_view_type;
    if (input.side_nav_collapsed !== undefined) changes.side_nav_collapsed = flag(input.side_nav_collapsed);
    if (input.reporting_currency !== undefined) changes.reporting_currency = input.reporting_currency;
    const oldAvatarId = actor.avatar_id;
    if (input.avatar_id !== undefined) {
      if (input.avatar_id !== null) {
        const media = await this.deps.media.findById(input.avatar_id);
        if (!media || media.user_id !== actor.id || !media.mime_type.startsWith('image/')) {
          throw fieldError('avatar_id', 'Please choose an image you uploaded.');
        }
      }
      changes.avatar_id = input.avatar_id;
    }
    if (input.password !== undefined) {
      const ok = await verifyPassword(actor.password_hash, input.current_password ?? '');
      if (!ok) throw fieldError('current_password', MESSAGES.currentPasswordWrong);
      changes.password_hash = await hashPassword(input.password);
    }
    if (Object.keys(changes).length > 0) {
      try {
        await this.deps.users.update(actor.id, changes);
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('username', MESSAGES.usernameTaken);
        throw error;
      }
    }
    if (changes.password_hash) await this.deps.sessions.revokeAllForUser(actor.id, actorSessionId);
    if (input.avatar_id !== undefined && oldAvatarId && oldAvatarId !== input.avatar_id) {
      await this.deps.mediaService.deleteQuietly(oldAvatarId);
    }
    const updated = await this.deps.users.findById(actor.id);
    if (!updated) throw new AppError(404, MESSAGES.notFound);
    // The answer carries the roles: an ended trial shows (and is stored) as free here too.
    await this.profile(updated);
    return updated;
  }
}
