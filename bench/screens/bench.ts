// In-process screen benchmark (run by run.mjs with tsx): seeds 10 000 reviewed investments for one
// user, then times PUT /screens/{id} (run) and GET /screens/{id} pages with a filter and a sort
// through the real app (app.inject: routing, auth, validation, serialisation), side by side with
// hand-written SQL reading the same rows. Prints one JSON object for the dialect asked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import type { Database } from '../../apps/server/src/db/schema';
import { nowIso } from '../../apps/server/src/db/values';
import { newId } from '../../apps/server/src/lib/crypto';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords';
import { newUserRow } from '../../apps/server/src/modules/users/users.repository';

const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const EDITS = Number(process.env.BENCH_EDITS ?? 20);
const SECTORS = ['Financials', 'Materials', 'Energy', 'Health Care', 'Industrials', 'Information Technology', 'Utilities', 'Consumer Staples', 'Real Estate', 'Communication Services'];
const GRADES = ['v_good', 'good', 'average', 'poor', 'v_poor', 'n_a'];
const RELEVANCE = ['high', 'moderate', 'low'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
};
let seed = 42;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

async function insertChunks<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Record<string, unknown>[], size = 500): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await db.insertInto(table).values(rows.slice(start, start + size) as never).execute();
}

interface Library { id: string; factors: { id: string; questions: string[] }[] }

async function seedData(db: Kysely<Database>, userId: string): Promise<Library[]> {
  const now = nowIso();
  const processes: Library[] = [];
  const items: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  const children: Record<string, unknown>[] = [];
  const item = (kind: string, name: string) => {
    const id = newId();
    items.push({ id, kind, user_id: userId, name, description: null, item_group: 'Financial', type: 'Qualitative5pt', grade_descriptions: null, min_value: null, max_value: null, thresholds: null, relevance: 'moderate', url: null, url_name: null, media_id: null, is_active: 1, is_template: 0, template_key: null, source_id: null, created_at: now, updated_at: now });
    return id;
  };
  for (const [index, name] of ['Lead', 'Second', 'Third'].entries()) {
    const id = newId();
    await db.insertInto('processes').values({ id, user_id: userId, name, description: null, is_active: 1, position: index, is_template: 0, template_key: null, source_id: null, created_at: now, updated_at: now }).execute();
    const factors = [];
    for (let f = 0; f < 5; f += 1) {
      const factorId = item('factor', `${name} factor ${f + 1}`);
      links.push({ parent_id: id, child_id: factorId, position: f, created_at: now });
      const questions: string[] = [];
      if (index === 0) {
        const checklistId = item('checklist', `Checklist ${f + 1}`);
        children.push({ parent_id: factorId, child_id: checklistId, position: 0, created_at: now });
        for (let q = 0; q < 5; q += 1) {
          const questionId = item('question', `Question ${f + 1}.${q + 1}`);
          children.push({ parent_id: checklistId, child_id: questionId, position: q, created_at: now });
          questions.push(questionId);
        }
        questions.unshift(checklistId);
      }
      factors.push({ id: factorId, questions });
    }
    processes.push({ id, factors });
  }
  await insertChunks(db, 'process_items', items);
  await insertChunks(db, 'process_factors', links);
  await insertChunks(db, 'item_children', children);

  const investments: Record<string, unknown>[] = [];
  const reviews: Record<string, unknown>[] = [];
  const investmentProcesses: Record<string, unknown>[] = [];
  const reviewItems: Record<string, unknown>[] = [];
  const reviewItem = (ipId: string, parentId: string | null, sourceId: string, kind: string, position: number) => {
    const id = newId();
    reviewItems.push({ id, investment_process_id: ipId, parent_id: parentId, source_item_id: sourceId, kind, name: kind, description: null, item_group: 'Financial', type: 'Qualitative5pt', grade_descriptions: null, min_value: null, max_value: null, thresholds: null, position, score: pick(GRADES), value: null, relevance: pick(RELEVANCE), comment: null, url: null, url_name: null, media_id: null, editor_user_id: userId, created_at: now, updated_at: now });
    return id;
  };
  for (let i = 0; i < COMPANIES; i += 1) {
    const investmentId = newId();
    const ticker = `B${i.toString(36).toUpperCase().padStart(4, '0')}`;
    const price = Math.round(random() * 20000) / 100;
    investments.push({ id: investmentId, type: 'listed', exchange: pick(['ASX', 'NYSE', 'NASDAQ']), ticker, name: `Bench Company ${i}`, owner_id: null, currency: 'USD', local_fx: null, reporting_fx: null, sector_l1: pick(SECTORS), sector_l3: null, description: null, is_etf: 0, year_end: null, last_price: price, issued_shares: 100, market_cap: Math.round(price * 100), figures_updated_at: now, search_ticker: ticker.toLowerCase(), search_name: `bench company ${i}`, created_at: now, updated_at: now });
    const reviewId = newId();
    reviews.push({ id: reviewId, user_id: userId, investment_id: investmentId, summary: null, created_at: now, updated_at: now });
    for (const [position, process] of processes.entries()) {
      const ipId = newId();
      investmentProcesses.push({ id: ipId, review_id: reviewId, process_id: process.id, name: 'P', description: null, position, comment: null, url: null, url_name: null, media_id: null, valuation: Math.round(price * (0.5 + random() * 2) * 100) / 100, editor_user_id: userId, ai_status: null, ai_processed_at: null, created_at: now, updated_at: now });
      for (const [f, factor] of process.factors.entries()) {
        const factorId = reviewItem(ipId, null, factor.id, 'factor', f);
        if (factor.questions.length) {
          const checklistId = reviewItem(ipId, factorId, factor.questions[0]!, 'checklist', 0);
          factor.questions.slice(1).forEach((questionId, q) => reviewItem(ipId, checklistId, questionId, 'question', q));
        }
      }
    }
  }
  await insertChunks(db, 'investments', investments, 200);
  await insertChunks(db, 'investment_reviews', reviews);
  await insertChunks(db, 'investment_processes', investmentProcesses, 300);
  await insertChunks(db, 'investment_items', reviewItems, 200);
  return processes;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'thesis-bench-screens-'));
  const schema = `bench_screens_${process.pid}`;
  const url = process.env.TEST_DATABASE_URL;
  const env: Record<string, string> = { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01', LOG_LEVEL: 'silent', REFERENCE_DATA_DIR: dataDir };
  if (dialect === 'postgres') {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema "${schema}"`);
    await client.end();
    Object.assign(env, { DATABASE_URL: url, DATABASE_SCHEMA: schema });
  }
  const config = loadConfig(env);
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    const app = await buildApp({ config, db: database, logger: false });
    await app.ready();
    const db = database.db;
    const now = nowIso();
    const user = newUserRow({ username: 'bench', email: 'bench@example.com', password_hash: await hashPassword('bench password 123'), role: 'investor', email_verified_at: now }, now);
    await db.insertInto('users').values(user).execute();
    const seedStart = performance.now();
    const processes = await seedData(db, user.id);
    if (dialect === 'postgres') await sql`analyze`.execute(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'bench@example.com', password: 'bench password 123' } });
    const headers = { authorization: `Bearer ${login.json<{ data: { access_token: string } }>().data.access_token}` };
    const [lead, second, third] = processes as [Library, Library, Library];
    const created = await app.inject({ method: 'POST', url: '/api/v1/screens', headers, payload: { name: 'Bench', source_type: 'all_active', lead_process_id: lead.id, secondary_process_ids: [second.id, third.id] } });
    const screenId = created.json<{ data: { id: string } }>().data.id;

    const run = async () => {
      const begin = performance.now();
      const response = await app.inject({ method: 'PUT', url: `/api/v1/screens/${screenId}`, headers });
      if (response.statusCode !== 200) throw new Error(`run: ${response.statusCode} ${response.body}`);
      return { ms: performance.now() - begin, count: response.json<{ data: { investment_count: number } }>().data.investment_count };
    };
    // The first run computes every review's summary (the seed wrote the reviews straight into the
    // database); later runs recompute only what changed: before each, EDITS factors are re-scored
    // through the API, as an investor would between two runs.
    const cold = await run();
    const factorIds = (await db.selectFrom('investment_items').select('id').where('parent_id', 'is', null).where('kind', '=', 'factor').limit(EDITS * RUNS).execute()).map((row) => row.id);
    const runs: number[] = [];
    let count = cold.count;
    for (let i = 0; i < RUNS; i += 1) {
      for (const id of factorIds.slice(i * EDITS, (i + 1) * EDITS)) {
        const edit = await app.inject({ method: 'PATCH', url: `/api/v1/investment-factors/${id}`, headers, payload: { score: pick(GRADES) } });
        if (edit.statusCode !== 200) throw new Error(`edit: ${edit.statusCode} ${edit.body}`);
      }
      const timed = await run();
      runs.push(timed.ms);
      count = timed.count;
    }
    // The floor of a run: reading the rows it writes from (the user's reviewed processes of the screen with their summaries and the company).
    const runFloor: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const begin = performance.now();
      await sql`select r.investment_id, ip.process_id, ip.summary_score, ip.summary_relevance, ip.summary_factor_ranks, ip.summary_valuation_rank, ip.valuation,
          i.ticker, i.name, i.sector_l1, i.exchange, i.currency, i.last_price, i.market_cap
        from investment_reviews r join investments i on i.id = r.investment_id join investment_processes ip on ip.review_id = r.id
        where r.user_id = ${user.id} and ip.process_id in (${lead.id}, ${second.id}, ${third.id})`.execute(db);
      runFloor.push(performance.now() - begin);
    }

    const filter = `p.${lead.id}.score:0..;sector:Financials;sector:Energy;sector:Materials`;
    const query = (page: number) => `filteringScope=${encodeURIComponent(filter)}&sortingScope=p.${lead.id}.score&sortingScopeBy=desc&page=${page}&limit=25`;
    const first = await app.inject({ method: 'GET', url: `/api/v1/screens/${screenId}?${query(1)}`, headers });
    const total = first.json<{ meta: { pagination: { total: number; total_pages: number } } }>().meta.pagination;
    const pages: number[] = [];
    for (let i = 0; i < PAGES; i += 1) {
      const begin = performance.now();
      const response = await app.inject({ method: 'GET', url: `/api/v1/screens/${screenId}?${query(1 + (i % Math.min(20, total.total_pages)))}`, headers });
      pages.push(performance.now() - begin);
      if (response.statusCode !== 200) throw new Error(`page: ${response.statusCode}`);
    }
    // The floor of a page: the same rows by hand — the page in order with the filtered count, and the page's process and factor rows.
    const floor: number[] = [];
    const sectors = ['financials', 'energy', 'materials'];
    for (let i = 0; i < PAGES; i += 1) {
      const offset = (i % Math.min(20, total.total_pages)) * 25;
      const begin = performance.now();
      const rows = await sql<{ investment_id: string }>`select sr.*, count(*) over () as full_count from screen_results sr
        where sr.screen_id = ${screenId} and sr.lead_score >= 0 and lower(sr.sector) in (${sql.join(sectors)}) order by sr.lead_score desc, sr.ticker limit 25 offset ${offset}`.execute(db);
      const ids = rows.rows.map((row) => row.investment_id);
      const ips = await sql<{ id: string }>`select ip.* from investment_processes ip join investment_reviews r on r.id = ip.review_id where r.user_id = ${user.id} and r.investment_id in (${sql.join(ids)})`.execute(db);
      await sql`select * from investment_items where investment_process_id in (${sql.join(ips.rows.map((row) => row.id))}) and parent_id is null`.execute(db);
      floor.push(performance.now() - begin);
    }
    await app.close();
    console.log(JSON.stringify({ dialect, companies: COMPANIES, seedSeconds, count, matching: total.total, edits: EDITS, coldRun: cold.ms, run: stats(runs), runFloor: stats(runFloor), page: stats(pages), pageFloor: stats(floor) }));
  } finally {
    await database.destroy();
    // BENCH_KEEP=1 leaves the database behind (path or schema on stderr) to study its query plans.
    if (process.env.BENCH_KEEP) console.error(`kept: ${dialect === 'postgres' ? `schema ${schema}` : dataDir}`);
    else await dropDatabase(dialect === 'postgres' ? url : undefined);
  }

  async function dropDatabase(pgUrl: string | undefined) {
    if (pgUrl) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
