import { DEFAULT_CURRENCY } from '@thesis/domain';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/schema';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';

export type UserRow = Selectable<UsersTable>;

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** E-mails are stored lower-cased, so this lookup is case-insensitive. */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  }

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  async insert(row: UserRow): Promise<UserRow> {
    await this.db.insertInto('users').values(row).execute();
    return row;
  }

  async update(id: string, changes: Partial<Omit<UserRow, 'id' | 'created_at'>>): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ ...changes, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }
}

export type NewUserFields = Pick<UserRow, 'username' | 'email' | 'password_hash' | 'role'> & Partial<UserRow>;

/** A complete users row with the defaults of a new account (no trial, not verified). */
export function newUserRow(fields: NewUserFields, now: string = nowIso()): UserRow {
  return {
    id: newId(),
    first_name: null,
    last_name: null,
    email_verified_at: null,
    suspended_at: null,
    trial_ends_at: null,
    avatar_id: null,
    first_steps_dismissed_at: null,
    default_process_id: null,
    default_screen_id: null,
    company_id: null,
    current_team_id: null,
    dashboard_view_type: 'default',
    side_nav_collapsed: 0,
    is_global_sharer: 0,
    reporting_currency: DEFAULT_CURRENCY,
    reviews_version: 0,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}
