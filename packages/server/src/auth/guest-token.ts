import { GuestResourceSchema, GuestRlsRuleSchema } from '@tessera/core';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { GuestTokenConfig } from '../config.js';
import type { DB } from '../db/schema.js';
import type { GuestTokenResources } from './guest-grant.js';

/** Superset's guest token claims (user, resources, rls_rules, type) plus jti and generation. */
const GuestClaimsSchema = z.object({
  type: z.literal('guest'),
  jti: z.string().min(1),
  gen: z.number().int(),
  user: z.object({ username: z.string().optional() }).passthrough(),
  resources: z.array(GuestResourceSchema),
  rls_rules: z.array(GuestRlsRuleSchema),
});

/** The HS256 key of guest tokens: GUEST_TOKEN_JWT_SECRET's bytes. */
export const guestTokenKey = (config: GuestTokenConfig): Uint8Array => new TextEncoder().encode(config.secret);

/** The generation every valid token carries; the CLI's global revoke bumps it. */
export const currentGeneration = async (db: Kysely<DB>): Promise<number> =>
  (await db.selectFrom('guest_token_generation').select('generation').where('id', '=', 1).executeTakeFirst())
    ?.generation ?? 0;

/**
 * The resources of a guest token that verifies (signature, expiry, audience, issuer), is of the
 * current generation and was not revoked; null otherwise.
 */
export const verifyGuestToken = async (
  db: Kysely<DB>,
  config: GuestTokenConfig,
  token: string,
): Promise<GuestTokenResources | null> => {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, guestTokenKey(config), {
      algorithms: ['HS256'],
      audience: config.audience,
      issuer: config.issuer,
    }));
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
  const claims = GuestClaimsSchema.safeParse(payload);
  if (!claims.success) return null;
  const { jti, gen, user, resources, rls_rules } = claims.data;
  const [generation, revoked] = await Promise.all([
    currentGeneration(db),
    db.selectFrom('guest_token_revocations').select('jti').where('jti', '=', jti).executeTakeFirst(),
  ]);
  if (gen !== generation || revoked) return null;
  return { jti, username: user.username ?? 'guest', resources, rls: rls_rules };
};
