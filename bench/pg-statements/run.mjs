// Statement times on PostgreSQL (`npm run bench -- pg-statements`): the HTTP benchmarks' data, then
// 200 requests one after the other for each route of the mixed load, with every statement the
// server sends timed in the server (bench/support/statement-timer.mjs, from the driver's call to
// its answer). Prints the mean time of each route and the statements that took the most time in
// all. Sequential requests show what each statement costs the database without queueing.
//
//   TEST_DATABASE_URL=postgres://… npm run bench -- pg-statements
//   BENCH_TOP=40 …       list the 40 statements that took the most time (15)
//   BENCH_ANALYZE=0 …    the tables as seeded, never analysed (autovacuum off or not there yet)
//   BENCH_ROOT=/path/to/other/checkout …   another (built) version
import { printStatementTimes } from '../support/statement-times.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('bench/pg-statements needs TEST_DATABASE_URL (a PostgreSQL database); skipped.');
  process.exit(0);
}
await printStatementTimes({ dialect: 'postgres', analyze: process.env.BENCH_ANALYZE !== '0' });
