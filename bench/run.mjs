// Runs every benchmark under bench/ in turn (each folder has its own run.mjs). Results go to docs/benchmarks.md by hand.
import { readdirSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const suites = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && existsSync(join(here, entry.name, 'run.mjs')))
  .map((entry) => entry.name)
  .filter((name) => !only || name === only);
if (suites.length === 0) {
  console.log(only ? `No benchmark named ${only}.` : 'No benchmarks yet.');
}
for (const suite of suites) {
  console.log(`\n== bench/${suite}`);
  const result = spawnSync(process.execPath, [join(here, suite, 'run.mjs')], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
