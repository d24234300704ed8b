import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@thesis/domain';
import type { Config } from './config';
import type { Db } from './db/database';
import { createDeps } from './deps';
import { newId } from './lib/crypto';
import { createMailer, type Mailer } from './mail/mailer';
import { appConfigRoutes } from './modules/app-config/app-config.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { authRoutes } from './modules/auth/auth.routes';
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
import { templatesRoutes } from './modules/templates/templates.routes';
import { registerAuth } from './plugins/auth';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerStaticWeb } from './plugins/static-web';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/storage';

export interface BuildOptions {
  config: Config;
  db: Db;
  mailer?: Mailer;
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

function contentSecurityPolicy(config: Config) {
  const scriptSrc = ["'self'"];
  if (config.chatWidgetScriptUrl) scriptSrc.push(new URL(config.chatWidgetScriptUrl).origin);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc,
      // Mantine injects its CSS variables in <style> tags.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}

/** The whole HTTP application. Tests build it too, with their own database and mailer. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : newId();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logger: app.log });
  const storage = options.storage ?? createStorage(config);
  app.decorate('deps', createDeps({ config, db, mailer, storage }));
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  registerErrorHandling(app);
  registerInputGuard(app);
  registerAuth(app);
  await app.register(helmet, { contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: config.mediaMaxBytes, files: 1, fields: 10, fieldSize: 1024 } });
  await registerOpenApi(app);

  healthRoutes(app);
  await app.register(
    async (api) => {
      authRoutes(api);
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
      investmentItemsRoutes(api);
      notesRoutes(api);
      memoRoutes(api, { decisions: new DecisionMemoSource(db.db) });
      sharingRoutes(api);
      dashboardRoutes(api);
      portfolioRoutes(api);
      decisionsRoutes(api);
      screensRoutes(api);
    },
    { prefix: API_BASE_PATH },
  );
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
