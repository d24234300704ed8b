// In-process AI fill benchmark (run by run.mjs with tsx): the shipped universe loaded, the six
// template processes copied into an investor's library and attached to reviews of S&P 500
// companies, then each fill asked through the real app (POST …/ai-request) and polled until it
// finished, as the review page does. The floor is the built-in analyst alone on the same process
// and facts (no job, no database writes). The app runs as shipped (job polling, log level); its log
// lines are discarded. Prints one JSON object.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { loadReferenceData } from '../../apps/server/src/reference-data/load-reference';
import { seedTemplates } from '../../apps/server/src/seed/seed-templates';
import { TEMPLATE_PROCESSES } from '../../apps/server/src/seed/templates';
import { nowIso } from '../../apps/server/src/db/values';
import { companyCoverage, freshItems } from '../../apps/server/src/modules/ai-fill/template-coverage';
import { hashPassword } from '../../apps/server/src/modules/auth/passwords';
import { newUserRow } from '../../apps/server/src/modules/users/users.repository';

const COMPANIES = ['AAPL', 'MSFT', 'KO', 'JNJ', 'HD'];
const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: sorted[Math.floor((sorted.length - 1) / 2)]!, max: sorted.at(-1)! };
};

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'thesis-bench-ai-fill-'));
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-01' });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
    await seedTemplates(database.db);
    await loadReferenceData(database, config.referenceDataDir);
    // The shipped configuration, its default log level included; the log lines go nowhere.
    const app = await buildApp({ config, db: database, logStream: { write: () => undefined } });
    await app.ready();
    await app.deps.jobs.start();
    const now = nowIso();
    const user = newUserRow({ username: 'bench', email: 'bench@example.com', password_hash: await hashPassword('bench password 123'), role: 'investor', email_verified_at: now }, now);
    await database.db.insertInto('users').values(user).execute();
    const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'bench@example.com', password: 'bench password 123' } });
    const headers = { authorization: `Bearer ${login.json<{ data: { access_token: string } }>().data.access_token}` };
    const api = async <T>(method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> => {
      const response = await app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload: payload as object } : {}) });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json<T>();
    };
    const templates = (await api<{ data: { id: string; name: string }[] }>('GET', '/processes-templates?limit=50')).data;
    const copies: { id: string; name: string; items: number }[] = [];
    for (const template of TEMPLATE_PROCESSES) {
      const source = templates.find((entry) => entry.name === template.name)!;
      const copy = (await api<{ data: { id: string } }>('POST', `/replicates/processes/${source.id}`)).data;
      copies.push({ id: copy.id, name: template.name, items: freshItems(template).length });
    }
    const fills: { template: string; ticker: string; items: number; ms: number; suggested: number }[] = [];
    for (const ticker of COMPANIES) {
      const investment = await database.db.selectFrom('investments').select('id').where('ticker', '=', ticker).where('type', '=', 'listed').where('exchange', 'in', ['NYSE', 'NASDAQ']).executeTakeFirstOrThrow();
      const review = (await api<{ data: { processes: { id: string; name: string }[] } }>('POST', `/investments/${investment.id}/processes`, { process_ids: copies.map((copy) => copy.id) })).data;
      for (const copy of copies) {
        const processId = review.processes.find((entry) => entry.name === copy.name)!.id;
        const begin = performance.now();
        await api('POST', `/investment-processes/${processId}/ai-request`);
        for (;;) {
          const status = (await api<{ data: { ai_status?: string; ai_fill?: { suggested: number } } }>('GET', `/investment-processes/${processId}/ai-status`)).data;
          if (status.ai_status === 'failed') throw new Error(`fill failed for ${ticker} ${copy.name}`);
          if (!status.ai_status) {
            fills.push({ template: copy.name, ticker, items: copy.items, ms: performance.now() - begin, suggested: status.ai_fill!.suggested });
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    }
    const floor: number[] = [];
    for (const ticker of COMPANIES) for (const template of TEMPLATE_PROCESSES) {
      const begin = performance.now();
      await companyCoverage(database, template, freshItems(template), ticker);
      floor.push(performance.now() - begin);
    }
    await app.close();
    console.log(JSON.stringify({ fills: fills.length, fill: stats(fills.map((entry) => entry.ms)), floor: stats(floor), largest: Math.max(...copies.map((copy) => copy.items)), suggested: stats(fills.map((entry) => entry.suggested / entry.items)) }));
  } finally {
    await database.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
