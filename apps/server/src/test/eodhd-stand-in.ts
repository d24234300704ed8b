import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../modules/market-data/prices/fixtures/', import.meta.url));
export const EODHD_TEST_KEY = 'test-key-0123456789';

export interface EodhdRequest {
  path: string;
  query: URLSearchParams;
}

/**
 * A local stand-in for EODHD's API serving the recorded responses in
 * modules/market-data/prices/fixtures: /eod/{SYMBOL} (eod-SYMBOL.json), /splits/{SYMBOL},
 * /div/{SYMBOL}, /eod-bulk-last-day/{EXCHANGE} (bulk-EXCHANGE.json), honouring `from`. Like EODHD it
 * answers 401 "Unauthenticated" to another key and 404 to a symbol it has no prices for; tests
 * script other statuses per path.
 */
export class EodhdStandIn {
  readonly requests: EodhdRequest[] = [];
  readonly scripted = new Map<string, { status: number; body: string }[]>();
  private server: Server | undefined;

  /** Listens on `port` (0: any free one) and answers its base URL. */
  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const path = url.pathname.replace(/^\/api/, '');
      this.requests.push({ path, query: url.searchParams });
      const scripted = this.scripted.get(path)?.shift();
      if (scripted) return void response.writeHead(scripted.status, { 'content-type': 'text/plain' }).end(scripted.body);
      if (url.searchParams.get('api_token') !== EODHD_TEST_KEY) return void response.writeHead(401, { 'content-type': 'text/plain' }).end('Unauthenticated');
      const [, kind, symbol] = path.split('/');
      const file = kind === 'eod' ? `eod-${symbol}.json` : kind === 'splits' ? `splits-${symbol}.json` : kind === 'div' ? `div-${symbol}.json` : kind === 'eod-bulk-last-day' ? `bulk-${symbol}.json` : null;
      if (!file || !/^[\w.-]+$/.test(symbol ?? '')) return void response.writeHead(404).end('Not found');
      if (!existsSync(join(FIXTURES, file))) {
        // EODHD knows no prices for the symbol (404); splits and dividends of a known symbol are simply none.
        if (kind === 'eod') return void response.writeHead(404, { 'content-type': 'text/plain' }).end('Ticker Not Found.');
        return void response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      }
      const from = url.searchParams.get('from');
      const rows = (JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as { date: string }[]).filter((row) => !from || row.date >= from);
      response.writeHead(200, { 'content-type': 'application/json', 'x-ratelimit-limit': '1000', 'x-ratelimit-remaining': '999' }).end(JSON.stringify(rows));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
