import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BILLING_MODES, DEFAULT_PLAN_PRICES, DEFAULT_PRO_SEATS, MAX_PLAN_PRICE, MAX_PRO_SEATS, UPLOAD_MAX_BYTES_DEFAULT, type BillingInterval, type BillingMode, type PaidPlanId, type PlanPrices } from '@thesis/domain';

/** Connections one instance's PostgreSQL pool opens at most. */
export const PG_POOL_SIZE = 10;

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An empty variable (`BILLING_MODE=` in a compose file) counts as unset. */
function unsetWhenBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema);
}

/** A displayed plan price in US dollars: above 0, at most MAX_PLAN_PRICE, whole cents. */
function price(fallback: number) {
  return z.coerce
    .number()
    .positive()
    .max(MAX_PLAN_PRICE)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'must be in whole cents')
    .default(fallback);
}

/** An optional setting where an empty value (`METRICS_TOKEN=` in an env file) means unset. */
function optionalSetting<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain lower-case identifier').optional(),
  /** PostgreSQL: send statements as named prepared statements (off behind a pooler that cannot keep them). */
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Thesis <no-reply@thesis.local>'),
  SUPPORT_EMAIL: z.email().default('support@thesis.local'),
  MEDIA_MAX_BYTES: z.coerce.number().int().positive().default(UPLOAD_MAX_BYTES_DEFAULT),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(true),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  BLOG_URL: z.string().optional(),
  CHAT_WIDGET_SCRIPT_URL: z.url().optional(),
  TRUST_PROXY: booleanish.default(false),
  REFERENCE_DATA_DIR: z.string().optional(),
  BILLING_MODE: unsetWhenBlank(z.enum(BILLING_MODES).optional()),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_PRICE_INVESTOR_MONTHLY: z.string().trim().optional(),
  STRIPE_PRICE_INVESTOR_YEARLY: z.string().trim().optional(),
  STRIPE_PRICE_PRO_MONTHLY: z.string().trim().optional(),
  STRIPE_PRICE_PRO_YEARLY: z.string().trim().optional(),
  /** Another Stripe API endpoint (stripe-mock, or a test's stand-in server). */
  STRIPE_API_URL: unsetWhenBlank(z.url().optional()),
  BILLING_PRICE_INVESTOR_MONTHLY: price(DEFAULT_PLAN_PRICES.investor.month),
  BILLING_PRICE_INVESTOR_YEARLY: price(DEFAULT_PLAN_PRICES.investor.year),
  BILLING_PRICE_PRO_MONTHLY: price(DEFAULT_PLAN_PRICES.proInvestor.month),
  BILLING_PRICE_PRO_YEARLY: price(DEFAULT_PLAN_PRICES.proInvestor.year),
  BILLING_PRO_SEATS: z.coerce.number().int().min(1).max(MAX_PRO_SEATS).default(DEFAULT_PRO_SEATS),
  METRICS_TOKEN: optionalSetting(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters')),
  REDIS_URL: optionalSetting(z.string().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('thesis:rate-limit:'),
  /** Requests worked on at once; the rest wait in arrival order (default: 8 on SQLite, 12 on PostgreSQL). */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOBS_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(30_000),
  JOBS_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,49}$/, 'must be a plain lower-case identifier of at most 50 characters').optional(),
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  JOBS_STOP_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().max(120).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  AI_DAILY_LIMIT: z.coerce.number().int().min(1).max(100_000).optional(),
  /** "Organisation contact@example.com": the SEC answers only requests naming who sends them; unset: no SEC sync. */
  SEC_USER_AGENT: optionalSetting(z.string().trim().regex(/\S+@\S+\.\S+/, 'must name your organisation and a contact e-mail address, e.g. "Thesis Research ops@example.com"')),
  /** The SEC's hosts (a test's stand-in, or a mirror). */
  SEC_DATA_URL: z.url().default('https://data.sec.gov'),
  SEC_FILES_URL: z.url().default('https://www.sec.gov'),
  /** Requests a second to the SEC's hosts (never more than its limit of 10; a mirror may take more). */
  SEC_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  /** The EODHD key of the daily price connector (https://eodhd.com); unset: prices stay the shipped snapshot and CSV imports. */
  EODHD_API_KEY: optionalSetting(z.string().trim().min(8, 'EODHD_API_KEY looks too short to be an EODHD key')),
  EODHD_BASE_URL: z.url().default('https://eodhd.com/api'),
  EODHD_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(16).default(10),
  /** When each market's last trading day is read (cron, UTC): after the US close (16:00 New York) and the ASX close (16:00 Sydney), with time for the provider to publish. */
  PRICES_US_CRON: z.string().trim().default('30 22 * * 1-5'),
  PRICES_ASX_CRON: z.string().trim().default('30 7 * * 1-5'),
  /** When the nightly filings sync runs (cron, UTC; default 06:30, after the SEC's overnight processing); "off" disables it. */
  SEC_SYNC_CRON: z.string().trim().default('30 6 * * *'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  appUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string | undefined; preparedStatements?: boolean };
  jwtSecret: Uint8Array;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  mediaMaxBytes: number;
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      }
    | undefined;
  authRateLimit: { max: number; windowMs: number };
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  blogUrl: string | undefined;
  chatWidgetScriptUrl: string | undefined;
  trustProxy: boolean;
  /** The shipped universe CSVs loaded on first start (data/reference). */
  referenceDataDir: string;
  billing: BillingConfig;
  /** Bearer token of GET /metrics; metrics are off without it. */
  metricsToken: string | undefined;
  /** Rate-limit counters in Redis (otherwise PostgreSQL, or memory on SQLite). */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Requests worked on at once (plugins/admission.ts); the rest wait in arrival order. */
  maxConcurrentRequests: number;
  /** The background job runner (docs/operations.md). */
  jobs: {
    pollMs: number;
    /** SQLite: how long a running job's claim lasts without renewal (a dead server's job runs again after it). */
    leaseMs: number;
    /** PostgreSQL: pg-boss's schema. */
    pgBossSchema: string;
    /** PostgreSQL: how often pg-boss expires the jobs of dead instances. */
    maintenanceSeconds: number;
    /** On shutdown, how long running jobs may take to finish before they go back to the queue. */
    stopGraceMs: number;
  };
  /** An OpenAI-compatible provider for AI fills (docs/ai.md); undefined: the built-in analyst. */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** The most AI fills one user may ask for in a UTC day (AI_DAILY_LIMIT); null: no cap. */
  aiDailyLimit: number | null;
  /** The SEC EDGAR connector (docs/market-data.md); undefined without SEC_USER_AGENT. */
  sec: { userAgent: string; dataUrl: string; filesUrl: string; cron: string | null; requestsPerSecond: number } | undefined;
  /** The EODHD price connector; undefined without EODHD_API_KEY. Crons: null when "off". */
  prices: { apiKey: string; baseUrl: string; requestsPerSecond: number; usCron: string | null; asxCron: string | null } | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price id of each paid plan and interval. */
  priceIds: Record<PaidPlanId, Record<BillingInterval, string>>;
  /** Where the SDK sends its requests, when not to Stripe. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export interface BillingConfig {
  mode: BillingMode;
  prices: PlanPrices;
  proSeats: number;
  stripe: StripeConfig | undefined;
}

/**
 * The repository's data/reference, found from this file: three levels up from apps/server/src
 * (sources, vitest) and from apps/server/dist (the bundle), whatever the working directory.
 */
const DEFAULT_REFERENCE_DATA_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../data/reference');

export class ConfigError extends Error {}

/** Reads the JWT secret from the environment, or from DATA_DIR/secret (generated once). */
function loadSecret(dataDir: string, configured: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'secret');
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function stripeApi(url: string | undefined): StripeConfig['api'] {
  if (!url) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** BILLING_MODE (stripe when STRIPE_SECRET_KEY is set, else local) with what that mode needs. */
function billingConfig(env: Env): BillingConfig {
  const mode = env.BILLING_MODE ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'local');
  const prices: PlanPrices = {
    investor: { month: env.BILLING_PRICE_INVESTOR_MONTHLY, year: env.BILLING_PRICE_INVESTOR_YEARLY },
    proInvestor: { month: env.BILLING_PRICE_PRO_MONTHLY, year: env.BILLING_PRICE_PRO_YEARLY },
  };
  if (mode !== 'stripe') return { mode, prices, proSeats: env.BILLING_PRO_SEATS, stripe: undefined };
  const required = {
    STRIPE_SECRET_KEY: env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    STRIPE_PRICE_INVESTOR_MONTHLY: env.STRIPE_PRICE_INVESTOR_MONTHLY,
    STRIPE_PRICE_INVESTOR_YEARLY: env.STRIPE_PRICE_INVESTOR_YEARLY,
    STRIPE_PRICE_PRO_MONTHLY: env.STRIPE_PRICE_PRO_MONTHLY,
    STRIPE_PRICE_PRO_YEARLY: env.STRIPE_PRICE_PRO_YEARLY,
  };
  const missing = Object.entries(required).filter(([, value]) => !value).map(([name]) => `  ${name}: is required when BILLING_MODE is stripe`);
  if (missing.length > 0) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const priceIds = {
    investor: { month: required.STRIPE_PRICE_INVESTOR_MONTHLY!, year: required.STRIPE_PRICE_INVESTOR_YEARLY! },
    proInvestor: { month: required.STRIPE_PRICE_PRO_MONTHLY!, year: required.STRIPE_PRICE_PRO_YEARLY! },
  };
  const ids = [priceIds.investor.month, priceIds.investor.year, priceIds.proInvestor.month, priceIds.proInvestor.year];
  if (new Set(ids).size !== ids.length) throw new ConfigError('Invalid configuration:\n  STRIPE_PRICE_*: each plan and interval needs its own Stripe price id');
  return {
    mode,
    prices,
    proSeats: env.BILLING_PRO_SEATS,
    stripe: { secretKey: required.STRIPE_SECRET_KEY!, webhookSecret: required.STRIPE_WEBHOOK_SECRET!, priceIds, api: stripeApi(env.STRIPE_API_URL) },
  };
}

/** Validates the environment and applies the embedded defaults. Throws ConfigError with every problem. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_URL: must start with postgres:// (leave it unset for SQLite)');
  }
  const ai = aiProvider(env);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    appUrl: env.APP_URL.replace(/\/+$/, ''),
    dataDir,
    database: databaseUrl ? { kind: 'postgres', url: databaseUrl, schema: env.DATABASE_SCHEMA, preparedStatements: env.DATABASE_PREPARED_STATEMENTS === 'on' } : { kind: 'sqlite', file: join(dataDir, 'thesis.db') },
    jwtSecret: loadSecret(dataDir, env.JWT_SECRET),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    mediaMaxBytes: env.MEDIA_MAX_BYTES,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    blogUrl: env.BLOG_URL || undefined,
    chatWidgetScriptUrl: env.CHAT_WIDGET_SCRIPT_URL,
    trustProxy: env.TRUST_PROXY,
    referenceDataDir: env.REFERENCE_DATA_DIR ? resolve(env.REFERENCE_DATA_DIR) : DEFAULT_REFERENCE_DATA_DIR,
    billing: billingConfig(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    // On PostgreSQL a little above the pool's connections: an admitted request seldom waits for one,
    // and requests beyond that only queued for the pool while adding to the event loop's interleaving
    // (mixed load: 483–510 req/s with 32 places, 518–551 with 10–16; docs/benchmarks.md).
    maxConcurrentRequests: env.MAX_CONCURRENT_REQUESTS ?? (databaseUrl ? PG_POOL_SIZE + 2 : 8),
    jobs: {
      pollMs: env.JOBS_POLL_MS,
      leaseMs: env.JOBS_LEASE_MS,
      pgBossSchema: env.JOBS_SCHEMA ?? (env.DATABASE_SCHEMA ? `${env.DATABASE_SCHEMA}_jobs`.slice(0, 50) : 'pgboss'),
      maintenanceSeconds: env.JOBS_MAINTENANCE_SECONDS,
      stopGraceMs: env.JOBS_STOP_GRACE_MS,
    },
    ai,
    aiDailyLimit: env.AI_DAILY_LIMIT ?? null,
    sec: env.SEC_USER_AGENT
      ? { userAgent: env.SEC_USER_AGENT, dataUrl: env.SEC_DATA_URL.replace(/\/+$/, ''), filesUrl: env.SEC_FILES_URL.replace(/\/+$/, ''), cron: env.SEC_SYNC_CRON === 'off' ? null : env.SEC_SYNC_CRON, requestsPerSecond: env.SEC_REQUESTS_PER_SECOND }
      : undefined,
    prices: env.EODHD_API_KEY
      ? {
          apiKey: env.EODHD_API_KEY,
          baseUrl: env.EODHD_BASE_URL.replace(/\/+$/, ''),
          requestsPerSecond: env.EODHD_REQUESTS_PER_SECOND,
          usCron: env.PRICES_US_CRON === 'off' ? null : env.PRICES_US_CRON,
          asxCron: env.PRICES_ASX_CRON === 'off' ? null : env.PRICES_ASX_CRON,
        }
      : undefined,
  };
}

/** The AI provider: all of AI_BASE_URL, AI_API_KEY and AI_MODEL, or none (the built-in analyst). */
function aiProvider(env: Env): Config['ai'] {
  const values = { AI_BASE_URL: env.AI_BASE_URL?.trim(), AI_API_KEY: env.AI_API_KEY?.trim(), AI_MODEL: env.AI_MODEL?.trim() };
  const set = Object.entries(values).filter(([, value]) => value);
  if (set.length === 0) return undefined;
  if (set.length < 3) {
    const missing = Object.entries(values).filter(([, value]) => !value).map(([name]) => name);
    throw new ConfigError(`Invalid configuration:\n  ${missing.join(', ')}: set AI_BASE_URL, AI_API_KEY and AI_MODEL together (or none of them for the built-in analyst)`);
  }
  return { baseUrl: values.AI_BASE_URL!.replace(/\/+$/, ''), apiKey: values.AI_API_KEY!, model: values.AI_MODEL!, timeoutMs: env.AI_TIMEOUT_MS };
}
