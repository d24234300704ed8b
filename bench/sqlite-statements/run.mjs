// Statement times on SQLite (`npm run bench -- sqlite-statements`): as bench/pg-statements, on the
// embedded database. Each statement is timed in the server around better-sqlite3's run of it (the
// database's work and the rows it builds, nothing of Kysely's), so the table shows how much of a
// request's time is SQL, and which statements to look at first.
//
//   npm run bench -- sqlite-statements
//   BENCH_TOP=40 …       list the 40 statements that took the most time (15)
//   BENCH_ROOT=/path/to/other/checkout …   another (built) version
import { printStatementTimes } from '../support/statement-times.mjs';

await printStatementTimes({ dialect: 'sqlite' });
