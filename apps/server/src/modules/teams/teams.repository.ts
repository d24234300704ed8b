import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, TeamEventsTable, TeamMembersTable, TeamsTable } from '../../db/schema';
import { count, isUniqueViolation, toJson } from '../../db/values';
import { newId } from '../../lib/crypto';

export type TeamRecord = Selectable<TeamsTable>;
export type MemberRecord = Selectable<TeamMembersTable>;
export type TeamEventRecord = Selectable<TeamEventsTable>;

/** A member with the account's own names and avatar once they joined. */
export type MemberWithAccount = MemberRecord & {
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_id: string | null;
  account_updated_at: string | null;
};

/** The only place with queries on teams, their members and history. */
export class TeamsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findTeam(id: string): Promise<TeamRecord | undefined> {
    return this.db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByOwner(ownerId: string): Promise<TeamRecord | undefined> {
    return this.db.selectFrom('teams').selectAll().where('owner_id', '=', ownerId).executeTakeFirst();
  }

  list(): Promise<(TeamRecord & { owner_email: string; members: number })[]> {
    return this.db
      .selectFrom('teams as t')
      .innerJoin('users as o', 'o.id', 't.owner_id')
      .selectAll('t')
      .select('o.email as owner_email')
      .select((eb) => eb.selectFrom('team_members as m').whereRef('m.team_id', '=', 't.id').select((inner) => inner.fn.countAll<string>().as('n')).as('members'))
      .orderBy('t.created_at')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, members: count(row.members) })));
  }

  /**
   * The owner's team, created with the owner as its first (accepted) member when missing. Two
   * requests racing to create it both end with the one team (unique owner_id).
   */
  async ensureForOwner(owner: { id: string; email: string }, name: string, now: string): Promise<{ team: TeamRecord; created: boolean }> {
    const existing = await this.findByOwner(owner.id);
    if (existing) return { team: existing, created: false };
    const team: TeamRecord = { id: newId(), owner_id: owner.id, name, created_at: now, updated_at: now };
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('teams').values(team).execute();
        await trx
          .insertInto('team_members')
          .values({ id: newId(), team_id: team.id, user_id: owner.id, email: owner.email, name, role: 'proInvestor', is_blocked: 0, token_hash: null, invited_by: null, invited_at: null, expires_at: null, accepted_at: now, created_at: now, updated_at: now })
          .execute();
        await trx.updateTable('users').set({ current_team_id: team.id }).where('id', '=', owner.id).execute();
      });
      return { team, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.findByOwner(owner.id);
      if (!raced) throw error;
      return { team: raced, created: false };
    }
  }

  async rename(id: string, name: string, now: string): Promise<void> {
    await this.db.updateTable('teams').set({ name, updated_at: now }).where('id', '=', id).execute();
  }

  async touch(id: string, now: string): Promise<void> {
    await this.db.updateTable('teams').set({ updated_at: now }).where('id', '=', id).execute();
  }

  members(teamId: string): Promise<MemberWithAccount[]> {
    return this.db
      .selectFrom('team_members as m')
      .leftJoin('users as u', 'u.id', 'm.user_id')
      .selectAll('m')
      .select(['u.username', 'u.first_name', 'u.last_name', 'u.avatar_id', 'u.updated_at as account_updated_at'])
      .where('m.team_id', '=', teamId)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
  }

  findMember(teamId: string, memberId: string): Promise<MemberRecord | undefined> {
    return this.db.selectFrom('team_members').selectAll().where('team_id', '=', teamId).where('id', '=', memberId).executeTakeFirst();
  }

  findMemberByEmail(teamId: string, email: string): Promise<MemberRecord | undefined> {
    return this.db.selectFrom('team_members').selectAll().where('team_id', '=', teamId).where('email', '=', email).executeTakeFirst();
  }

  findByTokenHash(tokenHash: string): Promise<MemberRecord | undefined> {
    return this.db.selectFrom('team_members').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** The team someone has joined (or owns), if any. */
  acceptedMembership(userId: string): Promise<MemberRecord | undefined> {
    return this.db.selectFrom('team_members').selectAll().where('user_id', '=', userId).where('accepted_at', 'is not', null).executeTakeFirst();
  }

  /** Seats in use: every member but the owner, invited or joined. */
  async seatsUsed(teamId: string): Promise<number> {
    const row = await this.db
      .selectFrom('team_members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('team_id', '=', teamId)
      .where('role', '!=', 'proInvestor')
      .executeTakeFirst();
    return count(row?.n);
  }

  async insertMember(row: MemberRecord): Promise<void> {
    await this.db.insertInto('team_members').values(row).execute();
  }

  async updateMember(id: string, changes: Updateable<TeamMembersTable>): Promise<void> {
    await this.db.updateTable('team_members').set(changes).where('id', '=', id).execute();
  }

  /** Accepting: the member row points at the account, which now works in the team. */
  async accept(member: MemberRecord, userId: string, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('team_members').set({ user_id: userId, accepted_at: now, updated_at: now }).where('id', '=', member.id).execute();
      await trx.updateTable('users').set({ current_team_id: member.team_id, updated_at: now }).where('id', '=', userId).execute();
    });
  }

  /** Removing a member (or withdrawing an invitation); a member who had joined leaves the workspace. */
  async deleteMember(member: MemberRecord, now: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('team_members').where('id', '=', member.id).execute();
      if (member.user_id && member.accepted_at) {
        await trx.updateTable('users').set({ current_team_id: null, updated_at: now }).where('id', '=', member.user_id).where('current_team_id', '=', member.team_id).execute();
      }
    });
  }

  async insertEvent(event: { teamId: string; actorId: string | null; kind: string; details: Record<string, string | boolean | null>; now: string }): Promise<void> {
    await this.db
      .insertInto('team_events')
      .values({ id: newId(), team_id: event.teamId, actor_id: event.actorId, kind: event.kind, details: toJson(event.details), created_at: event.now })
      .execute();
  }

  async events(teamId: string, limit: number, offset: number): Promise<{ rows: (TeamEventRecord & { actor_username: string | null; actor_first_name: string | null; actor_last_name: string | null })[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('team_events as e')
        .leftJoin('users as u', 'u.id', 'e.actor_id')
        .selectAll('e')
        .select(['u.username as actor_username', 'u.first_name as actor_first_name', 'u.last_name as actor_last_name'])
        .where('e.team_id', '=', teamId)
        .orderBy('e.created_at', 'desc')
        .orderBy('e.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db.selectFrom('team_events').select((eb) => eb.fn.countAll<string>().as('n')).where('team_id', '=', teamId).executeTakeFirst(),
    ]);
    return { rows, total: count(total?.n) };
  }
}
