import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import etag from '@fastify/etag';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@thesis/domain';
import type { Config } from './config';
import type { Db } from './db/database';
import { createDeps } from './deps';
import { createJobRunner } from './jobs/create-job-runner';
import type { JobRunner } from './jobs/job-runner';
import { createMailer, type Mailer } from './mail/mailer';
import { aiFillRoutes } from './modules/ai-fill/ai-fill.routes';
import { createAiFillModule } from './modules/ai-fill/ai-fill.module';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { createMarketDataModule } from './modules/market-data/market-data.module';
import { marketDataRoutes } from './modules/market-data/market-data.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { decisionsRoutes } from './modules/decisions/decisions.routes';
import { estimatesRoutes } from './modules/estimates/estimates.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { healthRoutes } from './modules/health/health.routes';
import { investmentItemsRoutes } from './modules/investment-items/investment-items.routes';
import { investmentProcessesRoutes } from './modules/investment-processes/investment-processes.routes';
import { investmentsRoutes } from './modules/investments/investments.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { memoRoutes } from './modules/memo/memo.routes';
import { DecisionMemoSource } from './modules/decisions/decision-memo-source';
import { notesRoutes } from './modules/notes/notes.routes';
import { portfolioRoutes } from './modules/portfolio/portfolio.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { sharingRoutes } from './modules/sharing/sharing.routes';
import { usersRoutes } from './modules/users/users.routes';
import { initRoutes } from './modules/init/init.routes';
import { itemsRoutes } from './modules/items/items.routes';
import { processesRoutes } from './modules/processes/processes.routes';
import { screensRoutes } from './modules/screens/screens.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { templatesRoutes } from './modules/templates/templates.routes';
import { registerAdmission } from './plugins/admission';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerJsonBody } from './plugins/json-body';
import { registerRouteRights } from './plugins/route-rights';
import { AppMetrics } from './metrics/app-metrics';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimits } from './plugins/rate-limits';
import { registerRouteCatalogue } from './plugins/route-catalogue';
import { registerCreatedLocation } from './plugins/created-location';
import { createLoggers, type AppLoggers } from './plugins/log-settings';
import { logRequestCompleted, PLAIN_ID, registerRequestLogging, requestChildLogger } from './plugins/request-logging';
import { registerSecurityHeaders, securityHeaderSetter } from './plugins/security-headers';
import { compiledSerializers } from './plugins/serializers';
import { registerStaticWeb } from './plugins/static-web';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/storage';

export interface BuildOptions {
  config: Config;
  db: Db;
  mailer?: Mailer;
  storage?: FileStorage;
  /** `false` for no logging at all (tests); otherwise the configured JSON logger. */
  logger?: false;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: DestinationStream;
  /** The loggers to use (main.ts makes them, to flush them before the process exits). */
  loggers?: AppLoggers;
  /** Called for every route as it is added (tests read the routes' schemas with it). */
  onRoute?: (route: RouteOptions) => void;
  /** The background job runner; by default pg-boss on PostgreSQL, the jobs table on SQLite. */
  jobs?: JobRunner;
}

/** The whole HTTP application. Tests build it too, with their own database and mailer. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const setSecurityHeaders = securityHeaderSetter(config);
  const loggers = options.logger === false ? null : (options.loggers ?? createLoggers(config, options.logStream));
  const loggerInstance: FastifyBaseLogger | undefined = loggers?.app;
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: false }),
    // One "request completed" line per request, written by registerRequestLogging.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: requestChildLogger,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      // A random UUID: drawn from a batch Node keeps, where a time-ordered one (newId) costs a
      // call for random bytes per request.
      return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler((request, reply) => {
      setSecurityHeaders(request, reply);
      if (loggers) reply.raw.once('finish', () => logRequestCompleted(loggers, request, reply));
    }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializers({ validate: config.env !== 'production' }));
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger: app.log });
  const storage = options.storage ?? createStorage(config);
  const metrics = config.metricsToken ? new AppMetrics({ pool: db.poolStats }) : null;
  const jobs = options.jobs ?? createJobRunner(config, db, app.log);
  metrics?.watchJobs(jobs);
  app.decorate('deps', createDeps({ config, db, mailer, storage, jobs }, app.log));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const aiFill = createAiFillModule(app.deps);
  const marketData = createMarketDataModule({ config, db, jobs, log: app.log });
  // Saved when the runner starts (main.ts): the nightly filings sync, when SEC_USER_AGENT is set.
  await marketData.schedule();
  // Closing the app stops the runner gracefully: running jobs get a grace period, the rest go back to the queue.
  app.addHook('onClose', async () => jobs.stop({ graceMs: config.jobs.stopGraceMs }));

  registerRouteCatalogue(app);
  registerAdmission(app, config.maxConcurrentRequests);
  registerErrorHandling(app);
  registerJsonBody(app);
  registerAuth(app);
  // Rights before any check of the input: someone who may not use a route gets 403, not 422.
  registerRouteRights(app);
  registerInputGuard(app);
  registerRequestLogging(app, loggers);
  registerSecurityHeaders(app, setSecurityHeaders);
  await registerCompression(app);
  await registerRateLimits(app);
  await registerOpenApi(app);

  healthRoutes(app);
  registerMetrics(app, metrics, config.metricsToken);
  await app.register(
    async (api) => {
      // File uploads are API routes only; registered here, its per-request hook skips the health checks and the web pages.
      await api.register(multipart, { limits: { fileSize: config.mediaMaxBytes, files: 1, fields: 10, fieldSize: 1024 } });
      // A weak ETag on every API answer with a body, and 304 when If-None-Match names it. Its hook
      // runs after compression (an instance-wide hook): the tag is of the bytes sent (each encoding
      // has its own; answers vary on accept-encoding), and hashing the compressed answer costs a
      // fraction of hashing the text. Health checks and web pages go without.
      await api.register(etag, { weak: true });
      registerCreatedLocation(api);
      // Only the sign-in routes read or set cookies (the refresh token): the cookie plugin's two
      // hooks stay off every other request.
      await api.register(async (auth) => {
        await auth.register(cookie);
        authRoutes(auth);
      });
      usersRoutes(api);
      mediaRoutes(api);
      eventsRoutes(api);
      appConfigRoutes(api);
      processesRoutes(api);
      itemsRoutes(api);
      templatesRoutes(api);
      initRoutes(api);
      investmentsRoutes(api);
      reviewsRoutes(api);
      estimatesRoutes(api);
      investmentProcessesRoutes(api);
      aiFillRoutes(api, aiFill);
      investmentItemsRoutes(api);
      notesRoutes(api);
      memoRoutes(api, { decisions: new DecisionMemoSource(db.db) });
      sharingRoutes(api);
      dashboardRoutes(api);
      portfolioRoutes(api);
      decisionsRoutes(api);
      screensRoutes(api);
      teamsRoutes(api);
      billingRoutes(api);
      marketDataRoutes(api, marketData);
    },
    { prefix: API_BASE_PATH },
  );
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
