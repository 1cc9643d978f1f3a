/** An error whose message is safe to show the client, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType = 'GENERIC_ERROR',
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`, 'NOT_FOUND');
export const forbidden = (message = 'Forbidden'): HttpError => new HttpError(403, message, 'FORBIDDEN');
export const unauthorized = (message = 'Not authenticated'): HttpError => new HttpError(401, message, 'UNAUTHORIZED');
export const conflict = (message: string, field?: string): HttpError =>
  new HttpError(409, message, 'CONFLICT', field ? { field } : undefined);
export const badRequest = (message: string, field?: string): HttpError =>
  new HttpError(400, message, 'VALIDATION_ERROR', field ? { field } : undefined);

/** A 422 naming the field, Superset's answer to a payload that is well-formed but not acceptable. */
export const unprocessable = (message: string, field?: string): HttpError =>
  new HttpError(422, message, 'INVALID_PAYLOAD_SCHEMA_ERROR', field ? { field } : undefined);

export const nowIso = (): string => new Date().toISOString();
