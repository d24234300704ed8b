import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURES = fileURLToPath(new URL('../modules/market-data/sec/fixtures/', import.meta.url));

/** A scripted answer for one request: a status with a body and headers, or a delay before the normal answer. */
export interface SecScriptedReply {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface SecRequest {
  path: string;
  userAgent: string | undefined;
  /** performance.now() when the request arrived. */
  at: number;
}

/**
 * A local stand-in for the SEC's EDGAR hosts (www.sec.gov/files and data.sec.gov) serving the
 * trimmed real responses in modules/market-data/sec/fixtures. Like the SEC, it refuses requests
 * without a User-Agent (403); tests script 429s, 5xx, delays and replaced documents per path.
 */
export class SecStandIn {
  readonly requests: SecRequest[] = [];
  /** Replies used once each, in order, before the fixture is served: path → queue. */
  readonly scripted = new Map<string, SecScriptedReply[]>();
  /** Documents served instead of the fixture: path → JSON value. */
  readonly documents = new Map<string, unknown>();
  private server: Server | undefined;

  /** Listens on `port` (0: any free one) and answers its base URL. */
  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0]!;
      const userAgent = request.headers['user-agent'];
      this.requests.push({ path, userAgent, at: performance.now() });
      const reply = this.scripted.get(path)?.shift();
      const answer = () => {
        if (!userAgent || !/@/.test(userAgent)) {
          response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Your Request Originates from an Undeclared Automated Tool</h1>');
          return;
        }
        if (reply?.status) {
          response.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers }).end(reply.body ?? '');
          return;
        }
        const body = this.document(path);
        if (body === null) response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        else response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      };
      if (reply?.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The fixture a path names: /files/company_tickers_exchange.json, /submissions/CIK….json, /api/xbrl/companyfacts/CIK….json. */
  private document(path: string): string | null {
    if (this.documents.has(path)) return JSON.stringify(this.documents.get(path));
    const file = path === '/files/company_tickers_exchange.json' ? 'company_tickers_exchange.json' : path.replace(/^\/api\/xbrl\//, '').replace(/^\//, '');
    if (!/^(company_tickers_exchange|(submissions|companyfacts)\/CIK\d{10})\.json$/.test(file)) return null;
    try {
      return readFileSync(join(FIXTURES, file), 'utf8');
    } catch {
      return null;
    }
  }

  /** A fixture as parsed JSON (tests change a copy and serve it with `documents`). */
  fixture<T = unknown>(file: string): T {
    return JSON.parse(readFileSync(join(FIXTURES, file), 'utf8')) as T;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
