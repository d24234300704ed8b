import type BetterSqlite3 from 'better-sqlite3';

/**
 * Prepared statements of one connection, kept by their SQL and reused (preparing took about a
 * tenth of a review read). The least recently used goes once `max` are kept: query builders with
 * lists of values (`in (?, ?, …)`) make many shapes of the same query.
 */
export class StatementCache {
  readonly #statements = new Map<string, BetterSqlite3.Statement>();

  constructor(
    private readonly connection: BetterSqlite3.Database,
    private readonly max = 500,
  ) {}

  get(sql: string): BetterSqlite3.Statement {
    const cached = this.#statements.get(sql);
    if (cached) {
      // Most recently used last: a Map iterates in insertion order.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = this.connection.prepare(sql);
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.max) this.#statements.delete(this.#statements.keys().next().value!);
    return statement;
  }

  get size(): number {
    return this.#statements.size;
  }
}
