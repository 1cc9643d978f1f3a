import { z } from 'zod';

/**
 * Any 8-4-4-4-12 hexadecimal uuid, either case, without RFC 4122 version or variant checks.
 * Superset reads uuids with marshmallow's `fields.UUID` (Python's `uuid.UUID`), which accepts
 * any 128-bit value, and its own example exports carry ids such as
 * `e8623bb9-5e00-f531-506a-19607f5f8005` that a versioned check (zod's `z.uuid()`) refuses.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one uuid schema every reader uses; the text is kept exactly as given (no case change). */
export const uuidSchema = z.string().regex(UUID_PATTERN, 'Not a valid UUID.');

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value);
