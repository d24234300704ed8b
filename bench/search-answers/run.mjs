// Same answers? (`BENCH_ROOT=/other/checkout npm run bench -- search-answers`): sends 4,926 searches
// (every one- and two-character text of letters and digits, 300 three-letter ones, 10 words; limits
// 1, 10 and 50) to this checkout's search and to BENCH_ROOT's, on the shipped universe in SQLite and,
// with TEST_DATABASE_URL, in PostgreSQL; prints the searches whose answers differ and the statements
// each version ran. Run it before changing how search reads (docs/benchmarks.md).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
if (!process.env.BENCH_ROOT) {
  console.log('Skipped: set BENCH_ROOT to the checkout to compare with (its node_modules installed).');
  process.exit(0);
}
console.log(`Search answers of ${root} against ${resolve(process.env.BENCH_ROOT)}\n`);
console.log('| Database | searches | differing | statements (this / other) |\n|---|---|---|---|');
for (const url of [undefined, process.env.TEST_DATABASE_URL].filter((value, index) => index === 0 || value)) {
  const env = { ...process.env };
  if (url) env.TEST_DATABASE_URL = url;
  else delete env.TEST_DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'compare.ts'), root, process.env.BENCH_ROOT], { cwd: join(root, 'apps/server'), env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`compare.ts failed:\n${result.stdout}\n${result.stderr}`);
  const { dialect, searches, differing, rowsDiffering, statements } = JSON.parse(result.stdout.trim().split('\n').at(-1));
  console.log(`| ${dialect} | ${searches} | ${differing.length} | ${statements.current} / ${statements.other} |`);
  for (const search of differing.slice(0, 20)) console.log(`|   | ${search} | | |`);
  if (rowsDiffering) console.log(`|   | rows of this checkout's results not as stored: ${rowsDiffering.length} | | |`);
  for (const search of (rowsDiffering ?? []).slice(0, 20)) console.log(`|   | ${search} | | |`);
}
