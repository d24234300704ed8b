import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * investment_reviews.parts_version: counted up by the database itself whenever a row of the review's
 * investment processes or of their items is inserted, changed or deleted — by any writer (the item
 * and process routes, the AI fill job, a foreign key's `set null` when a file, a user or a process
 * factor is deleted, an operator's SQL). The review page reads it with the review, and each server
 * instance keeps the review's processes and items it has read for it (review-parts-cache.ts).
 *
 * On PostgreSQL the triggers are deferred to the commit: the review's row is locked last, after every
 * row the transaction writes, as the writers' own `updated_at` update already does (a count made
 * at each statement would lock it before the transaction's next item and could deadlock with a score
 * saved at the same time). SQLite has one writer at a time, so its triggers count at each row.
 */
const PG_FUNCTIONS = [
  sql`create function investment_processes_parts_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update investment_reviews set parts_version = parts_version + 1 where id = old.review_id;
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.review_id is distinct from old.review_id) then
    update investment_reviews set parts_version = parts_version + 1 where id = new.review_id;
  end if;
  return null;
end $$`,
  sql`create function investment_items_parts_changed() returns trigger language plpgsql as $$
begin
  if tg_op <> 'INSERT' then
    update investment_reviews set parts_version = parts_version + 1
      where id = (select review_id from investment_processes where id = old.investment_process_id);
  end if;
  if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.investment_process_id is distinct from old.investment_process_id) then
    update investment_reviews set parts_version = parts_version + 1
      where id = (select review_id from investment_processes where id = new.investment_process_id);
  end if;
  return null;
end $$`,
  sql`create constraint trigger investment_processes_parts_changed after insert or update or delete on investment_processes
    deferrable initially deferred for each row execute function investment_processes_parts_changed()`,
  sql`create constraint trigger investment_items_parts_changed after insert or update or delete on investment_items
    deferrable initially deferred for each row execute function investment_items_parts_changed()`,
];

const count = (where: string) => `update investment_reviews set parts_version = parts_version + 1 where id in (${where})`;
const ofProcesses = (ids: string) => `select review_id from investment_processes where id in (${ids})`;
const SQLITE_TRIGGERS = [
  `create trigger investment_processes_parts_inserted after insert on investment_processes begin ${count('new.review_id')}; end`,
  `create trigger investment_processes_parts_updated after update on investment_processes begin ${count('old.review_id, new.review_id')}; end`,
  `create trigger investment_processes_parts_deleted after delete on investment_processes begin ${count('old.review_id')}; end`,
  `create trigger investment_items_parts_inserted after insert on investment_items begin ${count(ofProcesses('new.investment_process_id'))}; end`,
  `create trigger investment_items_parts_updated after update on investment_items begin ${count(ofProcesses('old.investment_process_id, new.investment_process_id'))}; end`,
  `create trigger investment_items_parts_deleted after delete on investment_items begin ${count(ofProcesses('old.investment_process_id'))}; end`,
];

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('investment_reviews').addColumn('parts_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  if (isPostgres(db)) {
    for (const statement of PG_FUNCTIONS) await statement.execute(db);
  } else {
    for (const statement of SQLITE_TRIGGERS) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger investment_items_parts_changed on investment_items`.execute(db);
    await sql`drop trigger investment_processes_parts_changed on investment_processes`.execute(db);
    await sql`drop function investment_items_parts_changed()`.execute(db);
    await sql`drop function investment_processes_parts_changed()`.execute(db);
  } else {
    for (const name of ['processes_parts_inserted', 'processes_parts_updated', 'processes_parts_deleted', 'items_parts_inserted', 'items_parts_updated', 'items_parts_deleted']) {
      await sql.raw(`drop trigger investment_${name}`).execute(db);
    }
  }
  await db.schema.alterTable('investment_reviews').dropColumn('parts_version').execute();
}
