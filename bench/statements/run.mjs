// Statements per request (`npm run bench -- statements`): how many SQL statements the main requests
// run on SQLite, counted in-process. BENCH_ROOT=/other/checkout counts another version (its sources;
// its node_modules must be installed). SHOW=1 lists the statements.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(process.env.BENCH_ROOT ?? join(here, '../..'));
const result = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'count.ts'), root], { cwd: root, encoding: 'utf8' });
if (result.status !== 0) throw new Error(`count.ts failed:\n${result.stdout}\n${result.stderr}`);
const counts = JSON.parse(result.stdout.trim().split('\n').at(-1));
console.log(`Statements per request on SQLite (${root}); a transaction's begin and commit are counted apart.\n`);
console.log('| Request | statements | begin/commit |\n|---|---|---|');
for (const [label, { total, transaction, statements }] of Object.entries(counts)) {
  console.log(`| ${label} | ${total} | ${transaction} |`);
  if (process.env.SHOW) for (const sql of statements) console.log(`|   | ${sql.slice(0, 150).replace(/\|/g, '\\|')} | |`);
}
