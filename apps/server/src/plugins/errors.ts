import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, tooManyRequestsMessage } from '@thesis/domain';
import { ZodError } from 'zod';
import { AppError, type FieldErrors } from '../lib/errors';
import { outageError } from '../lib/unavailable';

function collect(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'body';
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

function unprocessable(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0];
  return { message: first ?? MESSAGES.validationFailed, errors };
}

/**
 * One error format for the whole API: `{ message, errors? }`. Validation → 422 listing every
 * field; known client errors keep their 4xx; anything unexpected is logged and answered 500.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      if (error.headers) void reply.headers(error.headers);
      // A 401 says how to authenticate: with a bearer token.
      if (error.statusCode === 401 && !reply.hasHeader('www-authenticate')) void reply.header('www-authenticate', 'Bearer');
      return reply.status(error.statusCode).send(error.errors ? { message: error.message, errors: error.errors } : { message: error.message });
    }
    if (error instanceof ZodError) {
      return reply.status(422).send(unprocessable(collect(error.issues)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((entry) => ({
        path: entry.instancePath.split('/').filter(Boolean),
        message: entry.message ?? MESSAGES.validationFailed,
      }));
      return reply.status(422).send(unprocessable(collect(issues)));
    }
    // A validator that threw (rather than reporting what is wrong) leaves no `validation` list.
    const crashedOn = (error as FastifyError).code === 'FST_ERR_VALIDATION' && !(error as FastifyError).validation ? (error as FastifyError).validationContext : undefined;
    if (crashedOn) {
      // A request schema threw on input it did not expect (a bug in the schema, logged), not a server fault.
      request.log.error({ err: error }, 'a request schema threw while validating');
      return reply.status(422).send({ message: MESSAGES.validationFailed, errors: { [crashedOn]: [MESSAGES.validationFailed] } });
    }
    if ((error as FastifyError).code === 'FST_ERR_RESPONSE_SERIALIZATION' && isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: MESSAGES.serverError });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      // The message says how long to wait, as Retry-After does (set by the rate limiter).
      const retryAfter = Number(reply.getHeader('retry-after'));
      return reply.status(429).send({ message: Number.isFinite(retryAfter) && retryAfter > 0 ? tooManyRequestsMessage(retryAfter) : MESSAGES.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? MESSAGES.unsupportedContentType
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
            ? MESSAGES.invalidJson
            : error.code === 'FST_REQ_FILE_TOO_LARGE'
              ? MESSAGES.fileTooLarge
              : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
                ? MESSAGES.requestTooLarge
                : error.message;
      return reply.status(status).send({ message });
    }
    const outage = outageError(error);
    if (outage) {
      request.log.error({ err: error }, 'a service the API depends on failed');
      return reply.status(outage.statusCode).headers(outage.headers ?? {}).send({ message: outage.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
}

/**
 * Fastify's own answers to an address it cannot route (bad percent-encoding 400, an over-long
 * parameter 414) skip the hooks and spoke in its words; they answer in the API's format, written
 * for people, with what the hooks give every other answer (`asEveryAnswer`: the security headers,
 * the request id, the request's log line).
 */
export function frameworkErrorHandler(asEveryAnswer: (request: FastifyRequest, reply: FastifyReply) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    asEveryAnswer(request, reply);
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.status(414).send({ message: MESSAGES.addressTooLong });
    else if (error.code === 'FST_ERR_BAD_URL') void reply.status(400).send({ message: MESSAGES.badAddress });
    else {
      request.log.error({ err: error }, 'request could not be routed');
      void reply.status(500).send({ message: MESSAGES.serverError });
    }
  };
}
