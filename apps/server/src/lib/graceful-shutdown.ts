import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';

export interface ShutdownOptions {
  app: FastifyInstance;
  db: Db;
  /** Stops background work first (timers, job runners). */
  stopJobs?: () => void;
  /** How long requests in flight may take before their connections are cut. */
  graceMs?: number;
}

/**
 * Stops the server without failing a request: no new connections are taken (a request arriving on
 * a kept-alive connection meanwhile answers 503 with `connection: close`, which a load balancer
 * retries elsewhere), requests in flight run to their end, and only then is the database closed, so
 * none of them meets a closed pool. Called twice, it waits for the first call.
 */
export function gracefulShutdown({ app, db, stopJobs, graceMs = 10_000 }: ShutdownOptions): (reason: string) => Promise<void> {
  let done: Promise<void> | undefined;
  return (reason) =>
    (done ??= (async () => {
      app.log.info({ reason }, 'shutting down: finishing the requests in flight');
      stopJobs?.();
      // A kept-alive connection whose last request just finished is idle: close it then, rather
      // than waiting for its keep-alive timeout.
      const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
      const cut = setTimeout(() => {
        app.log.warn({ graceMs }, 'requests still running after the grace period: closing their connections');
        app.server.closeAllConnections();
      }, graceMs);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
        clearTimeout(cut);
        await db.destroy();
      }
      app.log.info('stopped');
    })());
}
