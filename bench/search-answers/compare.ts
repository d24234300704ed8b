// Compares the search answers of two checkouts on the shipped universe (run by run.mjs with tsx,
// with this checkout and the other as arguments): the same database, every search sent to both
// versions' InvestmentSearchRepository, answers and executed statements counted. When this checkout's
// repository answers whole rows (`results`), each answer's rows are also checked against the rows
// read straight from the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import pg from 'pg';

const [root, other] = process.argv.slice(2).map((path) => resolve(path));
const { loadConfig } = await import(join(root!, 'apps/server/src/config.ts'));
const { openDatabase } = await import(join(root!, 'apps/server/src/db/database.ts'));
const { migrateToLatest } = await import(join(root!, 'apps/server/src/db/migrate.ts'));
const { loadReferenceData } = await import(join(root!, 'apps/server/src/reference-data/load-reference.ts'));
const repository = (checkout: string) => import(join(checkout, 'apps/server/src/modules/investments/investments-search.repository.ts'));
const [{ InvestmentSearchRepository: Current }, { InvestmentSearchRepository: Other }] = await Promise.all([repository(root!), repository(other!)]);

type Searcher = { search(userId: string, text: string, limit: number): Promise<string[]>; results?(userId: string, text: string, limit: number): Promise<{ id: string }[]> };
const url = process.env.TEST_DATABASE_URL;
const schema = `search_answers_${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'thesis-search-answers-'));
const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text).finally(() => client.end());
};
if (url) await admin(`create schema "${schema}"`);
const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01', LOG_LEVEL: 'silent', NODE_ENV: 'production', ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}) });
const db = openDatabase(config.database);
try {
  await migrateToLatest(db);
  await loadReferenceData(db, config.referenceDataDir);
  // Statements are counted as they run (a plugin's transformResult sees every executed statement, compiled once or not).
  const counts = { current: 0, other: 0 };
  const counting = (key: keyof typeof counts) => db.db.withPlugin({
      transformQuery: ({ node }: PluginTransformQueryArgs) => node,
      transformResult: ({ result }: PluginTransformResultArgs) => ((counts[key] += 1), Promise.resolve(result)),
    });
  const current: Searcher = new Current(counting('current'));
  const previous: Searcher = new Other(counting('other'));
  const chars = 'abcdefghijklmnopqrstuvwxyz0123456789'.split('');
  const texts = [...chars, ...chars.flatMap((a) => chars.map((b) => a + b))];
  for (let i = 0; i < 300; i += 1) texts.push(chars[(i * 7) % 26]! + chars[(i * 13) % 26]! + chars[(i * 3) % 26]!);
  texts.push('apple', 'micro', 'bank of', 'united states', 'gold', 'energy', 'tech', 'berkshire', 'international business', 'global x');
  const differing: string[] = [];
  /** Searches whose rows (`results`) are not the rows of their ids as stored. */
  const rowsDiffering: string[] = [];
  const { SUMMARY_COLUMNS } = await import(join(root!, 'apps/server/src/modules/investments/investments.repository.ts'));
  const stored = async (ids: readonly string[]) => {
    const rows: { id: string }[] = ids.length === 0 ? [] : await db.db.selectFrom('investments').select(SUMMARY_COLUMNS).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id));
  };
  // A repository of its own (its statements not counted above), whose rows are kept as a server keeps them.
  const withRows: Searcher = new Current(db.db);
  let searches = 0;
  for (const text of texts) {
    for (const limit of [1, 10, 50]) {
      searches += 1;
      const [a, b] = [await current.search('nobody', text, limit), await previous.search('nobody', text, limit)];
      if (JSON.stringify(a) !== JSON.stringify(b)) differing.push(`${text} (limit ${limit})`);
      if (withRows.results) {
        const rows = await withRows.results('nobody', text, limit);
        if (JSON.stringify(rows) !== JSON.stringify(await stored(rows.map((row) => row.id))) || JSON.stringify(rows.map((row) => row.id)) !== JSON.stringify(a)) rowsDiffering.push(`${text} (limit ${limit})`);
      }
    }
  }
  console.log(JSON.stringify({ dialect: db.dialect, searches, differing, rowsDiffering: withRows.results ? rowsDiffering : null, statements: counts }));
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  if (url) await admin(`drop schema if exists "${schema}" cascade`);
}
