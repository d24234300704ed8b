import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Counts committed row changes in every table, with triggers that bump one counter row in the
 * same transaction (so a rolled-back change counts nothing). Comparing the counter before and after
 * a request tells whether it changed the database: cheaper than a full snapshot per request.
 * Test instrumentation: installed only into a fuzzing test database.
 */
export class ChangeCounter {
  private constructor(private readonly db: Kysely<unknown>) {}

  /** `ignored`: tables that legitimately change on a refused request (see the fuzz test). */
  static async install({ db: typed, dialect }: Db, ignored: readonly string[]): Promise<ChangeCounter> {
    const db = typed as unknown as Kysely<unknown>;
    await sql`create table fuzz_changes (n bigint not null)`.execute(db);
    await sql`insert into fuzz_changes (n) values (0)`.execute(db);
    const tables = dialect === 'sqlite'
      ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)).rows.map((row) => row.name)
      : (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db)).rows.map((row) => row.name);
    const watched = tables.filter((table) => table !== 'fuzz_changes' && !ignored.includes(table) && !table.startsWith('kysely_'));
    if (dialect === 'postgres') {
      await sql`create function fuzz_count() returns trigger language plpgsql as $$ begin update fuzz_changes set n = n + 1; return null; end $$`.execute(db);
    }
    for (const table of watched) {
      for (const event of ['insert', 'update', 'delete']) {
        const name = sql.id(`fuzz_${table}_${event}`);
        await (dialect === 'sqlite'
          ? sql`create trigger ${name} after ${sql.raw(event)} on ${sql.id(table)} begin update fuzz_changes set n = n + 1; end`
          : sql`create trigger ${name} after ${sql.raw(event)} on ${sql.id(table)} for each row execute function fuzz_count()`
        ).execute(db);
      }
    }
    return new ChangeCounter(db);
  }

  async value(): Promise<number> {
    const { rows } = await sql<{ n: number | string }>`select n from fuzz_changes`.execute(this.db);
    return Number(rows[0]?.n ?? 0);
  }
}
