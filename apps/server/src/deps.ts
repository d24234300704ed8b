import type { Config } from './config';
import type { Db } from './db/database';
import type { Mailer } from './mail/mailer';
import { AuthService } from './modules/auth/auth.service';
import { SessionsRepository } from './modules/auth/sessions.repository';
import { MediaRepository } from './modules/media/media.repository';
import { MediaService } from './modules/media/media.service';
import { UsersRepository } from './modules/users/users.repository';
import { UsersService } from './modules/users/users.service';
import type { FileStorage } from './storage/storage';

/** Everything the routes use, built once per app instance. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  storage: FileStorage;
  users: UsersRepository;
  sessions: SessionsRepository;
  media: MediaRepository;
  authService: AuthService;
  usersService: UsersService;
  mediaService: MediaService;
}

export function createDeps(base: { config: Config; db: Db; mailer: Mailer; storage: FileStorage }): AppDeps {
  const users = new UsersRepository(base.db.db);
  const sessions = new SessionsRepository(base.db.db);
  const media = new MediaRepository(base.db.db);
  const authService = new AuthService({ config: base.config, db: base.db.db, users, sessions, mailer: base.mailer });
  const mediaService = new MediaService({ config: base.config, media, storage: base.storage });
  const usersService = new UsersService({ users, sessions, media, mediaService, authService });
  return { ...base, users, sessions, media, authService, usersService, mediaService };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
