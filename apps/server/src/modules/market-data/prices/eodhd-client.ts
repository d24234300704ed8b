import { z } from 'zod';
import { getJson, parsedAs, ServiceError, type HttpJsonOptions } from '../http-json';
import { RequestPacer } from '../request-pacer';
import { US_EXCHANGES } from '../sync-runs.repository';
import type { Bar, BulkBar, Dividend, PriceProvider, Split } from './price-provider';

/** The provider's name as stored with each price. */
export const EODHD_SOURCE = 'EODHD';

const num = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?(e[-+]?\d+)?$/i).transform(Number)]);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const barSchema = z.object({ date: day, close: num, adjusted_close: num.nullable().optional(), volume: num.nullable().optional() });
const bulkBarSchema = barSchema.extend({ code: z.string() });
const splitSchema = z.object({ date: day, split: z.string().regex(/^\d+(\.\d+)?\/\d+(\.\d+)?$/) });
const dividendSchema = z.object({ date: day, value: num.nullable().optional(), unadjustedValue: num.nullable().optional(), currency: z.string().nullable().optional() });


export interface EodhdOptions {
  apiKey: string;
  /** https://eodhd.com/api */
  baseUrl: string;
  /** The plan's limit is 1,000 a minute; the default stays well under it. */
  requestsPerSecond?: number;
  timeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
}

/** EODHD's exchange code of a listing: every US exchange is US, the ASX is AU. */
export function eodhdExchange(exchange: string): 'US' | 'AU' | null {
  if (exchange === 'ASX') return 'AU';
  return (US_EXCHANGES as readonly string[]).includes(exchange) ? 'US' : null;
}

/** EODHD's symbol: one dot only, before the exchange (BRK.B → BRK-B.US). */
export function eodhdSymbol(ticker: string, exchange: 'US' | 'AU'): string {
  return `${ticker.replace(/\./g, '-')}.${exchange}`;
}

/** The message of a refused key, a used-up daily quota, or an endpoint the plan lacks: retrying does not help. */
function refusal(error: unknown): never {
  if (error instanceof ServiceError) {
    if (error.status === 401) throw new ServiceError('EODHD refused the API key (401): check EODHD_API_KEY.', 401);
    if (error.status === 402) throw new ServiceError('EODHD’s daily request limit is used up (402); the sync resumes with the next run after midnight GMT.', 402);
    if (error.status === 403) throw new ServiceError('EODHD’s plan for this key does not include this data (403): end-of-day prices of the US and the ASX need an “EOD Historical Data — All World” plan.', 403);
  }
  throw error;
}

/**
 * EODHD's end-of-day API (https://eodhd.com/financial-apis/): daily bars, splits and dividends per
 * symbol, and the last day of a whole exchange in one request. The key travels in the query, as
 * the API requires; no message or log line shows a URL's query.
 */
export class EodhdClient implements PriceProvider {
  readonly source = EODHD_SOURCE;
  private readonly http: HttpJsonOptions;

  constructor(private readonly options: EodhdOptions) {
    this.http = {
      headers: {},
      pacer: new RequestPacer(options.requestsPerSecond ?? 10),
      timeoutMs: options.timeoutMs ?? 30_000,
      retries: options.retries ?? 4,
      retryDelayMs: options.retryDelayMs ?? 1000,
      maxDelayMs: 60_000,
      service: 'EODHD',
    };
  }

  symbolOf(ticker: string, exchange: string): string | null {
    const market = eodhdExchange(exchange);
    return market ? eodhdSymbol(ticker, market) : null;
  }

  private url(path: string, query: Record<string, string> = {}): string {
    const search = new URLSearchParams({ ...query, fmt: 'json', api_token: this.options.apiKey });
    return `${this.options.baseUrl}${path}?${search.toString()}`;
  }

  private async get(path: string, query: Record<string, string>, signal?: AbortSignal): Promise<unknown> {
    return getJson(this.url(path, query), this.http, signal).catch(refusal);
  }

  /** Daily bars of a symbol from `from` on (oldest first); [] for a symbol EODHD does not know. */
  async bars(symbol: string, from: string, signal?: AbortSignal): Promise<Bar[]> {
    const body = await this.get(`/eod/${encodeURIComponent(symbol)}`, { from, period: 'd', order: 'a' }, signal);
    return body === null ? [] : parsedAs('EODHD', z.array(barSchema), body, `the prices of ${symbol}`);
  }

  async splits(symbol: string, from: string, signal?: AbortSignal): Promise<Split[]> {
    const body = await this.get(`/splits/${encodeURIComponent(symbol)}`, { from }, signal);
    if (body === null) return [];
    return parsedAs('EODHD', z.array(splitSchema), body, `the splits of ${symbol}`).map(({ date, split }) => {
      const [ratioNew, ratioOld] = split.split('/').map(Number) as [number, number];
      return { date, ratio_new: ratioNew, ratio_old: ratioOld };
    });
  }

  async dividends(symbol: string, from: string, signal?: AbortSignal): Promise<Dividend[]> {
    const body = await this.get(`/div/${encodeURIComponent(symbol)}`, { from }, signal);
    if (body === null) return [];
    return parsedAs('EODHD', z.array(dividendSchema), body, `the dividends of ${symbol}`).flatMap((row) => {
      const amount = row.unadjustedValue ?? row.value;
      return amount === null || amount === undefined ? [] : [{ date: row.date, amount, currency: row.currency ?? null }];
    });
  }

  /** The last trading day (or `date`) of every symbol of an exchange, in one request. */
  async lastDay(exchange: 'US' | 'AU', date?: string, signal?: AbortSignal): Promise<BulkBar[]> {
    const body = await this.get(`/eod-bulk-last-day/${exchange}`, date ? { date } : {}, signal);
    return body === null ? [] : parsedAs('EODHD', z.array(bulkBarSchema), body, `the last day of ${exchange}`);
  }
}
