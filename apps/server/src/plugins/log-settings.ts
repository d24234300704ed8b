import { hostname } from 'node:os';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';

/** Query parameters that carry secrets or personal data: their values never reach a log line. */
const SECRET_QUERY_KEYS = new Set(['token', 'signature', 'refresh_token', 'access_token', 'password', 'email', 'hash', 'viewer', 'sharing']);
/** Route parameters that carry secrets (invitation tokens, e-mail hashes): never logged, on any route. */
const SECRET_PARAM_NAMES = new Set(['token', 'hash', 'signature']);
const REDACTED = '[redacted]';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN_LIKE = /^[\w-]{20,}$/;

/**
 * A path segment that looks like a secret even where no route names it (an unmatched address, a
 * page of the web app such as an invitation link): 20 or more URL-safe characters mixing at least
 * two of lower case, upper case and digits, and not an id (UUID). Such segments are never logged.
 */
function looksSecret(segment: string): boolean {
  if (!TOKEN_LIKE.test(segment) || UUID.test(segment)) return false;
  const kinds = Number(/[a-z]/.test(segment)) + Number(/[A-Z]/.test(segment)) + Number(/\d/.test(segment));
  return kinds >= 2;
}

/** Secret parameters of a route pattern by segment index (`/team-invitations/:token` → {2}). */
const secretSegmentsOf = new Map<string, ReadonlySet<number>>();
function secretSegments(route: string): ReadonlySet<number> {
  let found = secretSegmentsOf.get(route);
  if (!found) {
    found = new Set(route.split('/').flatMap((part, index) => (part.startsWith(':') && SECRET_PARAM_NAMES.has(part.slice(1).replace(/\?$/, '')) ? [index] : [])));
    if (secretSegmentsOf.size < 1_000) secretSegmentsOf.set(route, found);
  }
  return found;
}

function redactPath(path: string, route: string | undefined): string {
  const secret = route ? secretSegments(route) : undefined;
  if (path.length < 20 && !secret?.size) return path;
  const segments = path.split('/');
  let changed = false;
  for (let index = 0; index < segments.length; index += 1) {
    if (segments[index] !== '' && (secret?.has(index) || looksSecret(segments[index]!))) {
      segments[index] = REDACTED;
      changed = true;
    }
  }
  return changed ? segments.join('/') : path;
}

/**
 * The URL as logged: the values of secret query parameters, the route's secret parameters
 * (`route`: its pattern, e.g. `/api/v1/team-invitations/:token`) and any token-like path
 * segment replaced (signed links, reset links, invitation links).
 */
export function redactUrl(url: string, route?: string): string {
  const mark = url.indexOf('?');
  const path = redactPath(mark < 0 ? url : url.slice(0, mark), route);
  if (mark < 0) return path;
  const query = new URLSearchParams(url.slice(mark + 1));
  for (const key of [...query.keys()]) {
    if (SECRET_QUERY_KEYS.has(key.toLowerCase())) query.set(key, REDACTED);
  }
  return `${path}?${query.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED)}`;
}

/** Error fields that may quote stored values (PostgreSQL's `detail`: "Key (email)=(…)"). */
const ERROR_FIELDS_DROPPED = new Set(['detail', 'internalQuery', 'where', 'parameters', 'headers', 'config']);

function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out: Record<string, unknown> = { type: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (!ERROR_FIELDS_DROPPED.has(key) && (typeof value !== 'object' || value === null)) out[key] = value;
  }
  if (error.cause !== undefined) out.cause = serializeError(error.cause);
  return out;
}

/**
 * pino settings: JSON lines; request lines carry method, redacted URL and route, never headers
 * or bodies; credentials are censored wherever they would appear as fields.
 */
function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'password', 'current_password', 'password_confirmation', 'token', 'refresh_token', 'access_token', 'authorization', 'cookie',
        '*.password', '*.current_password', '*.password_confirmation', '*.token', '*.refresh_token', '*.access_token', '*.authorization', '*.cookie',
        // Headers carry the bearer token and cookies (@fastify/multipart logs its busboy options with them at trace).
        'headers', '*.headers', '*.*.headers', '*.*.authorization', '*.*.cookie',
        'text', 'html', '*.text', '*.html',
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (request: { method?: string; url?: string; ip?: string; routeOptions?: { url?: string } }) => ({ method: request.method, url: redactUrl(request.url ?? '', request.routeOptions?.url), remoteAddress: request.ip }),
      err: serializeError,
    },
  };
}

export interface AppLoggers {
  /** Everything but the request lines: redaction and serializers as above. */
  app: Logger;
  /** The "request completed" lines, one per request, on the same destination. */
  requests: RequestLog;
  /** Writes what is gathered and resolves once it is written (before the process exits). */
  flush(): Promise<void>;
}

/** The fields of a request line, built by request-logging.ts (the URL already redacted). */
export interface RequestLine {
  reqId: string;
  userId: string | null;
  method: string;
  url: string;
  route: string;
  statusCode: number;
  responseTime: number | null;
  remoteAddress: string;
}

export interface RequestLog {
  /** Whether request lines are written at all (LOG_LEVEL info or finer). */
  readonly enabled: boolean;
  write(line: RequestLine): void;
}

const INFO = 30;

/**
 * Request lines in pino's format (level, time, pid, hostname, the fields, msg), written without
 * going through pino: every request writes one, and pino's general machinery (serializers, the
 * redaction pass, hooks) cost about a sixth of the cheapest request's CPU for fields that are all
 * known, plain and already redacted.
 */
function requestLog(level: Config['logLevel'], destination: DestinationStream): RequestLog {
  const enabled = level !== 'silent' && (pino.levels.values[level] ?? Infinity) <= INFO;
  const bindings = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  return {
    enabled,
    write(line) {
      destination.write(`{"level":${INFO},"time":${Date.now()}${bindings},${JSON.stringify(line).slice(1, -1)},"msg":"request completed"}\n`);
    },
  };
}

/** Request lines are written in blocks of this many bytes at least, or at the latest after FLUSH_MS. */
const BLOCK_BYTES = 4096;
const FLUSH_MS = 1000;

/**
 * The app's loggers. By default both write to standard output without making a request wait:
 * request lines are gathered into blocks of 4 KB written in the background (one write for dozens
 * of requests under load), and whatever is gathered is written within a second anyway; any other
 * line (warnings, errors, start and stop) is written at once, or just after the block being
 * written. A process killed outright (kill -9) loses at most its last second of request lines,
 * never an error line. Before exiting on purpose, wait for `flush()`: lines being written in the
 * background would otherwise land after the last ones, or not at all.
 */
export function createLoggers(config: Pick<Config, 'logLevel'>, stream?: DestinationStream): AppLoggers {
  if (stream) return { app: pino(loggerOptions(config), stream), requests: requestLog(config.logLevel, stream), flush: () => Promise.resolve() };
  const blocks = pino.destination({ dest: 1, sync: false, minLength: BLOCK_BYTES });
  setInterval(() => blocks.flush(), FLUSH_MS).unref();
  const atOnce: DestinationStream = {
    write(line: string) {
      blocks.write(line);
      blocks.flush();
    },
  };
  return {
    app: pino(loggerOptions(config), atOnce),
    requests: requestLog(config.logLevel, blocks),
    flush: () => new Promise((resolve) => blocks.flush(() => resolve())),
  };
}
