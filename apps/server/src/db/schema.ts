/**
 * Kysely table types. Portable column conventions (both SQLite and PostgreSQL):
 * - ids are UUIDv7 strings;
 * - timestamps are ISO-8601 UTC strings written by the app;
 * - flags are integers 0/1 (read back with `flag()`);
 * - JSON is stored as text (read back with `json()`).
 */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  first_name: string | null;
  last_name: string | null;
  email_verified_at: string | null;
  suspended_at: string | null;
  trial_ends_at: string | null;
  avatar_id: string | null;
  default_process_id: string | null;
  default_screen_id: string | null;
  company_id: string | null;
  current_team_id: string | null;
  dashboard_view_type: string;
  is_global_sharer: number;
  created_at: string;
  updated_at: string;
}

/** One signed-in session (a refresh-token family). */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
}

export interface MediaTable {
  id: string;
  uuid: string;
  user_id: string;
  collection: string;
  file_name: string;
  extension: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: string;
}

export interface PageEventsTable {
  id: string;
  user_id: string | null;
  path: string;
  title: string | null;
  referrer: string | null;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  media: MediaTable;
  page_events: PageEventsTable;
}
