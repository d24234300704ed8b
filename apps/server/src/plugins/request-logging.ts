import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn } from 'pino';
import { redactUrl, type AppLoggers } from './log-settings';

/**
 * Ids that are JSON strings as they are, with nothing in them to redact: request ids given by a
 * proxy must look like this to be kept (genReqId), and user ids do.
 */
export const PLAIN_ID = /^[\w-]{1,64}$/;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger (request.log) that makes pino's child logger — with the request id and, once
 * signed in, the user id — only when something is logged while handling the request. Most requests
 * log nothing but their "request completed" line, which is written apart (logRequestCompleted), so
 * they never pay for a child logger.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;
  private userId: string | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): LevelWithSilentOrString {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.logger().level = level;
  }

  /** Adds the signed-in user's id to every line logged for the request from now on. */
  bindUser(userId: string): void {
    if (this.made) {
      const log = this.made as FastifyBaseLogger & { setBindings?: (bindings: Bindings) => void };
      log.setBindings?.({ userId });
    } else {
      this.userId = userId;
    }
  }

  isLevelEnabled(level: string): boolean {
    const log = (this.made ?? this.parent) as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
    return typeof log.isLevelEnabled === 'function' && log.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }

  fatal: LogFn = (...args: Parameters<LogFn>) => this.write('fatal', args);
  error: LogFn = (...args: Parameters<LogFn>) => this.write('error', args);
  warn: LogFn = (...args: Parameters<LogFn>) => this.write('warn', args);
  info: LogFn = (...args: Parameters<LogFn>) => this.write('info', args);
  debug: LogFn = (...args: Parameters<LogFn>) => this.write('debug', args);
  trace: LogFn = (...args: Parameters<LogFn>) => this.write('trace', args);
  silent: LogFn = () => undefined;

  private write(level: Level, args: Parameters<LogFn>): void {
    const log = this.logger();
    (log[level] as (...rest: unknown[]) => void).apply(log, args);
  }

  private logger(): FastifyBaseLogger {
    if (!this.made) {
      const bindings = this.userId === null ? this.bindings : { ...this.bindings, userId: this.userId };
      this.made = Object.keys(this.options).length ? this.parent.child(bindings, this.options) : this.parent.child(bindings);
    }
    return this.made;
  }
}

/** Fastify's logger for each request: made when first used (see LazyRequestLogger). */
export function requestChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const plain = Object.keys(options).every((key) => key === 'level' && options.level === logger.level);
  return new LazyRequestLogger(logger, bindings, plain ? {} : options);
}

function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/**
 * One "request completed" line per request with its id (reqId), the signed-in user (userId, null
 * when anonymous), method, redacted URL, route, status and time. Lines logged while handling a
 * signed-in request carry the userId too.
 */
export function registerRequestLogging(app: FastifyInstance, loggers: AppLoggers | null): void {
  // Callback hooks, not async ones: every request runs them, and a promise per hook is measurable
  // on the cheapest routes (bench/http, /healthz).
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.auth && request.log instanceof LazyRequestLogger) request.log.bindUser(request.auth.user.id);
    done();
  });
  if (!loggers) return;
  app.addHook('onResponse', (request, reply, done) => {
    logRequestCompleted(loggers, request, reply);
    done();
  });
}

/** The request's "request completed" line, built only when it is written (LOG_LEVEL info or finer). */
export function logRequestCompleted(loggers: AppLoggers, request: FastifyRequest, reply: FastifyReply): void {
  if (!loggers.requests.enabled) return;
  const elapsed = reply.elapsedTime;
  loggers.requests.write({
    reqId: request.id,
    userId: request.auth?.user.id ?? null,
    method: request.method,
    url: redactUrl(request.url, request.routeOptions.url),
    route: routeOf(request),
    statusCode: reply.statusCode,
    responseTime: Number.isFinite(elapsed) ? Math.round(elapsed * 10) / 10 : null,
    remoteAddress: request.ip,
  });
}
