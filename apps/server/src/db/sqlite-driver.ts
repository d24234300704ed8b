import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { FifoLock } from './fifo-lock';
import { StatementCache } from './statement-cache';

type Sqlite = BetterSqlite3.Database;

export interface SqliteConnections {
  /** The one connection that writes (and reads inside transactions). */
  writer: Sqlite;
  /**
   * A second connection on the same file (WAL) for reads outside transactions, or null (an
   * in-memory database has only one connection).
   */
  reader: Sqlite | null;
}

const READ_SQL = /^\s*(select|with|values)\b/i;
const SCHEMA_SQL = /^\s*(create|alter|drop)\b/i;

/**
 * One borrower of the database. Reads go to the read connection without waiting; the first write,
 * or the start of a transaction, takes the writer (first come, first served) until the borrower
 * gives it back, so a transaction's statements all run on the writer and see their own writes.
 * better-sqlite3 is synchronous: a committed write is visible to the reader's next statement.
 */
class Borrower implements DatabaseConnection {
  #holdsWriter = false;

  constructor(private readonly driver: ThesisSqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { readCache, writeCache } = this.driver;
    if (!this.#holdsWriter && readCache && (SelectQueryNode.is(query.query) || READ_SQL.test(query.sql))) {
      const prepared = readCache.get(query.sql);
      if (prepared.statement.readonly) return prepared.run(query.parameters) as QueryResult<R>;
    }
    await this.takeWriter();
    const result = writeCache.get(query.sql).run(query.parameters) as QueryResult<R>;
    if (SCHEMA_SQL.test(query.sql)) this.driver.forgetStatements();
    return result;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    await this.takeWriter();
    // A statement being iterated is busy: stream from a statement of its own.
    for (const row of this.driver.connections.writer.prepare(query.sql).iterate(query.parameters as unknown[])) yield { rows: [row as R] };
  }

  async takeWriter(): Promise<void> {
    if (this.#holdsWriter) return;
    await this.driver.lock.acquire();
    this.#holdsWriter = true;
  }

  giveBack(): void {
    if (!this.#holdsWriter) return;
    this.#holdsWriter = false;
    this.driver.lock.release();
  }
}

/**
 * Kysely's SQLite driver, with what a server under load needs: prepared statements kept and
 * reused, a fair queue for the writer (Kysely's own lock wakes every waiter on each release) and
 * reads that never wait behind a transaction in progress.
 */
export class ThesisSqliteDriver implements Driver {
  readonly lock = new FifoLock();
  readonly writeCache: StatementCache;
  readonly readCache: StatementCache | null;

  constructor(readonly connections: SqliteConnections) {
    this.writeCache = new StatementCache(connections.writer);
    this.readCache = connections.reader ? new StatementCache(connections.reader) : null;
  }

  async init(): Promise<void> {}

  /** Drops the kept statements of both connections (after a schema change). */
  forgetStatements(): void {
    this.writeCache.clear();
    this.readCache?.clear();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Borrower(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Borrower).takeWriter();
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  /**
   * SQLite rolls a transaction back by itself when a write fails with SQLITE_FULL (a full disk) or
   * an I/O error; a ROLLBACK then fails with "no transaction is active" and would replace the real
   * error (a 507 would become a 500): only roll back a transaction that is still open.
   */
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.connections.writer.inTransaction) await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as Borrower).giveBack();
  }

  async destroy(): Promise<void> {
    this.connections.reader?.close();
    this.connections.writer.close();
  }
}

/** Kysely's SQLite dialect on the driver above. */
export class ThesisSqliteDialect implements Dialect {
  constructor(private readonly connections: SqliteConnections) {}

  createDriver(): Driver {
    return new ThesisSqliteDriver(this.connections);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
