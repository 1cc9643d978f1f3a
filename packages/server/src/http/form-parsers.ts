import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './http-error.js';

const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/**
 * Superset's legacy views (the datasource editor's save, copy_dash) post `data=<json>` as a form.
 * Register the parsers only inside a plugin's scope, so JSON-only routes (sign-in above all)
 * never start accepting cross-site form posts.
 */
export const registerFormParsers = (scope: FastifyInstance): void => {
  if (!scope.hasContentTypeParser(FORM)) {
    scope.addContentTypeParser(FORM, { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }
  if (!scope.hasContentTypeParser(MULTIPART)) {
    scope.addContentTypeParser(MULTIPART, { parseAs: 'buffer' }, async (req: FastifyRequest, body: Buffer) => {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': req.headers['content-type'] ?? '' },
      })
        .formData()
        .catch(() => {
          throw badRequest('body: malformed multipart form', 'body');
        });
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      return fields;
    });
  }
};
