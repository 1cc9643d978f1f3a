import { PermissionSet, encodeRisonUri, makeCaller, type RisonValue } from '@tessera/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/error-handler.js';
import { advancedDataTypeRoutes } from './advanced-data-type.js';

/** The routes on a bare app: the real error handler, and a signed-in caller unless a test says not. */
const buildApp = async (): Promise<FastifyInstance> => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('preValidation', async (req) => {
    const signedIn = req.headers['x-test-user'] === 'alice';
    req.auth = {
      user: signedIn ? { id: 1, username: 'alice', first_name: 'A', last_name: 'L', email: 'a@example.com' } : null,
      via: signedIn ? 'session' : 'anonymous',
      sessionToken: null,
      csrfToken: null,
    };
    req.caller = makeCaller(signedIn ? { id: 1, username: 'alice' } : null, [], new PermissionSet([]));
  });
  advancedDataTypeRoutes(app);
  await app.ready();
  return app;
};

describe("Superset's advanced data type API", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp();
  });
  afterAll(async () => app?.close());

  const convert = (q: RisonValue | string, signedIn = true) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/advanced_data_type/convert?q=${typeof q === 'string' ? encodeURIComponent(q) : encodeRisonUri(q)}`,
      headers: signedIn ? { 'x-test-user': 'alice' } : {},
    });

  it('lists the built-in types', async () => {
    const res = await app.inject({ url: '/api/v1/advanced_data_type/types', headers: { 'x-test-user': 'alice' } });
    expect(res.json()).toEqual({ result: ['internet_address', 'port'] });
  });

  it('converts ports and addresses, and answers a bad value with its error_message and 200', async () => {
    expect((await convert({ type: 'port', values: ['https', 22] })).json()).toEqual({
      result: {
        values: [[443], [22]],
        error_message: '',
        display_value: '[443], [22]',
        valid_filter_operators: [
          'EQUALS',
          'GREATER_THAN_OR_EQUAL',
          'GREATER_THAN',
          'IN',
          'LESS_THAN',
          'LESS_THAN_OR_EQUAL',
        ],
      },
    });
    const bad = await convert({ type: 'internet_address', values: ['10.0.0.300'] });
    expect(bad.statusCode).toBe(200);
    expect(bad.json().result.error_message).toBe("'10.0.0.300' does not appear to be an IPv4 or IPv6 network");
  });

  it('answers an unknown type, a missing value list and a broken q with 400 naming the field', async () => {
    const unknown = await convert({ type: 'mac_address', values: ['x'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Invalid advanced data type: mac_address');
    const empty = await convert({ type: 'port', values: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^q.values: /);
    expect((await convert('(type:port')).statusCode).toBe(400);
  });

  it('is for signed-in users', async () => {
    expect((await convert({ type: 'port', values: ['http'] }, false)).statusCode).toBe(401);
  });
});
