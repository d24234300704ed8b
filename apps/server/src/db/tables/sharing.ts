/** Kysely table types: Shares of reviews and their recipients (migration 0008). Conventions as in ../schema.ts. */

/** A share of a review (POST /sharings): active while revoked_at is null and now < expires_at. */
export interface SharesTable {
  id: string;
  entity_type: string;
  entity_id: string;
  owner_id: string;
  access_type: string;
  message: string | null;
  /** The chosen period: week, month or year. */
  expire_at: string;
  expires_at: string;
  /** JSON text { models, notes, decisions }. */
  permission_rules: string;
  /** Unguessable; the link's signature is an HMAC of the share id and this token. */
  token: string;
  revoked_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An address a share names, or someone who opened a public link; user_id once attached. */
export interface ShareRecipientsTable {
  id: string;
  share_id: string;
  email: string;
  user_id: string | null;
  attached_at: string | null;
  created_at: string;
}
