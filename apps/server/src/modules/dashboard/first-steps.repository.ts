import type { Kysely } from 'kysely';
import type { FirstStep } from '@thesis/domain';
import type { Database } from '../../db/schema';

/** What a workspace has done of the first-run checklist, read from its data (one query per step, each stopping at its first row). */
export class FirstStepsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async done(workspaceId: string): Promise<Record<FirstStep, boolean>> {
    const { db } = this;
    const any = async (query: { executeTakeFirst(): Promise<unknown> }) => (await query.executeTakeFirst()) !== undefined;
    const reviewsOf = db.selectFrom('investment_reviews as r').where('r.user_id', '=', workspaceId);
    const [process, review, score, decision, screen] = await Promise.all([
      any(db.selectFrom('processes').select('id').where('user_id', '=', workspaceId).where('is_template', '=', 0).limit(1)),
      any(reviewsOf.select('r.id').limit(1)),
      any(
        reviewsOf
          .innerJoin('investment_processes as p', 'p.review_id', 'r.id')
          .innerJoin('investment_items as i', 'i.investment_process_id', 'p.id')
          .select('i.id')
          .where((eb) => eb.or([eb('i.score', 'is not', null), eb('i.value', 'is not', null)]))
          .limit(1),
      ),
      any(reviewsOf.innerJoin('decisions as d', 'd.review_id', 'r.id').select('d.id').where('d.status', '=', 'made').limit(1)),
      any(db.selectFrom('screens').select('id').where('user_id', '=', workspaceId).limit(1)),
    ]);
    return { process, review, score, decision, screen };
  }

  /** The review of the workspace changed last: where the score and decision steps are taken. */
  async latestReview(workspaceId: string): Promise<string | null> {
    const row = await this.db.selectFrom('investment_reviews').select('id').where('user_id', '=', workspaceId).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    return row?.id ?? null;
  }

  async dismissedAt(userId: string): Promise<string | null> {
    const row = await this.db.selectFrom('users').select('first_steps_dismissed_at').where('id', '=', userId).executeTakeFirst();
    return row?.first_steps_dismissed_at ?? null;
  }

  /** Hides the list; hiding it again keeps the first time. */
  async dismiss(userId: string, now: string): Promise<void> {
    await this.db.updateTable('users').set({ first_steps_dismissed_at: now }).where('id', '=', userId).where('first_steps_dismissed_at', 'is', null).execute();
  }
}
