import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/values';
import { newId } from '../../lib/crypto';

export type TrialNoticeKind = 'ending_soon' | 'ended';

export interface TrialUser {
  id: string;
  email: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
  trial_ends_at: string | null;
}

export interface PendingMail extends TrialUser {
  notice_id: string;
  kind: string;
}

const userColumns = ['users.id', 'users.email', 'users.username', 'users.first_name', 'users.last_name', 'users.role', 'users.trial_ends_at'] as const;

/** Queries of the trial job: whose trial ends soon or has ended, and the notices claimed for them. */
export class TrialNoticesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Trials ending after `from` and before `until` without a claimed `kind` notice (suspended users left out). */
  trialsWithout(kind: TrialNoticeKind, until: string, from: string | null = null): Promise<TrialUser[]> {
    let query = this.db
      .selectFrom('users')
      .select(userColumns)
      .where('users.trial_ends_at', 'is not', null)
      .where('users.trial_ends_at', kind === 'ended' ? '<=' : '<', until)
      .where('users.suspended_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('trial_notices').select('trial_notices.id').whereRef('trial_notices.user_id', '=', 'users.id').where('trial_notices.kind', '=', kind))),
      );
    if (from !== null) query = query.where('users.trial_ends_at', '>', from);
    return query.orderBy('users.trial_ends_at').limit(1000).execute();
  }

  /**
   * Claims a notice: true for the one caller that inserted it (the unique index refuses the rest).
   * `quiet` records it as done: no e-mail and nothing to show (the user keeps a plan anyway).
   */
  async claim(userId: string, kind: TrialNoticeKind, now: string, quiet = false): Promise<boolean> {
    try {
      const done = quiet ? now : null;
      await this.db.insertInto('trial_notices').values({ id: newId(), user_id: userId, kind, created_at: now, mailed_at: done, seen_at: done }).execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  /** Notices claimed since `since` whose e-mail has not gone out yet. */
  unmailed(since: string): Promise<PendingMail[]> {
    return this.db
      .selectFrom('trial_notices')
      .innerJoin('users', 'users.id', 'trial_notices.user_id')
      .select([...userColumns, 'trial_notices.id as notice_id', 'trial_notices.kind'])
      .where('trial_notices.mailed_at', 'is', null)
      .where('trial_notices.created_at', '>=', since)
      .orderBy('trial_notices.created_at')
      .limit(1000)
      .execute();
  }

  async markMailed(noticeId: string, now: string): Promise<void> {
    await this.db.updateTable('trial_notices').set({ mailed_at: now }).where('id', '=', noticeId).execute();
  }
}
