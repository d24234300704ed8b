// Preloaded into a benchmarked server (node --import) by bench/pg-statements: times every
// statement the pg driver sends, from the call to its answer, while switched on by SIGUSR2 (the
// benchmark switches it on after seeding and off at the end), and writes the totals per SQL text
// to the file named by BENCH_PG_TIMES when the server exits.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The pg of the server being measured (its checkout's node_modules), as its main script loads it.
const pg = createRequire(process.argv[1])('pg');
const totals = new Map();
let timing = false;
process.on('SIGUSR2', () => {
  timing = !timing;
});
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function timedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const started = process.hrtime.bigint();
  const result = query.call(this, config, values, callback);
  if (timing && text && typeof result?.then === 'function') {
    result.then(() => {
      const entry = totals.get(text) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += Number(process.hrtime.bigint() - started) / 1e6;
      totals.set(text, entry);
    }, () => {});
  }
  return result;
};
process.on('exit', () => {
  if (!process.env.BENCH_PG_TIMES) return;
  const rows = [...totals].map(([sql, entry]) => ({ sql, ...entry })).sort((a, b) => b.ms - a.ms);
  writeFileSync(process.env.BENCH_PG_TIMES, JSON.stringify(rows));
});
