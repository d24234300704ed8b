import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { symbols, type Bindings, type ChildLoggerOptions, type DestinationStream, type LoggerOptions } from 'pino';
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
export function loggerOptions(config: Pick<Config, 'logLevel'>, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
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
    ...(stream ? { stream } : {}),
  };
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * One "request completed" line per request with its id (reqId), the signed-in user (userId, null
 * when anonymous), method, redacted URL, route, status and time. Lines logged while handling a
 * signed-in request carry the userId too.
 */
/** Whether an info line would be written: pino knows; the no-op logger (logging off) writes nothing. */
function writesInfo(log: FastifyRequest['log']): boolean {
  const { isLevelEnabled } = log as typeof log & { isLevelEnabled?: (level: string) => boolean };
  return typeof isLevelEnabled === 'function' && isLevelEnabled.call(log, 'info');
}

/**
 * Ids that are JSON strings as they are, with nothing in them to redact: request ids given by a
 * proxy must look like this to be kept (genReqId), and user ids do.
 */
export const PLAIN_ID = /^[\w-]{1,64}$/;

type PinoInternals = FastifyBaseLogger & { [symbols.chindingsSym]?: unknown };

/**
 * Adds `key: value` to a pino logger's bindings. pino's own child()/setBindings() pass every
 * binding through the redaction of the log settings (their wildcard paths apply to any value),
 * which for the request's id and user id (plain ids, checked here) did nothing but cost several
 * per cent of the cheapest routes. Anything else, or a logger that is not pino, takes pino's way.
 */
function bindPlainId(log: PinoInternals, key: string, value: string): boolean {
  const chindings = log[symbols.chindingsSym];
  if (typeof chindings !== 'string' || !PLAIN_ID.test(value)) return false;
  log[symbols.chindingsSym] = `${chindings},"${key}":"${value}"`;
  return true;
}

/**
 * Fastify's child logger for each request, carrying its id (reqId). Options are passed on only
 * when they change something: given any, pino rebuilds the child's formatters and level.
 */
export function requestChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const plain = Object.keys(options).every((key) => key === 'level' && options.level === logger.level);
  const reqId: unknown = bindings.reqId;
  if (plain && typeof reqId === 'string' && Object.keys(bindings).length === 1) {
    const child = logger.child({});
    if (bindPlainId(child, 'reqId', reqId)) return child;
  }
  return logger.child(bindings, options);
}

export function registerRequestLogging(app: FastifyInstance): void {
  const bound = new WeakSet<FastifyRequest>();
  // Callback hooks, not async ones: every request runs them, and a promise per hook is measurable
  // on the cheapest routes (bench/http, /healthz).
  app.addHook('preHandler', (request, _reply, done) => {
    // pino's child loggers can add bindings; the no-op logger (logging off) cannot.
    const log = request.log as typeof request.log & { setBindings?: (bindings: Record<string, unknown>) => void };
    if (request.auth && typeof log.setBindings === 'function') {
      const userId = request.auth.user.id;
      if (!bindPlainId(log, 'userId', userId)) log.setBindings({ userId });
      bound.add(request);
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    logRequestCompleted(request, reply, bound.has(request));
    done();
  });
}

/**
 * The request's "request completed" line, built only when it is written (LOG_LEVEL info or finer).
 * `userBound`: the user id is already among the logger's bindings.
 */
export function logRequestCompleted(request: FastifyRequest, reply: FastifyReply, userBound = false): void {
  if (!writesInfo(request.log)) return;
  const elapsed = reply.elapsedTime;
  request.log.info(
    {
      ...(userBound ? {} : { userId: request.auth?.user.id ?? null }),
      method: request.method,
      url: redactUrl(request.url, request.routeOptions.url),
      route: routeOf(request),
      statusCode: reply.statusCode,
      responseTime: Number.isFinite(elapsed) ? Math.round(elapsed * 10) / 10 : null,
      remoteAddress: request.ip,
    },
    'request completed',
  );
}
