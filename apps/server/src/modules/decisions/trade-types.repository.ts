import type { Kysely, Selectable } from 'kysely';
import { TRADE_TYPE_TABLE_KEYS, type ThresholdTable, type Timeframe, type TradeTypeTableKey } from '@thesis/domain';
import type { Database, TradeTypesTable } from '../../db/schema';

export type TradeTypeRow = Selectable<TradeTypesTable>;

/** A trade type with its table under the domain's names (min/max, not min_value/max_value). */
export interface TradeTypeRecord extends ThresholdTable {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  timeframe: Timeframe;
  created_at: string;
  updated_at: string;
}

export type TradeTypeChanges = Partial<Pick<TradeTypeRecord, 'name' | 'description' | 'timeframe' | TradeTypeTableKey>>;

const column = (key: TradeTypeTableKey): keyof TradeTypesTable => (key === 'min' ? 'min_value' : key === 'max' ? 'max_value' : key);

function toRecord(row: TradeTypeRow): TradeTypeRecord {
  const table = Object.fromEntries(TRADE_TYPE_TABLE_KEYS.map((key) => [key, Number(row[column(key)])])) as unknown as ThresholdTable;
  return { id: row.id, user_id: row.user_id, name: row.name, description: row.description, timeframe: row.timeframe as Timeframe, created_at: row.created_at, updated_at: row.updated_at, ...table };
}

function toColumns(changes: TradeTypeChanges): Partial<TradeTypesTable> {
  const out: Partial<Record<keyof TradeTypesTable, unknown>> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    out[(TRADE_TYPE_TABLE_KEYS as readonly string[]).includes(key) ? column(key as TradeTypeTableKey) : (key as keyof TradeTypesTable)] = value;
  }
  return out as Partial<TradeTypesTable>;
}

/** trade_types: each user's decision types. */
export class TradeTypesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<TradeTypeRecord | undefined> {
    const row = await this.db.selectFrom('trade_types').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  }

  async findByIds(ids: readonly string[]): Promise<Map<string, TradeTypeRecord>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.db.selectFrom('trade_types').selectAll().where('id', 'in', unique).execute();
    return new Map(rows.map((row) => [row.id, toRecord(row)]));
  }

  /** The user's types by name (case-insensitive). */
  async forUser(userId: string): Promise<TradeTypeRecord[]> {
    const rows = await this.db.selectFrom('trade_types').selectAll().where('user_id', '=', userId).execute();
    return rows.map(toRecord).sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
  }

  async insert(record: TradeTypeRecord): Promise<void> {
    const { min, max, ...rest } = record;
    await this.db.insertInto('trade_types').values({ ...rest, min_value: min, max_value: max }).execute();
  }

  async update(id: string, changes: TradeTypeChanges, now: string): Promise<void> {
    await this.db.updateTable('trade_types').set({ ...toColumns(changes), updated_at: now }).where('id', '=', id).execute();
  }
}
