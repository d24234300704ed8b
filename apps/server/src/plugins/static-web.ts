import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@thesis/domain';

/**
 * Serves the built web app and answers every other GET with its index.html (client-side routes).
 * API paths that match nothing answer a JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const indexFile = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const hasWeb = indexFile !== undefined && existsSync(indexFile);
  if (hasWeb && webDistDir) {
    await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false, maxAge: '1h', immutable: false });
  }
  const indexHtml = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api';
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: isApi ? `Route ${request.method} ${path} not found.` : MESSAGES.notFound });
  });
}
