import type { Kysely, Selectable } from 'kysely';
import type { AiFill, AiSuggestion, Relevance, ScaleValue, SuggestionConfidence } from '@thesis/domain';
import type { AiFillsTable, AiSuggestionsTable, Database } from '../../db/schema';
import { fromJson, toJson } from '../../db/values';

export type AiFillRecord = Omit<Selectable<AiFillsTable>, 'skipped' | 'status'> & { status: AiFill['status']; skipped: AiFill['skipped'] };
export type AiSuggestionRecord = AiSuggestion;

function toFill(row: Selectable<AiFillsTable>): AiFillRecord {
  return { ...row, status: row.status as AiFill['status'], skipped: fromJson<AiFill['skipped']>(row.skipped, []) };
}

function toSuggestion(row: Selectable<AiSuggestionsTable>): AiSuggestionRecord {
  return {
    id: row.id,
    investment_process_id: row.investment_process_id,
    investment_item_id: row.investment_item_id,
    score: row.score as ScaleValue | null,
    value: row.value === null ? null : Number(row.value),
    relevance: row.relevance as Relevance | null,
    comment: row.comment,
    rationale: row.rationale,
    evidence: fromJson<string[]>(row.evidence, []),
    source: row.source,
    confidence: row.confidence as SuggestionConfidence,
    created_at: row.created_at,
  };
}

/** ai_fills and ai_suggestions, and the AI status of investment processes. */
export class AiFillRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Marks the process pending unless a fill is already pending (one atomic UPDATE, so two requests
   * — on two instances too — never both start one). True when this call marked it.
   */
  async markPending(investmentProcessId: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('investment_processes')
      .set({ ai_status: 'pending', updated_at: now })
      .where('id', '=', investmentProcessId)
      .where((eb) => eb.or([eb('ai_status', 'is', null), eb('ai_status', '!=', 'pending')]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setProcessStatus(investmentProcessId: string, status: 'failed' | 'finished', now: string): Promise<void> {
    await this.db.updateTable('investment_processes').set({ ai_status: status, ai_processed_at: now }).where('id', '=', investmentProcessId).execute();
  }

  async insertFill(fill: AiFillRecord): Promise<void> {
    await this.db.insertInto('ai_fills').values({ ...fill, skipped: toJson(fill.skipped) }).execute();
  }

  /** Takes back a fill that was never queued: its row goes and the process gets its former status back. */
  async withdrawFill(id: string, investmentProcessId: string, former: { ai_status: string | null; updated_at: string }): Promise<void> {
    await this.db.deleteFrom('ai_fills').where('id', '=', id).where('status', '=', 'pending').execute();
    await this.db.updateTable('investment_processes').set(former).where('id', '=', investmentProcessId).where('ai_status', '=', 'pending').execute();
  }

  async findFill(id: string): Promise<AiFillRecord | undefined> {
    const row = await this.db.selectFrom('ai_fills').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toFill(row) : undefined;
  }

  /** How many fills a user asked for since a moment (the daily cap counts them). */
  async countRequestedSince(userId: string, since: string): Promise<number> {
    const row = await this.db.selectFrom('ai_fills').select((eb) => eb.fn.countAll<string | number>().as('n')).where('requested_by', '=', userId).where('created_at', '>=', since).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** The latest fill of each of these processes. */
  async latestFills(investmentProcessIds: readonly string[]): Promise<Map<string, AiFillRecord>> {
    const latest = new Map<string, AiFillRecord>();
    if (investmentProcessIds.length === 0) return latest;
    const rows = await this.db.selectFrom('ai_fills').selectAll().where('investment_process_id', 'in', [...investmentProcessIds]).orderBy('created_at').orderBy('id').execute();
    for (const row of rows) latest.set(row.investment_process_id, toFill(row));
    return latest;
  }

  /** Ends a pending fill; false when it was not pending any more (finished or failed elsewhere). */
  async finishFill(id: string, outcome: { status: 'finished' | 'failed'; message: string | null; skipped?: AiFill['skipped']; tokens?: number | null; suggested?: number }, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('ai_fills')
      .set({ status: outcome.status, message: outcome.message, finished_at: now, ...(outcome.skipped ? { skipped: toJson(outcome.skipped) } : {}), ...(outcome.tokens ? { tokens: outcome.tokens } : {}), ...(outcome.suggested !== undefined ? { suggested: outcome.suggested } : {}) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The open suggestions of these processes, in the order they were made (tree order). */
  async suggestionsOf(investmentProcessIds: readonly string[]): Promise<AiSuggestionRecord[]> {
    if (investmentProcessIds.length === 0) return [];
    const rows = await this.db.selectFrom('ai_suggestions').selectAll().where('investment_process_id', 'in', [...investmentProcessIds]).orderBy('created_at').orderBy('id').execute();
    return rows.map(toSuggestion);
  }

  async findSuggestion(id: string): Promise<AiSuggestionRecord | undefined> {
    const row = await this.db.selectFrom('ai_suggestions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toSuggestion(row) : undefined;
  }

  /** Replaces the open suggestions of a process with a fill's. */
  async replaceSuggestions(investmentProcessId: string, fillId: string, suggestions: readonly AiSuggestionRecord[]): Promise<void> {
    await this.db.deleteFrom('ai_suggestions').where('investment_process_id', '=', investmentProcessId).execute();
    for (let start = 0; start < suggestions.length; start += 200) {
      const rows = suggestions.slice(start, start + 200).map((suggestion) => ({ ...suggestion, fill_id: fillId, evidence: toJson(suggestion.evidence) }));
      await this.db.insertInto('ai_suggestions').values(rows).execute();
    }
  }

  async deleteSuggestions(ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db.deleteFrom('ai_suggestions').where('id', 'in', [...ids]).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
