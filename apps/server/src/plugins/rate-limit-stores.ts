import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** What @fastify/rate-limit asks of a store: count one hit and say how many there were. */
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreRouteOptions {
  routeInfo?: { method?: string; url?: string };
  timeWindow?: unknown;
}

/** Expired counters are swept once every this many hits (per instance). */
const SWEEP_EVERY = 500;

/**
 * Counters in the rate_limit_counters table, shared by every instance on one PostgreSQL: one
 * atomic upsert per hit on the database clock (a window starts with the first hit and resets
 * once it has passed).
 */
export function postgresRateLimitStore(db: Kysely<Database>) {
  let hitsSinceSweep = 0;

  async function increment(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const result = await sql<{ hits: number; ttl_ms: number }>`
      with now as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms)
      insert into rate_limit_counters as c (key, hits, resets_at_ms)
      select ${key}, 1, now.ms + ${windowMs} from now
      on conflict (key) do update set
        hits = case when c.resets_at_ms <= (select ms from now) then 1 else c.hits + 1 end,
        resets_at_ms = case when c.resets_at_ms <= (select ms from now) then excluded.resets_at_ms else c.resets_at_ms end
      returning c.hits, greatest(0, c.resets_at_ms - (select ms from now))::float8 as ttl_ms`.execute(db);
    const row = result.rows[0];
    if (!row) throw new Error('rate limit counter not returned');
    hitsSinceSweep += 1;
    if (hitsSinceSweep >= SWEEP_EVERY) {
      hitsSinceSweep = 0;
      void sql`delete from rate_limit_counters where resets_at_ms < (extract(epoch from clock_timestamp()) * 1000)::bigint`.execute(db).catch(() => undefined);
    }
    return { current: Number(row.hits), ttl: Number(row.ttl_ms) };
  }

  return class PostgresRateLimitStore {
    private readonly windowMs: number;

    constructor(
      options: unknown,
      private readonly prefix = '',
    ) {
      const { timeWindow } = options as StoreRouteOptions;
      this.windowMs = typeof timeWindow === 'number' ? timeWindow : 60_000;
    }

    /** The plugin passes the window (it may depend on the request); the route's is the fallback. */
    incr(key: string, callback: IncrCallback, timeWindow?: number): void {
      increment(`${this.prefix}${key}`.slice(0, 300), timeWindow ?? this.windowMs).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** The plugin's types say RouteOptions; at run time it passes the route's limit settings with routeInfo. */
    child(routeOptions: unknown): PostgresRateLimitStore {
      const options = routeOptions as StoreRouteOptions;
      return new PostgresRateLimitStore(options, `${options.routeInfo?.method ?? ''}${options.routeInfo?.url ?? ''}:`);
    }
  };
}

/**
 * A Redis connection for rate-limit counters that fails fast: a command waits at most a second
 * and is not retried, so an outage answers 503 instead of holding requests.
 */
export function rateLimitRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000, lazyConnect: false });
}
