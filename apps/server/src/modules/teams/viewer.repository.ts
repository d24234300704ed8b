import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import type { UserRow } from '../users/users.repository';
import type { MembershipRow } from './workspace';

const MEMBERSHIP_COLUMNS = [
  'tm.id as member_id',
  'tm.role as member_role',
  'tm.is_blocked as member_blocked',
  't.id as team_id',
  't.name as team_name',
  't.owner_id as team_owner_id',
  'o.role as owner_role',
  'o.email as owner_email',
  'o.reviews_version as owner_reviews_version',
] as const;

type Joined = UserRow & { [K in keyof MembershipRow]: MembershipRow[K] | null };

function split(row: Joined): { user: UserRow; membership: MembershipRow | null } {
  const { member_id, member_role, member_blocked, team_id, team_name, team_owner_id, owner_role, owner_email, owner_reviews_version, ...user } = row;
  const membership =
    member_id && member_role !== null && member_blocked !== null && team_id && team_name !== null && team_owner_id && owner_role !== null && owner_email !== null && owner_reviews_version !== null
      ? { member_id, member_role, member_blocked, team_id, team_name, team_owner_id, owner_role, owner_email, owner_reviews_version }
      : null;
  return { user, membership };
}

function withMembership(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('team_members as tm', (join) => join.onRef('tm.user_id', '=', 'users.id').on('tm.accepted_at', 'is not', null))
    .leftJoin('teams as t', 't.id', 'tm.team_id')
    .leftJoin('users as o', 'o.id', 't.owner_id')
    .selectAll('users')
    .select(MEMBERSHIP_COLUMNS);
}

/** Every signed-in request runs it: compiled once. */
const sessionViewer = compiledOnce((db: Kysely<Database>, userId: string, sessionId: string) =>
  withMembership(db)
    .innerJoin('sessions', 'sessions.user_id', 'users.id')
    .where('users.id', '=', userId)
    .where('sessions.id', '=', sessionId)
    .where('sessions.revoked_at', 'is', null),
);

/** Reads people with their accepted team membership in one statement. */
export class ViewerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The account of a live session, with its membership; undefined when the session is gone. */
  async forSession(userId: string, sessionId: string): Promise<{ user: UserRow; membership: MembershipRow | null } | undefined> {
    const [row] = await sessionViewer(this.db, userId, sessionId);
    return row ? split(row as Joined) : undefined;
  }

  async forUser(userId: string): Promise<{ user: UserRow; membership: MembershipRow | null } | undefined> {
    const row = await withMembership(this.db).where('users.id', '=', userId).executeTakeFirst();
    return row ? split(row as Joined) : undefined;
  }
}
