import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config';

function contentSecurityPolicy(config: Config): HelmetOptions['contentSecurityPolicy'] {
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

/**
 * The headers helmet sets with our options, computed once: they depend on the configuration only,
 * and building them per request (helmet parses its directives each time) cost an eighth of
 * /healthz.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet({ contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => void (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * Sets the security headers and the request id (x-request-id, for the logs) on an answer; routes
 * may still override a header, as the API docs do.
 */
export function securityHeaderSetter(config: Config): (request: FastifyRequest, reply: FastifyReply) => void {
  const headers = Object.entries(securityHeaders(config));
  return (request, reply) => {
    for (const [name, value] of headers) void reply.header(name, value);
    void reply.header('x-request-id', request.id);
  };
}

/** Sets them on every answer, in one hook. */
export function registerSecurityHeaders(app: FastifyInstance, setHeaders: (request: FastifyRequest, reply: FastifyReply) => void): void {
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request, reply);
    done();
  });
}
