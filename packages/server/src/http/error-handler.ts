import type { ApiError } from '@tessera/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.js';

interface Issue {
  message: string;
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}

const fieldOf = (issue: Issue): string => {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
};

const validationBody = (context: string, issues: Issue[]): ApiError => {
  const errors = issues.map((i) => {
    const field = fieldOf(i) || context;
    return { message: `${field}: ${i.message}`, error_type: 'VALIDATION_ERROR', extra: { field, location: context } };
  });
  return { message: errors.map((e) => e.message).join('; '), errors };
};

const STORE_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);
const STORE_DOWN_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /database connection is not open/i,
  // The pool closed under an in-flight request (shutdown).
  /driver has already been destroyed/i,
];

/**
 * A connection failure that reaches the handler unmapped is the metadata store's (analytics
 * engines' failures are mapped where they run): the caller is told to retry, never shown a 500.
 */
const isStoreDown = (err: FastifyError): boolean =>
  (err.code !== undefined && STORE_DOWN_CODES.has(err.code)) || STORE_DOWN_MESSAGES.some((re) => re.test(err.message));

const STORE_DOWN = 'The metadata store is unavailable; try again shortly';

/** ioredis' failures once Redis is away and its retries are spent (async events, the job queue). */
const isRedisDown = (err: FastifyError): boolean =>
  err.name === 'MaxRetriesPerRequestError' || /Connection is closed|Stream isn't writeable/.test(err.message);
const REDIS_DOWN = 'Redis is unavailable; try again shortly';

/**
 * One place turns every failure into `{ message, errors? }`: 4xx with a message naming the
 * field for bad input, and a bare 500 (details only in the log) for anything unexpected.
 */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const request_id = req.id;
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply
        .code(400)
        .send({ ...validationBody(err.validationContext ?? 'body', err.validation as Issue[]), request_id });
    }
    if (err instanceof HttpError) {
      const body: ApiError = {
        message: err.message,
        errors: [{ message: err.message, error_type: err.errorType, ...(err.extra && { extra: err.extra }) }],
        request_id,
      };
      return reply.code(err.statusCode).send(body);
    }
    if (
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      const message = `body: malformed JSON (${err.message})`;
      return reply
        .code(400)
        .send({ message, errors: [{ message, error_type: 'VALIDATION_ERROR', extra: { field: 'body' } }], request_id });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        message: err.message,
        errors: [{ message: err.message, error_type: err.code ?? 'CLIENT_ERROR' }],
        request_id,
      });
    }
    if (isRedisDown(err)) {
      req.log.warn({ err: err.message }, 'redis unavailable');
      return reply
        .code(503)
        .send({ message: REDIS_DOWN, errors: [{ message: REDIS_DOWN, error_type: 'REDIS_UNAVAILABLE' }], request_id });
    }
    if (isStoreDown(err)) {
      req.log.warn({ err: err.message }, 'metadata store unavailable');
      return reply.code(503).send({
        message: STORE_DOWN,
        errors: [{ message: STORE_DOWN, error_type: 'METADATA_STORE_UNAVAILABLE' }],
        request_id,
      });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({
      message: 'Internal server error',
      errors: [{ message: 'Internal server error', error_type: 'GENERIC_BACKEND_ERROR' }],
      request_id,
    });
  });
};
