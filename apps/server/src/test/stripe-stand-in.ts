import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomToken } from '../lib/crypto';

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe's SDK sends it: flat keys such as `line_items[0][price]`. */
  params: Record<string, string>;
}

export interface StripeStandIn {
  /** http://127.0.0.1:port, for STRIPE_API_URL. */
  url: string;
  requests: StandInRequest[];
  /** Requests to one endpoint, e.g. 'POST /v1/checkout/sessions'. */
  calls(endpoint: string): StandInRequest[];
  /** Makes every call of an endpoint fail with Stripe's error JSON until restore(). */
  fail(endpoint: string, status: number, message: string): void;
  restore(endpoint: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomToken(12).replace(/[^A-Za-z0-9]/g, 'x')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Answers with the JSON Stripe documents for each object (only the fields a client reads). */
function answer(endpoint: string, params: Record<string, string>): { status: number; body: object } {
  switch (endpoint) {
    case 'POST /v1/customers':
      return { status: 200, body: { id: id('cus'), object: 'customer', created: now(), email: params.email ?? null, name: params.name ?? null, livemode: false, metadata: {} } };
    case 'POST /v1/checkout/sessions': {
      const sessionId = id('cs_test');
      return {
        status: 200,
        body: {
          id: sessionId,
          object: 'checkout.session',
          mode: params.mode,
          status: 'open',
          payment_status: 'unpaid',
          customer: params.customer ?? null,
          client_reference_id: params.client_reference_id ?? null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          url: `https://checkout.stripe.com/c/pay/${sessionId}`,
          created: now(),
          livemode: false,
        },
      };
    }
    case 'POST /v1/billing_portal/sessions': {
      const sessionId = id('bps');
      return {
        status: 200,
        body: { id: sessionId, object: 'billing_portal.session', customer: params.customer, return_url: params.return_url ?? null, url: `https://billing.stripe.com/p/session/test_${sessionId}`, created: now(), livemode: false },
      };
    }
    default:
      return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${endpoint}).` } } };
  }
}

/** A local HTTP server standing in for api.stripe.com: the real SDK is pointed at it (host, port, protocol). */
export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const path = (request.url ?? '/').split('?')[0]!;
      const endpoint = `${request.method ?? 'GET'} ${path}`;
      const params = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: request.method ?? 'GET', path, headers: request.headers, params });
      const failure = failures.get(endpoint);
      const result = failure
        ? { status: failure.status, body: { error: { type: 'invalid_request_error', message: failure.message } } }
        : answer(endpoint, params);
      response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    calls: (endpoint) => requests.filter((request) => `${request.method} ${request.path}` === endpoint),
    fail: (endpoint, status, message) => void failures.set(endpoint, { status, message }),
    restore: (endpoint) => void failures.delete(endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
