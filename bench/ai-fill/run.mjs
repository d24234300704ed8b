// AI fill benchmark (`npm run bench -- ai-fill`): the six shipped templates (42–86 items) filled by
// the built-in analyst for five S&P 500 companies through the real app (request, background job,
// status polls), against the analyst alone on the same facts (the floor). SQLite, the shipped data.
// Prints a Markdown report; copy it into docs/benchmarks.md. The target: every fill within 10 s.
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const loadBefore = loadavg()[0].toFixed(1);
const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/ai-fill/fill.ts')], { cwd: root, encoding: 'utf8', env: process.env, maxBuffer: 1 << 24 });
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  process.exit(run.status ?? 1);
}
const r = JSON.parse(run.stdout.trim().split('\n').at(-1));
const ms = (value) => value.toFixed(0);
console.log([
  `AI fill benchmark: ${r.fills} fills (six templates × five companies, up to ${r.largest} items), built-in analyst, SQLite, ${cpus().length} cores, Node ${process.version}, load average ${loadBefore} before and ${loadavg()[0].toFixed(1)} after.`,
  '',
  '| Fill through the app p50 / max (ms) | Analyst alone p50 / max (ms) | App ÷ analyst (p50) | Share of items suggested p50 |',
  '|---|---|---|---|',
  `| ${ms(r.fill.p50)} / ${ms(r.fill.max)} | ${ms(r.floor.p50)} / ${ms(r.floor.max)} | ${(r.fill.p50 / r.floor.p50).toFixed(1)}× | ${(r.suggested.p50 * 100).toFixed(0)} % |`,
].join('\n'));
const missed = r.fill.max > 10_000;
console.log(`\nTarget (every fill within 10 s): ${missed ? 'MISSED' : 'met'}.`);
if (missed) process.exitCode = 1;
