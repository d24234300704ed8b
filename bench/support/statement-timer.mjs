// Preloaded into a benchmarked server (node --import) by bench/pg-statements and
// bench/sqlite-statements: times every statement the server runs while switched on by SIGUSR2 (the
// benchmark switches it on after seeding and off at the end), and writes the totals per SQL text to
// the file named by BENCH_STATEMENT_TIMES when the server exits.
// - PostgreSQL: from the pg driver's call to its answer (the round trip and the database's work).
// - SQLite: better-sqlite3's run of a prepared statement (the database's work and the rows it builds).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The drivers of the server being measured (its checkout's node_modules), as its main script loads them.
const require = createRequire(process.argv[1]);
const totals = new Map();
let timing = false;
process.on('SIGUSR2', () => {
  timing = !timing;
});
const record = (text, started) => {
  const entry = totals.get(text) ?? { count: 0, ms: 0 };
  entry.count += 1;
  entry.ms += Number(process.hrtime.bigint() - started) / 1e6;
  totals.set(text, entry);
};

const pg = require('pg');
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function timedQuery(config, values, callback) {
  const text = typeof config === 'string' ? config : config?.text;
  const started = process.hrtime.bigint();
  const result = query.call(this, config, values, callback);
  if (timing && text && typeof result?.then === 'function') result.then(() => record(text, started), () => {});
  return result;
};

const SQLite = require('better-sqlite3');
const probe = new SQLite(':memory:');
const statement = Object.getPrototypeOf(probe.prepare('select 1'));
probe.close();
for (const method of ['all', 'get', 'run', 'iterate']) {
  const original = statement[method];
  statement[method] = function timedStatement(...args) {
    if (!timing) return original.apply(this, args);
    const started = process.hrtime.bigint();
    try {
      return original.apply(this, args);
    } finally {
      record(this.source, started);
    }
  };
}

process.on('exit', () => {
  if (!process.env.BENCH_STATEMENT_TIMES) return;
  const rows = [...totals].map(([sql, entry]) => ({ sql, ...entry })).sort((a, b) => b.ms - a.ms);
  writeFileSync(process.env.BENCH_STATEMENT_TIMES, JSON.stringify(rows));
});
