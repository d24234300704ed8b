// Counts the SQL statements each request runs (SQLite, in-process through app.inject), by wrapping
// better-sqlite3's statements. Run by run.mjs with tsx, with the checkout to measure as argument.
import SQLite from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? '.');
const { buildApp } = await import(join(root, 'apps/server/src/app.ts'));
const { loadConfig } = await import(join(root, 'apps/server/src/config.ts'));
const { openDatabase } = await import(join(root, 'apps/server/src/db/database.ts'));
const { migrateToLatest } = await import(join(root, 'apps/server/src/db/migrate.ts'));
const { hashPassword } = await import(join(root, 'apps/server/src/modules/auth/passwords.ts'));
const { newUserRow } = await import(join(root, 'apps/server/src/modules/users/users.repository.ts'));

const executed: string[] = [];
const probe = new SQLite(':memory:');
const prototype = Object.getPrototypeOf(probe.prepare('select 1')) as Record<string, (...args: unknown[]) => unknown>;
probe.close();
for (const method of ['all', 'run', 'get', 'iterate']) {
  const original = prototype[method]!;
  prototype[method] = function (this: { source: string }, ...args: unknown[]) {
    executed.push(this.source);
    return original.apply(this, args);
  };
}

const dir = mkdtempSync(join(tmpdir(), 'thesis-statements-'));
const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01', LOG_LEVEL: 'silent', NODE_ENV: 'production' });
const db = openDatabase(config.database);
await migrateToLatest(db);
const app = await buildApp({ config, db, logger: false });
await app.ready();
const user = newUserRow({ email: 'bench@example.com', username: 'bench', password_hash: await hashPassword('bench password 123'), role: 'investor', email_verified_at: new Date().toISOString() });
await db.db.insertInto('users').values(user).execute();
await db.db.insertInto('investments').values(Array.from({ length: 12 }, (_, i) => ({ id: `0190c0de-0000-7000-8000-0000000000${String(i).padStart(2, '0')}`, type: 'listed', exchange: 'NASDAQ', ticker: `AP${String.fromCharCode(65 + i)}`, name: `Apex ${i} Inc.`, owner_id: null, currency: 'USD', local_fx: null, reporting_fx: null, sector_l1: 'Financials', sector_l3: null, description: null, is_etf: 0, year_end: null, last_price: 10 + i, issued_shares: 100, market_cap: 1000, figures_updated_at: null, search_ticker: `ap${String.fromCharCode(97 + i)}`, search_name: `apex ${i} inc`, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })) as never).execute();

async function call(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: method as 'GET', url: `/api/v1${url}`, payload: payload as never, headers });
  if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json().data;
}
const { access_token: token } = await call('POST', '/login', { email: 'bench@example.com', password: 'bench password 123' });
const auth = { authorization: `Bearer ${token}` };
const lead = await call('POST', '/processes', { name: 'Lead' }, auth);
for (let f = 1; f <= 5; f += 1) {
  const factor = await call('POST', '/factors', { name: `Factor ${f}`, type: 'Qualitative5pt', parent_id: lead.id }, auth);
  const checklist = await call('POST', '/checklists', { name: `Checklist ${f}`, type: 'Qualitative5pt', parent_id: factor.id }, auth);
  for (let q = 1; q <= 4; q += 1) await call('POST', '/questions', { name: `Question ${q}`, type: 'Qualitative5pt', parent_id: checklist.id }, auth);
}
const companies = await call('GET', '/investments?limit=10&page=1', undefined, auth);
const reviews = [];
for (const company of companies) reviews.push(await call('POST', `/investments/${company.id}/processes`, { process_ids: [lead.id] }, auth));
for (const review of reviews) for (const factor of review.processes[0].factors) await call('PATCH', `/investment-factors/${factor.id}`, { score: 'good' }, auth);
const screen = await call('POST', '/screens', { name: 'Bench', source_type: 'all_active', lead_process_id: lead.id, secondary_process_ids: [] }, auth);
await call('PUT', `/screens/${screen.id}`, undefined, auth);

const requests: [string, string, string, unknown?][] = [
  ['profile', 'GET', '/users/profile'],
  ['search', 'GET', '/investments?search=ticker%3AAP&limit=10'],
  ['review read', 'GET', `/investment-reviews/${reviews[0].id}`],
  ['score PATCH', 'PATCH', `/investment-factors/${reviews[0].processes[0].factors[1].id}`, { score: 'v_good' }],
  ['screen page', 'GET', `/screens/${screen.id}?filteringScope=${encodeURIComponent(`p.${lead.id}.score:0..`)}&sortingScope=p.${lead.id}.score&sortingScopeBy=desc&page=1&limit=25`],
  ['dashboard chart', 'GET', '/dashboard/edits?type=month'],
  ['my recent reviews', 'GET', '/investment-reviews?orderBy=updated_at&sortedBy=desc&limit=5&include=defaultProcess'],
];
const counts: Record<string, { total: number; transaction: number; statements: string[] }> = {};
for (const [label, method, url, payload] of requests) {
  executed.length = 0;
  await call(method, url, payload, auth);
  const control = executed.filter((sql) => /^(begin|commit|rollback)\b/i.test(sql.trim())).length;
  counts[label] = { total: executed.length - control, transaction: control, statements: [...executed] };
}
console.log(JSON.stringify(counts));
await app.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
