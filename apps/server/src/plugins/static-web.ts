import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { allowedMethods } from './method-not-allowed';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES, methodNotAllowedMessage } from '@thesis/domain';

/** Hashed build output never changes under its name; everything else is checked again. */
export function cacheControlFor(path: string): string {
  if (path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  if (path.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app and answers every other GET with its index.html (client-side routes).
 * Files are served as built: brotli or gzip copies made at build time when the browser takes them
 * (`content-encoding`, `vary: accept-encoding`). Source maps stay on disk for error reports and
 * are never served. API paths that match nothing answer a JSON 404.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const indexFile = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const hasWeb = indexFile !== undefined && existsSync(indexFile);
  if (hasWeb && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      globIgnore: ['**/*.map', '**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (response, path) => {
        response.setHeader('cache-control', cacheControlFor(path));
        // The same URL answers brotli, gzip or plain bytes: caches must key on accept-encoding.
        response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  const indexHtml = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : undefined;
  const allowed = allowedMethods(app);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api';
    // An API address that exists with other methods: 405 with the methods it takes.
    const methods = isApi ? allowed(path) : [];
    if (methods.length > 0) return reply.status(405).header('allow', methods.join(', ')).send({ message: methodNotAllowedMessage(request.method, methods) });
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/assets/')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: isApi ? `Route ${request.method} ${path} not found.` : MESSAGES.notFound });
  });
}
