import type SQLite from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * SQLite rolls a transaction back by itself when a write fails with SQLITE_FULL (a full disk) or
 * an I/O error; Kysely's ROLLBACK then fails with "cannot rollback - no transaction is active",
 * and that error would replace the real one (a 507 would become a 500). This driver only rolls
 * back a transaction that is still open.
 */
class RollbackOnceDriver extends SqliteDriver {
  constructor(private readonly database: SQLite.Database) {
    super({ database });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.database.inTransaction) await super.rollbackTransaction(connection);
  }
}

/** Kysely's SQLite dialect over one better-sqlite3 connection, with the rollback fix above. */
export class ThesisSqliteDialect extends SqliteDialect {
  constructor(private readonly database: SQLite.Database) {
    super({ database });
  }

  override createDriver(): Driver {
    return new RollbackOnceDriver(this.database);
  }
}
