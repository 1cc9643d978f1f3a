import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/client';
import { splitErrors } from './form-errors';

describe('splitErrors', () => {
  const fields = ['username', 'email'] as const;

  it('places errors next to the fields the server names', () => {
    const error = new ApiRequestError(400, 'Invalid request', [
      { message: 'Username already exists', error_type: 'GENERIC_BACKEND_ERROR', extra: { field: 'username' } },
    ]);
    expect(splitErrors(error, fields)).toEqual({ fields: { username: 'Username already exists' }, general: null });
  });

  it('drops the field name the server puts before validation messages', () => {
    const error = new ApiRequestError(400, 'email: Invalid email address', [
      { message: 'email: Invalid email address', error_type: 'VALIDATION_ERROR', extra: { field: 'email' } },
    ]);
    expect(splitErrors(error, fields)).toEqual({ fields: { email: 'Invalid email address' }, general: null });
  });

  it('keeps the message when an error names no known field', () => {
    const error = new ApiRequestError(400, 'Invalid request', [
      { message: 'Bad', error_type: 'X', extra: { field: 'nickname' } },
    ]);
    expect(splitErrors(error, fields)).toEqual({ fields: {}, general: 'Invalid request' });
    expect(splitErrors(new ApiRequestError(500, 'Boom'), fields)).toEqual({ fields: {}, general: 'Boom' });
    expect(splitErrors(new Error('offline'), fields)).toEqual({ fields: {}, general: 'offline' });
  });
});
