import type { Kysely, Selectable } from 'kysely';
import type { PermissionRule, ReviewPermissions } from '@thesis/domain';
import type { Database, ShareRecipientsTable, SharesTable } from '../../db/schema';
import { count, fromJson } from '../../db/values';
import { newId } from '../../lib/crypto';
import { groupBy } from '../../lib/group-by';

export type ShareRow = Selectable<SharesTable>;
export type RecipientRow = Selectable<ShareRecipientsTable>;

/** Who is asking: a share reaches them by their account (attached) or by their address (named). */
export interface Reader {
  id: string;
  email: string;
  /** The reader's workspace key: reviews of their own workspace are not "shared with" them. */
  ownerId: string;
}

/** A review shared with a reader, its permissions merged over every active share reaching them. */
export interface ReceivedReview {
  review_id: string;
  permissions: ReviewPermissions;
  shared_at: string;
  expires_at: string;
}

export interface ReceivedFilter {
  investmentId?: string | undefined;
  orderBy: 'updated_at' | 'created_at' | 'shared_at';
  direction: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const NONE: ReviewPermissions = { models: false, notes: false, decisions: false };

export function rulesOf(row: Pick<ShareRow, 'permission_rules'>): ReviewPermissions {
  const parsed = fromJson<Partial<Record<PermissionRule, unknown>>>(row.permission_rules, {});
  return { models: parsed.models === true, notes: parsed.notes === true, decisions: parsed.decisions === true };
}

function merge(a: ReviewPermissions, b: ReviewPermissions): ReviewPermissions {
  return { models: a.models || b.models, notes: a.notes || b.notes, decisions: a.decisions || b.decisions };
}

/** shares and share_recipients: the only Kysely queries of sharing. */
export class SharingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(share: ShareRow, emails: readonly string[]): Promise<RecipientRow[]> {
    const recipients: RecipientRow[] = emails.map((email) => ({ id: newId(), share_id: share.id, email, user_id: null, attached_at: null, created_at: share.created_at }));
    const write = async (trx: Kysely<Database>) => {
      await trx.insertInto('shares').values(share).execute();
      if (recipients.length > 0) await trx.insertInto('share_recipients').values(recipients).execute();
    };
    // Inside the caller's transaction (a share that creates its review) or in one of its own.
    if (this.db.isTransaction) await write(this.db);
    else await this.db.transaction().execute(write);
    return recipients;
  }

  findById(id: string): Promise<ShareRow | undefined> {
    return this.db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirst();
  }

  forReview(reviewId: string): Promise<ShareRow[]> {
    return this.db.selectFrom('shares').selectAll().where('entity_id', '=', reviewId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  async recipientsOf(shareIds: readonly string[]): Promise<Map<string, (RecipientRow & { username: string | null })[]>> {
    if (shareIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('share_recipients as r')
      // Only the account that opened the link: naming the account behind an address before that
      // would tell the owner which addresses have accounts.
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .selectAll('r')
      .select('u.username')
      .where('r.share_id', 'in', [...shareIds])
      .orderBy('r.created_at')
      .orderBy('r.email')
      .execute();
    return groupBy(rows, (row) => row.share_id);
  }

  findRecipient(shareId: string, email: string): Promise<RecipientRow | undefined> {
    return this.db.selectFrom('share_recipients').selectAll().where('share_id', '=', shareId).where('email', '=', email).executeTakeFirst();
  }

  /** Records that the reader opened the link: their account on their address's row (added for a public link). */
  async attach(shareId: string, reader: Reader, now: string): Promise<void> {
    const existing = await this.findRecipient(shareId, reader.email);
    if (existing) {
      if (existing.user_id !== reader.id || !existing.attached_at) {
        await this.db.updateTable('share_recipients').set({ user_id: reader.id, attached_at: existing.attached_at ?? now }).where('id', '=', existing.id).execute();
      }
      return;
    }
    await this.db
      .insertInto('share_recipients')
      .values({ id: newId(), share_id: shareId, email: reader.email, user_id: reader.id, attached_at: now, created_at: now })
      .onConflict((oc) => oc.columns(['share_id', 'email']).doNothing())
      .execute();
  }

  async revoke(id: string, now: string): Promise<void> {
    await this.db.updateTable('shares').set({ revoked_at: now, updated_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
  }

  /** Active shares of these reviews reaching the reader: review id → merged permissions. */
  async grantsFor(reader: Reader, reviewIds: readonly string[], now: string): Promise<Map<string, ReviewPermissions>> {
    const out = new Map<string, ReviewPermissions>();
    const unique = [...new Set(reviewIds)];
    if (unique.length === 0) return out;
    const rows = await this.activeFor(reader, now).select(['s.entity_id', 's.permission_rules']).where('s.entity_id', 'in', unique).execute();
    for (const row of rows) out.set(row.entity_id, merge(out.get(row.entity_id) ?? NONE, rulesOf(row)));
    return out;
  }

  /** Reviews of others shared with the reader by an active share granting `rule` (one batch query). */
  async reviewIdsGranting(reader: Reader, rule: PermissionRule, now: string, investmentId?: string): Promise<string[]> {
    let query = this.activeFor(reader, now)
      .innerJoin('investment_reviews as v', 'v.id', 's.entity_id')
      .where('v.user_id', '!=', reader.ownerId)
      .select(['s.entity_id', 's.permission_rules']);
    if (investmentId) query = query.where('v.investment_id', '=', investmentId);
    const rows = await query.execute();
    return [...new Set(rows.filter((row) => rulesOf(row)[rule]).map((row) => row.entity_id))];
  }

  /** Reviews shared with the reader (not their own), a page of them, with the total. */
  async received(reader: Reader, filter: ReceivedFilter, now: string): Promise<{ rows: ReceivedReview[]; total: number }> {
    let base = this.activeFor(reader, now).innerJoin('investment_reviews as v', 'v.id', 's.entity_id').where('v.user_id', '!=', reader.ownerId);
    if (filter.investmentId) base = base.where('v.investment_id', '=', filter.investmentId);
    const order = filter.orderBy === 'shared_at' ? 'shared_at' : (`v.${filter.orderBy}` as const);
    const [page, total] = await Promise.all([
      base
        .select(['v.id', 'v.updated_at', 'v.created_at'])
        .select((eb) => eb.fn.max('s.created_at').as('shared_at'))
        .groupBy(['v.id', 'v.updated_at', 'v.created_at'])
        .orderBy(order, filter.direction)
        .orderBy('v.id', filter.direction)
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      base.select((eb) => eb.fn.count<string | number>('s.entity_id').distinct().as('n')).executeTakeFirstOrThrow(),
    ]);
    const reviewIds = page.map((row) => row.id);
    const details = reviewIds.length === 0 ? [] : await this.activeFor(reader, now).select(['s.entity_id', 's.permission_rules', 's.created_at', 's.expires_at']).where('s.entity_id', 'in', reviewIds).execute();
    const byReview = new Map<string, ReceivedReview>();
    for (const row of details) {
      const seen = byReview.get(row.entity_id);
      byReview.set(row.entity_id, {
        review_id: row.entity_id,
        permissions: merge(seen?.permissions ?? NONE, rulesOf(row)),
        shared_at: seen && seen.shared_at > row.created_at ? seen.shared_at : row.created_at,
        expires_at: seen && seen.expires_at > row.expires_at ? seen.expires_at : row.expires_at,
      });
    }
    return { rows: reviewIds.flatMap((id) => byReview.get(id) ?? []), total: count(total.n) };
  }

  /** Which of these addresses belong to an account. */
  async accountEmails(emails: readonly string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.db.selectFrom('users').select('email').where('email', 'in', [...emails]).execute();
    return new Set(rows.map((row) => row.email));
  }

  /** Shares in force (not revoked, not expired) naming the reader's address or attached to their account. */
  private activeFor(reader: Reader, now: string) {
    return this.db
      .selectFrom('shares as s')
      .innerJoin('share_recipients as r', 'r.share_id', 's.id')
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where((eb) => eb.or([eb('r.user_id', '=', reader.id), eb('r.email', '=', reader.email)]));
  }
}
