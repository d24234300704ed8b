// A stand-in for the SEC's hosts at benchmark scale: the real ticker list of every SEC registrant
// listed on a US exchange (data/reference/us_sec_company_sic.csv, itself the SEC's submissions
// metadata), and for each CIK the trimmed real companyfacts and submissions of one of four
// companies of the test fixtures, with the CIK and name put in. Answers as fast as it can.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../support/app.mjs';

const FIXTURES = join(repoRoot, 'apps/server/src/modules/market-data/sec/fixtures');
const TEMPLATES = ['0000320193', '0001326801', '0001093691', '0000019617'];
const SEC_EXCHANGES = new Set(['Nasdaq', 'NYSE', 'CBOE']);

function csvRows(text) {
  const [header, ...lines] = text.trim().split('\n');
  const names = header.split(',');
  return lines.map((line) => {
    const values = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i];
      if (quoted && char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') {
        quoted = !quoted;
      } else if (char === ',' && !quoted) {
        values.push(field);
        field = '';
      } else {
        field += char;
      }
    }
    values.push(field);
    return Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']));
  });
}

/** The ticker list of the first `limit` registrants (by CIK) listed on Nasdaq, NYSE or CBOE. */
export function tickerList(limit = Infinity) {
  const rows = csvRows(readFileSync(join(repoRoot, 'data/reference/us_sec_company_sic.csv'), 'utf8')).filter((row) => SEC_EXCHANGES.has(row.sec_exchange) && row.entity_type === 'operating');
  const ciks = [...new Set(rows.map((row) => Number(row.cik)))].sort((a, b) => a - b).slice(0, limit);
  const wanted = new Set(ciks);
  return { fields: ['cik', 'name', 'ticker', 'exchange'], data: rows.filter((row) => wanted.has(Number(row.cik))).map((row) => [Number(row.cik), row.company_name, row.sec_ticker, row.sec_exchange]) };
}

export async function startSecStandIn({ limit }) {
  const tickers = JSON.stringify(tickerList(limit));
  const names = new Map(JSON.parse(tickers).data.map(([cik, name]) => [cik, name]));
  const templates = TEMPLATES.map((cik) => ({
    facts: JSON.parse(readFileSync(join(FIXTURES, `companyfacts/CIK${cik}.json`), 'utf8')),
    submissions: JSON.parse(readFileSync(join(FIXTURES, `submissions/CIK${cik}.json`), 'utf8')),
  }));
  let requests = 0;
  const server = createServer((request, response) => {
    requests += 1;
    const path = request.url ?? '/';
    const send = (body) => response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    if (path === '/files/company_tickers_exchange.json') return send(tickers);
    const match = /^\/(submissions|api\/xbrl\/companyfacts)\/CIK(\d{10})\.json$/.exec(path);
    const cik = match ? Number(match[2]) : NaN;
    if (!match || !names.has(cik)) return response.writeHead(404).end('Not Found');
    const template = templates[cik % templates.length];
    const name = names.get(cik);
    if (match[1] === 'submissions') return send(JSON.stringify({ ...template.submissions, cik: match[2], name, tickers: [], exchanges: [] }));
    return send(JSON.stringify({ ...template.facts, cik, entityName: name }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, companies: names.size, requests: () => requests, stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))) };
}
