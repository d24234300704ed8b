import type BetterSqlite3 from 'better-sqlite3';
import type { QueryResult } from 'kysely';

type RowOf = (values: readonly unknown[]) => Record<string, unknown>;

/**
 * Builds a statement's row objects from its raw rows with one object literal of its columns.
 * better-sqlite3 sets each column on a fresh object by name, which took twice as long for the 30
 * rows of 25 columns a review page reads (198 µs against 90 µs, `bench/statements` row timing).
 * Column names are quoted with JSON.stringify; a statement with a `__proto__` column keeps
 * better-sqlite3's own rows (a literal would set the prototype instead).
 */
function rowBuilder(names: readonly string[]): RowOf | null {
  if (names.includes('__proto__')) return null;
  const fields = names.map((name, index) => `${JSON.stringify(name)}: values[${index}]`).join(', ');
  // Later columns of the same name win, as in better-sqlite3's own rows.
  return new Function('values', `return { ${fields} };`) as RowOf;
}

/** A prepared statement and how to run it. */
export class Prepared {
  #rowOf: RowOf | null = null;
  #width = 0;

  constructor(readonly statement: BetterSqlite3.Statement) {
    if (statement.reader) this.#learnColumns();
  }

  /** Its rows for a statement that answers rows (select, returning), otherwise what it changed. */
  run(parameters: readonly unknown[]): QueryResult<unknown> {
    const { statement } = this;
    if (this.#rowOf) {
      const values = statement.all(parameters as unknown[]) as unknown[][];
      // SQLite prepares a statement again after a schema change (another process migrating): a
      // `select *` may then answer other columns.
      if (values.length > 0 && values[0]!.length !== this.#width) {
        this.#learnColumns();
        if (!this.#rowOf) return { rows: statement.all(parameters as unknown[]) };
      }
      return { rows: values.map(this.#rowOf) };
    }
    if (statement.reader) return { rows: statement.all(parameters as unknown[]) };
    const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  #learnColumns(): void {
    const names = this.statement.columns().map((column) => column.name);
    this.#rowOf = rowBuilder(names);
    this.#width = names.length;
    this.statement.raw(this.#rowOf !== null);
  }
}

/**
 * Prepared statements of one connection, kept by their SQL and reused (preparing took about a
 * tenth of a review read). The least recently used goes once `max` are kept: query builders with
 * lists of values (`in (?, ?, …)`) make many shapes of the same query.
 */
export class StatementCache {
  readonly #statements = new Map<string, Prepared>();

  constructor(
    private readonly connection: BetterSqlite3.Database,
    private readonly max = 500,
  ) {}

  get(sql: string): Prepared {
    const cached = this.#statements.get(sql);
    if (cached) {
      // Most recently used last: a Map iterates in insertion order.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const prepared = new Prepared(this.connection.prepare(sql));
    this.#statements.set(sql, prepared);
    if (this.#statements.size > this.max) this.#statements.delete(this.#statements.keys().next().value!);
    return prepared;
  }

  /** Forgets every statement (after a schema change: a kept `select *` would keep its old columns). */
  clear(): void {
    this.#statements.clear();
  }

  get size(): number {
    return this.#statements.size;
  }
}
