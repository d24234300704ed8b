import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/;

/**
 * Every route the app registered, read back from `app.printRoutes()` (the radix tree printed
 * with one node a line; children continue their parent's path).
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)) {
      routes.push({ method, url });
    }
  }
  return routes;
}

/** `/media/:id` → `/media/{id}`, as OpenAPI writes paths. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
