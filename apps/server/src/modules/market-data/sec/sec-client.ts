import { getJson, parsedAs, ServiceError, type HttpJsonOptions } from '../http-json';
import { RequestPacer } from '../request-pacer';
import { companyFactsSchema, paddedCik, submissionsSchema, tickerMapSchema, type CompanyFacts, type Submissions, type TickerEntry } from './company-facts';

/** The SEC's fair-access limit: at most ten requests a second from one user. */
export const SEC_MAX_REQUESTS_PER_SECOND = 10;

/** The pace of requests: the SEC's own hosts never get more than its limit; a mirror or stand-in gets what is asked. */
export function secRequestRate(dataUrl: string, requested = SEC_MAX_REQUESTS_PER_SECOND): number {
  const host = new URL(dataUrl).hostname;
  return host === 'sec.gov' || host.endsWith('.sec.gov') ? Math.min(requested, SEC_MAX_REQUESTS_PER_SECOND) : requested;
}

export interface SecClientOptions {
  /** "Company Name admin@example.com": the SEC refuses requests without a User-Agent naming who sends them. */
  userAgent: string;
  /** https://data.sec.gov (submissions, companyfacts). */
  dataUrl: string;
  /** https://www.sec.gov (company_tickers_exchange.json). */
  filesUrl: string;
  requestsPerSecond?: number;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
}

/** The message of a sync attempted without SEC_USER_AGENT. */
export const SEC_USER_AGENT_MISSING =
  'Set SEC_USER_AGENT to your organisation and a contact e-mail (e.g. "Thesis Research ops@example.com"): the SEC answers only requests that name who sends them.';

/** A User-Agent the SEC accepts names a contact: an e-mail address in it. */
export function checkUserAgent(userAgent: string | undefined): string {
  const value = userAgent?.trim() ?? '';
  if (!/\S+@\S+\.\S+/.test(value)) throw new ServiceError(SEC_USER_AGENT_MISSING, null);
  return value;
}

/** The SEC's public EDGAR JSON APIs, read politely (see getJson); no key is needed. */
export class SecClient {
  private readonly http: HttpJsonOptions;

  constructor(private readonly options: SecClientOptions) {
    this.http = {
      headers: { 'user-agent': checkUserAgent(options.userAgent) },
      pacer: new RequestPacer(secRequestRate(options.dataUrl, options.requestsPerSecond)),
      timeoutMs: options.timeoutMs ?? 30_000,
      retries: options.retries ?? 4,
      retryDelayMs: options.retryDelayMs ?? 1000,
      maxDelayMs: 60_000,
      service: 'SEC EDGAR',
    };
  }

  /** Every listed ticker with its filer's CIK and exchange. */
  async tickers(signal?: AbortSignal): Promise<TickerEntry[]> {
    const body = await getJson(`${this.options.filesUrl}/files/company_tickers_exchange.json`, this.http, signal);
    if (body === null) throw new ServiceError('SEC EDGAR has no company_tickers_exchange.json at this address', 404);
    return parsedAs('SEC EDGAR', tickerMapSchema, body, 'the ticker list').data.map(([cik, name, ticker, exchange]) => ({ cik, name, ticker, exchange }));
  }

  /** A filer's names, tickers, SIC, fiscal year end and recent filings; null for an unknown CIK. */
  async submissions(cik: number | string, signal?: AbortSignal): Promise<Submissions | null> {
    const body = await getJson(`${this.options.dataUrl}/submissions/CIK${paddedCik(cik)}.json`, this.http, signal);
    return body === null ? null : parsedAs('SEC EDGAR', submissionsSchema, body, `the submissions of CIK ${cik}`);
  }

  /** Every XBRL fact a filer reported; null when it has none. */
  async companyFacts(cik: number | string, signal?: AbortSignal): Promise<CompanyFacts | null> {
    const body = await getJson(`${this.options.dataUrl}/api/xbrl/companyfacts/CIK${paddedCik(cik)}.json`, this.http, signal);
    return body === null ? null : parsedAs('SEC EDGAR', companyFactsSchema, body, `the company facts of CIK ${cik}`);
  }
}
