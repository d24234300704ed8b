// kill -9 of the server in the middle of a write burst (notes, item scores and comments, holdings,
// decisions), then a restart: every acknowledged write is there and nothing is half-written.
import SQLite from 'better-sqlite3';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { call, freePort, killHard, log, must, serverEnv, signedInInvestor, sleep, startServer, stopServer, tempDir } from './support.mjs';

const WORKERS = 6;
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 3);
const PROBABILITIES = { v_good: 20, good: 30, average: 30, below_ave: 15, poor: 5 };
const SCORES = ['excellent', 'v_good', 'good', 'average', 'below_ave', 'poor', 'v_poor'];

/** One worker's own review, item and holding, and what the server acknowledged for them. */
async function setUpWorker(base, token, w, processId) {
  const investment = await must(base, 'POST', '/investments', { token, body: { name: `Fault Burst ${w} Ltd`, ticker: `FB${w}X`, year_end: '2027-06-30', last_price: 10 } });
  const review = await must(base, 'POST', `/investments/${investment.id}/processes`, { token, body: { process_ids: [processId] } });
  const factor = review.processes[0].factors[0];
  return {
    w, investmentId: investment.id, reviewId: review.id, factorId: factor.id,
    notes: new Map(), // title → text, acknowledged
    maybeNotes: new Map(), // in flight when the server died
    item: { acked: null, maybe: null },
    shares: { acked: null, maybe: null },
    decisions: new Set(),
    maybeDecisions: 0,
    writes: 0,
  };
}

/** Writes in a loop until the server dies (a call fails) or `stop()`. */
async function burst(base, token, tradeTypeId, worker, stop) {
  for (let i = 0; !stop(); i += 1) {
    const kind = i % 4;
    if (kind === 0) {
      const title = `w${worker.w} note ${worker.writes}-${i}`;
      const text = `Burst note ${worker.w}/${i}: the thesis holds.`;
      const response = await call(base, 'POST', '/investment-notes', { token, body: { investment_review_id: worker.reviewId, title, typed_text: text } });
      if (response.status === 201) worker.notes.set(title, text);
      else if (response.status === 0) return void worker.maybeNotes.set(title, text);
      else throw new Error(`note: ${response.status} ${JSON.stringify(response.body)}`);
    } else if (kind === 1) {
      const value = { score: SCORES[i % SCORES.length], comment: `w${worker.w} comment ${worker.writes}-${i}` };
      const response = await call(base, 'PATCH', `/investment-factors/${worker.factorId}`, { token, body: value });
      if (response.status === 200) worker.item = { acked: value, maybe: null };
      else if (response.status === 0) return void (worker.item.maybe = value);
      else throw new Error(`item: ${response.status} ${JSON.stringify(response.body)}`);
    } else if (kind === 2) {
      const shares = 100 + worker.writes + i;
      const response = await call(base, 'POST', `/portfolios/investments/${worker.investmentId}`, { token, body: { shares_count: shares } });
      if (response.status === 200 || response.status === 201) worker.shares = { acked: shares, maybe: null };
      else if (response.status === 0) return void (worker.shares.maybe = shares);
      else throw new Error(`holding: ${response.status} ${JSON.stringify(response.body)}`);
    } else {
      const steps = [
        ['PATCH', `/decisions/update/${worker.reviewId}`, { action: 'buy', trade_type_id: tradeTypeId }],
        ...Object.entries(PROBABILITIES).map(([key, probability]) => ['POST', `/decisions/matrix/probability/${worker.reviewId}`, { key, probability }]),
      ];
      for (const [method, path, body] of steps) {
        const response = await call(base, method, path, { token, body });
        if (response.status === 0) return;
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(response.body)}`);
      }
      const made = await call(base, 'POST', `/decisions/make/${worker.reviewId}`, { token, body: {} });
      if (made.status === 201) worker.decisions.add(made.body.data.id);
      else if (made.status === 0) return void (worker.maybeDecisions += 1);
      else throw new Error(`make: ${made.status} ${JSON.stringify(made.body)}`);
    }
    worker.writes += 1;
  }
}

const same = (a, b) => a !== null && b !== null && a.score === b.score && a.comment === b.comment;

/** Checks one worker against what the restarted server holds; settles the in-flight writes. */
async function verify(base, token, worker, problems) {
  const review = await must(base, 'GET', `/investment-reviews/${worker.reviewId}`, { token });
  const notes = new Map(review.notes.map((note) => [note.title, note.typed_text]));
  for (const [title, text] of worker.notes) if (notes.get(title) !== text) problems.push(`w${worker.w}: acknowledged note "${title}" ${notes.has(title) ? 'changed' : 'missing'}`);
  for (const [title, text] of notes) {
    if (!worker.notes.has(title) && worker.maybeNotes.get(title) !== text) problems.push(`w${worker.w}: unexpected note "${title}"`);
    worker.notes.set(title, text);
  }
  worker.maybeNotes.clear();

  const factor = review.processes[0].factors.find((item) => item.id === worker.factorId);
  const stored = { score: factor.score, comment: factor.comment };
  if (worker.item.acked && !same(stored, worker.item.acked) && !same(stored, worker.item.maybe)) problems.push(`w${worker.w}: item holds ${JSON.stringify(stored)}, acknowledged ${JSON.stringify(worker.item.acked)}`);
  worker.item = { acked: stored, maybe: null };

  const holding = await call(base, 'GET', `/portfolios/investments/${worker.investmentId}`, { token });
  const count = holding.status === 200 ? holding.body.data.shares_count : null;
  if (worker.shares.acked !== null && count !== worker.shares.acked && count !== worker.shares.maybe) problems.push(`w${worker.w}: holding ${count}, acknowledged ${worker.shares.acked}`);
  worker.shares = { acked: count, maybe: null };

  const made = await must(base, 'GET', `/decisions/archived?investment_review_id=${worker.reviewId}&include=matrix&limit=100`, { token });
  const ids = new Set(made.map((decision) => decision.id));
  for (const id of worker.decisions) if (!ids.has(id)) problems.push(`w${worker.w}: acknowledged decision ${id} missing`);
  const unexpected = [...ids].filter((id) => !worker.decisions.has(id)).length;
  if (unexpected > worker.maybeDecisions) problems.push(`w${worker.w}: ${unexpected} decisions nobody made`);
  for (const decision of made) {
    if (Math.abs(decision.matrix.total - 100) > 0.01 || decision.matrix.rows.length !== 7) problems.push(`w${worker.w}: decision ${decision.id} half-written (total ${decision.matrix.total}, ${decision.matrix.rows.length} rows)`);
  }
  worker.decisions = ids;
  worker.maybeDecisions = 0;
}

function sqliteIntegrity(file, problems) {
  const db = new SQLite(file, { readonly: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') problems.push(`integrity_check: ${integrity}`);
    const orphans = db.pragma('foreign_key_check');
    if (orphans.length > 0) problems.push(`foreign_key_check: ${orphans.length} rows without their parent`);
  } finally {
    db.close();
  }
}

/** Runs the scenario on one database; answers the checks for the report. */
export async function crashBurst(dialect, database) {
  const dataDir = tempDir(`crash-${dialect}`);
  const emptyReference = join(dataDir, 'no-reference');
  mkdirSync(emptyReference);
  const env = serverEnv(dataDir, database, { REFERENCE_DATA_DIR: emptyReference });
  const port = await freePort();
  let server = await startServer(env, port);
  const problems = [];
  const totals = { notes: 0, items: 0, holdings: 0, decisions: 0, writes: 0, kills: 0, restartMs: [] };
  try {
    const token = await signedInInvestor(server.base, env, `burst.${dialect}@example.com`);
    const processId = (await must(server.base, 'POST', '/processes', { token, body: { name: 'Burst process' } })).id;
    await must(server.base, 'POST', '/factors', { token, body: { name: 'Moat', type: 'Qualitative7pt', parent_id: processId } });
    const tradeTypeId = (await must(server.base, 'POST', '/decisions/trade_types', { token, body: { name: 'Burst type' } })).id;
    const workers = [];
    for (let w = 0; w < WORKERS; w += 1) workers.push(await setUpWorker(server.base, token, w, processId));

    for (let round = 1; round <= ROUNDS; round += 1) {
      let stopped = false;
      const running = workers.map((worker) => burst(server.base, token, tradeTypeId, worker, () => stopped));
      await sleep(2500 + Math.floor(Math.random() * 1500));
      await killHard(server);
      totals.kills += 1;
      stopped = true;
      await Promise.all(running);
      const begin = Date.now();
      server = await startServer(env, port);
      totals.restartMs.push(Date.now() - begin);
      log(`${dialect}: round ${round}: killed mid-burst, restarted in ${Date.now() - begin} ms`);
      for (const worker of workers) await verify(server.base, token, worker, problems);
    }
    for (const worker of workers) {
      totals.notes += worker.notes.size;
      totals.decisions += worker.decisions.size;
      totals.writes += worker.writes;
    }
    await stopServer(server);
    if (dialect === 'sqlite') sqliteIntegrity(join(dataDir, 'thesis.db'), problems);
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { dialect, problems, totals };
}
