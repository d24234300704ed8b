// Size budgets of the built app, run by `npm test` after the build (and alone: `node scripts/budgets.mjs`).
// Fails when the JavaScript a page loads before it shows (its entry, the lazy chunks of its route and
// everything they import, gzip as served) passes its budget, or when the OpenAPI document passes
// its budget (scripts/openapi-budget.json) or has an operation without an operationId.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './build-state.mjs';

const KB = 1024;
/** Each page: its budget and the lazily loaded modules its route renders (see apps/web/src/app/router.tsx). */
export const PAGES = {
  '/': { budget: 150 * KB, modules: ['src/pages/landing/HomeRoute.tsx'] },
  '/dashboard': { budget: 300 * KB, modules: ['src/app/layout/AppLayout.tsx', 'src/pages/dashboard/DashboardPage.tsx'] },
};
const OPENAPI_BUDGET = JSON.parse(readFileSync(join(root, 'scripts/openapi-budget.json'), 'utf8')).bytes;

const dist = join(root, 'apps/web/dist');

function gzipBytes(file) {
  const path = join(dist, file);
  return existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(readFileSync(path), { level: 9 }).length;
}

/** The chunks a page loads at start: the entry and the route's modules, with their static imports. */
export function initialChunks(manifest, modules) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const missing = modules.filter((module) => !manifest[module]);
  if (!entry || missing.length) throw new Error(`not a lazy chunk in the build manifest: ${missing.join(', ') || 'entry'} — update PAGES in scripts/budgets.mjs`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of [entry, ...modules]) visit(key);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function checkPages(problems) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return problems.push('apps/web/dist/.vite/manifest.json is missing: run npm run build first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const [page, { budget, modules }] of Object.entries(PAGES)) {
    let files;
    try {
      files = initialChunks(manifest, modules);
    } catch (error) {
      problems.push(`${page}: ${error.message}`);
      continue;
    }
    const bytes = files.reduce((sum, file) => sum + gzipBytes(file), 0);
    console.log(`${page}: ${(bytes / KB).toFixed(1)} KB of JavaScript (gzip) in ${files.length} files; budget ${budget / KB} KB`);
    if (bytes > budget) problems.push(`${page} loads ${(bytes / KB).toFixed(1)} KB of JavaScript (gzip), over its ${budget / KB} KB budget`);
  }
}

function checkOpenApi(problems) {
  const dataDir = mkdtempSync(join(tmpdir(), 'thesis-budgets-'));
  const file = join(dataDir, 'openapi.json');
  try {
    const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' };
    delete env.DATABASE_URL;
    delete env.DATABASE_SCHEMA;
    const result = spawnSync(process.execPath, [join(root, 'apps/server/dist/cli.js'), 'openapi:export', file], { cwd: root, env, encoding: 'utf8' });
    if (result.status !== 0) return problems.push(`openapi:export failed: ${result.stderr || result.stdout}`);
    const text = readFileSync(file, 'utf8');
    const document = JSON.parse(text);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, id: operation.operationId })));
    const ids = operations.map((operation) => operation.id).filter(Boolean);
    console.log(`OpenAPI: ${(Buffer.byteLength(text) / KB).toFixed(1)} KB, ${operations.length} operations, ${Object.keys(document.components?.schemas ?? {}).length} shared schemas; budget ${OPENAPI_BUDGET / KB} KB`);
    if (Buffer.byteLength(text) > OPENAPI_BUDGET) problems.push(`the OpenAPI document is ${(Buffer.byteLength(text) / KB).toFixed(1)} KB, over ${OPENAPI_BUDGET / KB} KB`);
    for (const { name } of operations.filter((operation) => !operation.id)) problems.push(`${name} has no operationId`);
    if (new Set(ids).size !== ids.length) problems.push('two operations share an operationId');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const problems = [];
checkPages(problems);
checkOpenApi(problems);
if (problems.length) {
  console.error(`\nBudgets missed:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('Budgets met.');
