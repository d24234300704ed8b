import type { Kysely, Selectable } from 'kysely';
import type { Database, InvestmentItemsTable } from '../../db/schema';
import { writeTogether, type Write } from '../../db/write-together';
import { investmentItemColumns, toInvestmentItemRecord, type InvestmentItemRecord } from './investment-items.records';

/** investment_items: the scored trees of the processes attached to reviews. */
export class InvestmentItemsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<InvestmentItemRecord | undefined> {
    const row = await this.db.selectFrom('investment_items').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toInvestmentItemRecord(row) : undefined;
  }

  /** Every item of these investment processes (factors, checklists and questions), in position order. */
  async forProcesses(investmentProcessIds: readonly string[]): Promise<InvestmentItemRecord[]> {
    const records: InvestmentItemRecord[] = [];
    for (let start = 0; start < investmentProcessIds.length; start += 500) {
      const rows = await this.db
        .selectFrom('investment_items')
        .selectAll()
        .where('investment_process_id', 'in', investmentProcessIds.slice(start, start + 500))
        .orderBy('position')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      records.push(...rows.map(toInvestmentItemRecord));
    }
    return records;
  }

  /** The factors (top-level items) of one investment process. */
  async factorsOf(investmentProcessId: string): Promise<InvestmentItemRecord[]> {
    const rows = await this.db
      .selectFrom('investment_items')
      .selectAll()
      .where('investment_process_id', '=', investmentProcessId)
      .where('parent_id', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(toInvestmentItemRecord);
  }

  /** Inserts records in the order given (parents before their children). */
  async insert(records: readonly InvestmentItemRecord[]): Promise<void> {
    for (let start = 0; start < records.length; start += 200) {
      const rows = records.slice(start, start + 200).map((record) => investmentItemColumns(record) as Selectable<InvestmentItemsTable>);
      await this.db.insertInto('investment_items').values(rows).execute();
    }
    const processIds = [...new Set(records.map((record) => record.investment_process_id))];
    for (let start = 0; start < processIds.length; start += 500) await this.clearSummaries(processIds.slice(start, start + 500));
  }

  async update(id: string, changes: Partial<InvestmentItemRecord>): Promise<void> {
    await writeTogether(this.db, this.updateWrites(id, changes));
  }

  /** The writes of `update`, to store together with others (none when nothing changes). */
  updateWrites(id: string, changes: Partial<InvestmentItemRecord>): Write[] {
    const columns = investmentItemColumns(changes);
    if (Object.keys(columns).length === 0) return [];
    return [
      this.db.updateTable('investment_items').set(columns).where('id', '=', id),
      this.db
        .updateTable('investment_processes')
        .set({ summary_at: null })
        .where('id', '=', (eb) => eb.selectFrom('investment_items').select('investment_process_id').where('id', '=', id)),
    ];
  }

  /** The summaries screens keep of these investment processes are out of date (see migration 0010). */
  private async clearSummaries(investmentProcessIds: readonly string[]): Promise<void> {
    if (investmentProcessIds.length) await this.db.updateTable('investment_processes').set({ summary_at: null }).where('id', 'in', [...investmentProcessIds]).execute();
  }
}
