import { CompiledQuery, PostgresAdapter, type Compilable, type Kysely } from 'kysely';
import type { Database } from './schema';

/** Bulk writes (thousands of rows) go one by one in a transaction instead: PostgreSQL takes at most 65,535 parameters a statement. */
const ONE_STATEMENT_PARAMETERS = 2_000;

/** An insert, update or delete whose result nobody reads (no `returning`). */
export type Write = Compilable;

/**
 * Stores writes that belong together (a change, its activity events, the review's updated_at): all or
 * none.
 * - PostgreSQL: as one statement, every write but the last a data-modifying WITH of the last. That is
 *   one round trip instead of begin, each write and commit: under the mixed load, sending statements
 *   was the largest single cost of the server (docs/benchmarks.md).
 * - SQLite (in-process, no round trips): in one transaction, or in the caller's.
 *
 * On PostgreSQL the writes run on one snapshot, so none may depend on another's change, and no two may
 * change the same row.
 */
export async function writeTogether(db: Kysely<Database>, writes: readonly Write[]): Promise<void> {
  const compiled = writes.map((write) => write.compile());
  if (compiled.length === 0) return;
  if (compiled.length === 1) {
    await db.executeQuery(compiled[0]!);
    return;
  }
  const parameters = compiled.reduce((sum, query) => sum + query.parameters.length, 0);
  if (db.getExecutor().adapter instanceof PostgresAdapter && parameters <= ONE_STATEMENT_PARAMETERS) {
    await db.executeQuery(oneStatement(compiled));
    return;
  }
  const run = async (trx: Kysely<Database>) => {
    for (const query of compiled) await trx.executeQuery(query);
  };
  await (db.isTransaction ? run(db) : db.transaction().execute(run));
}

/** `with "w0" as (first), "w1" as (second) last`, each write's $n placeholders numbered after the previous ones'. */
export function oneStatement(queries: readonly CompiledQuery[]): CompiledQuery {
  const parameters: unknown[] = [];
  const parts = queries.map((query) => {
    const text = shiftPlaceholders(query.sql, parameters.length);
    parameters.push(...query.parameters);
    return text;
  });
  const last = parts.pop()!;
  return CompiledQuery.raw(`with ${parts.map((part, index) => `"w${index}" as (${part})`).join(', ')} ${last}`, parameters);
}

/** Adds `offset` to each $n placeholder outside quoted strings and identifiers. */
export function shiftPlaceholders(sql: string, offset: number): string {
  if (offset === 0) return sql;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) => (n === undefined ? match : `$${Number(n) + offset}`));
}
