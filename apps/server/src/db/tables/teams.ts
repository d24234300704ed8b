/** Kysely table types: teams, their members and history (migration 0011). Conventions as in ../schema.ts. */

/** A Pro Investor's team; its workspace is keyed by owner_id. */
export interface TeamsTable {
  id: string;
  owner_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** The owner or an invited member; pending until accepted_at, when user_id is set. */
export interface TeamMembersTable {
  id: string;
  team_id: string;
  user_id: string | null;
  email: string;
  /** The name the inviter gave (shown until the account's own names are known). */
  name: string;
  /** proInvestor for the owner, else a team role. */
  role: string;
  is_blocked: number;
  /** sha256 of the invitation token; null once accepted. */
  token_hash: string | null;
  invited_by: string | null;
  invited_at: string | null;
  expires_at: string | null;
  accepted_at: string | null;
  created_at: string;
  updated_at: string;
}

/** The team's history: who (actor_id) did what (kind, details JSON text) when. */
export interface TeamEventsTable {
  id: string;
  team_id: string;
  actor_id: string | null;
  kind: string;
  details: string;
  created_at: string;
}
