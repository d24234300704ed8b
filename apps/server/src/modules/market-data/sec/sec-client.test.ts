import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SecStandIn } from '../../../test/sec-stand-in';
import { ServiceError } from '../http-json';
import { SEC_USER_AGENT_MISSING, SecClient, secRequestRate, type SecClientOptions } from './sec-client';

const standIn = new SecStandIn();
let url = '';
const client = (options: Partial<SecClientOptions> = {}) => new SecClient({ userAgent: 'Thesis tests ops@example.com', dataUrl: url, filesUrl: url, retryDelayMs: 20, ...options });

beforeAll(async () => {
  url = await standIn.start();
});
afterAll(() => standIn.stop());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.scripted.clear();
});

describe('SEC EDGAR client, over HTTP against a stand-in serving real responses', () => {
  it('reads the ticker list, submissions and company facts, naming the operator in the User-Agent', async () => {
    const tickers = await client().tickers();
    expect(tickers).toContainEqual({ cik: 320193, name: 'Apple Inc.', ticker: 'AAPL', exchange: 'Nasdaq' });
    const submissions = await client().submissions(320193);
    expect(submissions?.name).toBe('Apple Inc.');
    const facts = await client().companyFacts('0000320193');
    expect(facts?.entityName).toBe('Apple Inc.');
    expect(standIn.requests.map((request) => request.path)).toEqual([
      '/files/company_tickers_exchange.json',
      '/submissions/CIK0000320193.json',
      '/api/xbrl/companyfacts/CIK0000320193.json',
    ]);
    expect(new Set(standIn.requests.map((request) => request.userAgent))).toEqual(new Set(['Thesis tests ops@example.com']));
  });

  it('refuses to start without a User-Agent naming a contact, as the SEC requires', () => {
    for (const userAgent of ['', '   ', 'Thesis']) expect(() => client({ userAgent })).toThrow(SEC_USER_AGENT_MISSING);
  });

  it('answers null for a filer the SEC has no document for', async () => {
    expect(await client().companyFacts(999999999)).toBeNull();
  });

  it('waits and retries when rate limited (429 with Retry-After) and on server errors', async () => {
    standIn.scripted.set('/submissions/CIK0000019617.json', [{ status: 429, headers: { 'retry-after': '0.2' } }, { status: 503 }]);
    const started = performance.now();
    const submissions = await client().submissions(19617);
    expect(submissions?.name).toBe('JPMORGAN CHASE & CO');
    expect(standIn.requests).toHaveLength(3);
    // The Retry-After of 0.2 s was honoured before the second attempt.
    expect(standIn.requests[1]!.at - standIn.requests[0]!.at).toBeGreaterThanOrEqual(190);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('gives up after its retries with the status and what the SEC said', async () => {
    standIn.scripted.set('/submissions/CIK0000019617.json', Array.from({ length: 3 }, () => ({ status: 500, body: 'Internal error' })));
    await expect(client({ retries: 2 }).submissions(19617)).rejects.toThrow('SEC EDGAR answered 500 to ' + url + '/submissions/CIK0000019617.json: Internal error (gave up after 3 attempts)');
  });

  it('does not retry a refusal (403) and says so', async () => {
    standIn.scripted.set('/submissions/CIK0000019617.json', [{ status: 403, body: 'Forbidden' }]);
    const error = await client().submissions(19617).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect((error as ServiceError).status).toBe(403);
    expect(standIn.requests).toHaveLength(1);
  });

  it('times out an attempt that hangs and retries it', async () => {
    standIn.scripted.set('/submissions/CIK0000019617.json', [{ delayMs: 1000 }]);
    const submissions = await client({ timeoutMs: 200 }).submissions(19617);
    expect(submissions?.name).toBe('JPMORGAN CHASE & CO');
    expect(standIn.requests).toHaveLength(2);
    standIn.scripted.set('/submissions/CIK0000019617.json', [{ delayMs: 1000 }, { delayMs: 1000 }]);
    await expect(client({ timeoutMs: 200, retries: 1 }).submissions(19617)).rejects.toThrow(/did not answer .*submissions\/CIK0000019617\.json within 0\.2 s \(gave up after 2 attempts\)/);
  });

  it('sends at most ten requests a second, however many callers share the client', async () => {
    const shared = client();
    const started = performance.now();
    await Promise.all(Array.from({ length: 11 }, () => shared.submissions(320193)));
    // 11 requests at 10 a second: the last one leaves a second after the first (timers may fire a millisecond early).
    expect(performance.now() - started).toBeGreaterThanOrEqual(995);
    expect(standIn.requests).toHaveLength(11);
  });

  it('never asks the SEC’s own hosts for more than ten a second; a mirror or stand-in may go faster', () => {
    expect(secRequestRate('https://data.sec.gov', 50)).toBe(10);
    expect(secRequestRate('https://www.sec.gov', 50)).toBe(10);
    expect(secRequestRate('https://data.sec.gov')).toBe(10);
    expect(secRequestRate('https://mirror.example.com', 50)).toBe(50);
    expect(secRequestRate(url, 50)).toBe(50);
  });

  it('says when the SEC answers with a document of another shape', async () => {
    standIn.documents.set('/api/xbrl/companyfacts/CIK0000000001.json', { cik: 1, facts: {} });
    await expect(client().companyFacts(1)).rejects.toThrow(/SEC EDGAR answered the company facts of CIK 1 in an unexpected shape \(entityName: /);
  });
});
