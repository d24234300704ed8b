// Screen benchmark (`npm run bench -- screens`): 10 000 reviewed investments scored on a 5-factor /
// 25-question lead process plus 2 secondary processes, on SQLite and (when TEST_DATABASE_URL is
// set) PostgreSQL. Times PUT /screens/{id} and GET /screens/{id} pages with a filter and a sort
// against hand-written SQL reading the same rows (the floor). Prints a Markdown report; copy it
// into docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dialects = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
const loadBefore = loadavg()[0].toFixed(1);
const results = [];
for (const dialect of dialects) {
  console.error(`screens bench on ${dialect}…`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/screens/bench.ts'), dialect], { cwd: root, encoding: 'utf8', env: process.env, maxBuffer: 1 << 24 });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(run.status ?? 1);
  }
  results.push(JSON.parse(run.stdout.trim().split('\n').at(-1)));
}
const f = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const lines = [
  `Screens benchmark: ${results[0].companies.toLocaleString('en-US')} reviewed investments, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadBefore} before and ${loadavg()[0].toFixed(1)} after.`,
  '',
  `| Database | seed (s) | first run, every summary computed (ms) | run after ${results[0].edits} edits p50 / max (ms) | run floor p50 (ms) | page p50 / p95 (ms) | page floor p50 / p95 (ms) | page p95 ÷ floor p95 | companies / matching |`,
  '|---|---|---|---|---|---|---|---|---|',
  ...results.map((r) => `| ${r.dialect} | ${r.seedSeconds.toFixed(1)} | ${f(r.coldRun)} | ${f(r.run.p50)} / ${f(r.run.max)} | ${f(r.runFloor.p50)} | ${f(r.page.p50)} / ${f(r.page.p95)} | ${f(r.pageFloor.p50)} / ${f(r.pageFloor.p95)} | ${(r.page.p95 / r.pageFloor.p95).toFixed(1)}× | ${r.count} / ${r.matching} |`),
];
console.log(lines.join('\n'));
const missed = results.filter((r) => r.run.max > 1000 || r.page.p95 > 50 || r.page.p95 > 3 * r.pageFloor.p95);
console.log(`\nTargets (every run after edits ≤ 1 s, page p95 ≤ 50 ms, within 3× of the floor): ${missed.length ? `MISSED on ${missed.map((r) => r.dialect).join(', ')}` : 'met'}.`);
if (missed.length) process.exitCode = 1;
