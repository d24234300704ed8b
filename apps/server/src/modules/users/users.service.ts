import { DEFAULT_ROLE, MESSAGES, TRIAL_ROLE, type updateUserSchema } from '@thesis/domain';
import type { z } from 'zod';
import { isUniqueViolation, nowIso } from '../../db/values';
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
}

export class UsersService {
  constructor(private readonly deps: Deps) {}

  /** Loads the profile, first dropping an ended trial back to the free role. */
  async profile(user: UserRow): Promise<UserRow> {
    if (user.role === TRIAL_ROLE && user.trial_ends_at && user.trial_ends_at <= nowIso()) {
      await this.deps.users.update(user.id, { role: DEFAULT_ROLE });
      return (await this.deps.users.findById(user.id)) ?? user;
    }
    return user;
  }

  async avatarOf(user: UserRow): Promise<{ id: string; url: string } | null> {
    if (!user.avatar_id) return null;
    const media = await this.deps.media.findById(user.avatar_id);
    return media ? { id: media.id, url: this.deps.mediaService.signedUrl(media) } : null;
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
    return this.profile(updated);
  }
}
