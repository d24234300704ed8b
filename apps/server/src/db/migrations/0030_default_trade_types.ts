import { DEFAULT_TRADE_TYPES } from '@thesis/domain';
import { type Kysely, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';

/**
 * Every library starts with the default decision types. Accounts made before them that have no
 * decision type of their own get them now (a library with any type is left as its owner made it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: string }>`select id from users u where not exists (select 1 from trade_types t where t.user_id = u.id)`.execute(db);
  const now = new Date().toISOString();
  for (const user of rows.rows) {
    for (const type of DEFAULT_TRADE_TYPES) {
      const { min, max, ...rest } = type;
      await sql`insert into trade_types (id, user_id, name, description, timeframe, excellent, v_good, good, average, below_ave, poor, v_poor, min_value, max_value, created_at, updated_at)
        values (${uuidv7()}, ${user.id}, ${rest.name}, ${rest.description}, ${rest.timeframe}, ${rest.excellent}, ${rest.v_good}, ${rest.good}, ${rest.average}, ${rest.below_ave}, ${rest.poor}, ${rest.v_poor}, ${min}, ${max}, ${now}, ${now})`.execute(db);
    }
  }
}

/** The defaults are ordinary types once added: going back leaves them. */
export async function down(): Promise<void> {}
