import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedTemplates } from './seed/seed-templates';
import { loadReferenceDataIfNeeded } from './reference-data/load-reference';
import { scheduleTrialExpiry } from './jobs/trial-expiry';
import { gracefulShutdown } from './lib/graceful-shutdown';
import { createLoggers } from './plugins/log-settings';

/** The built web app next to this bundle (apps/web/dist), unless WEB_DIST_DIR says otherwise. */
function defaultWebDist(): string | undefined {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidate = resolve(here, '../../web/dist');
  return existsSync(join(candidate, 'index.html')) ? candidate : undefined;
}

async function main(): Promise<void> {
  const config = loadConfig();
  config.webDistDir ??= defaultWebDist();
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const loggers = createLoggers(config);
  const app = await buildApp({ config, db, loggers });
  const templates = await seedTemplates(db.db);
  app.log.info(templates, 'template library is up to date');
  await loadReferenceDataIfNeeded(db, config.referenceDataDir, app.log);
  // Searches match the listed universe in memory: read it now rather than in the first search.
  app.log.info({ companies: await app.deps.investmentSearch.warm() }, 'search index is ready');
  await app.deps.jobs.start();
  app.log.info({ runner: app.deps.jobs.kind }, 'background jobs are running');
  const stopJobs = scheduleTrialExpiry(app.deps, app.log);
  // Stops the job runner too (onClose): running jobs get a grace period, the rest go back to the queue.
  const shutdown = gracefulShutdown({ app, db, stopJobs });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () =>
      void shutdown(signal)
        .then(() => loggers.flush())
        .then(() => process.exit(0), (error: unknown) => (console.error(error), process.exit(1))),
    );
  }
  await app.listen({ host: config.host, port: config.port });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`Thesis is running on http://${shown}:${port} (database: ${db.dialect}${db.dialect === 'sqlite' ? `, ${config.database.kind === 'sqlite' ? config.database.file : ''}` : ''})`);
  if (!config.webDistDir) app.log.warn('The web app is not built: run `npm run build` to serve it.');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
