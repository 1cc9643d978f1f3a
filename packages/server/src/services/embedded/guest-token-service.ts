import { randomUUID } from 'node:crypto';
import { type Engine, type GuestTokenRequest } from '@tessera/core';
import { SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { GuestTokenConfig } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { getEngineSpec } from '../../engines/registry.js';
import { badRequest } from '../../http/http-error.js';
import { checkUserSql } from '../../query/user-sql.js';
import { dashboardReach } from '../../auth/guest-grant.js';
import { currentGeneration, guestTokenKey } from '../../auth/guest-token.js';

/** `tessera revoke-guest-tokens`: every token minted before now stops working at once. */
export const revokeAllGuestTokens = async (db: Kysely<DB>): Promise<number> =>
  db.transaction().execute(async (trx) => {
    const next = (await currentGeneration(trx)) + 1;
    const updated = await trx
      .updateTable('guest_token_generation')
      .set({ generation: next })
      .where('id', '=', 1)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) {
      await trx.insertInto('guest_token_generation').values({ id: 1, generation: next }).execute();
    }
    return next;
  });

/**
 * `DELETE /api/v1/security/guest_token/{jti}`: kept until no token with that id can still be
 * valid (minted now, it would expire after expSeconds); older revocations are dropped meanwhile.
 */
export const revokeGuestToken = async (db: Kysely<DB>, config: GuestTokenConfig, jti: string): Promise<void> => {
  const now = new Date();
  const expires = new Date(now.getTime() + config.expSeconds * 1000).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('guest_token_revocations').where('expires_on', '<', now.toISOString()).execute();
    await trx.deleteFrom('guest_token_revocations').where('jti', '=', jti).execute();
    await trx.insertInto('guest_token_revocations').values({ jti, expires_on: expires }).execute();
  });
};

/**
 * Superset's validate_guest_token_resources and, beyond it, each RLS clause checked by the
 * parser of every database it applies to: one predicate of that dialect that reads no table.
 */
const validateRequest = async (db: Kysely<DB>, body: GuestTokenRequest): Promise<void> => {
  const uuids = body.resources.map((r) => r.id);
  const found = await db
    .selectFrom('embedded_dashboards')
    .select(['uuid', 'dashboard_id'])
    .where('uuid', 'in', uuids)
    .execute();
  const missing = body.resources.findIndex((r) => !found.some((f) => f.uuid === r.id));
  if (missing >= 0)
    throw badRequest(`resources.${missing}.id: no embedded dashboard has this id`, `resources.${missing}.id`);
  const { datasetIds } = await dashboardReach(
    db,
    found.map((f) => f.dashboard_id),
  );
  const datasets =
    datasetIds.size === 0
      ? []
      : await db
          .selectFrom('datasets as d')
          .innerJoin('databases as b', 'b.id', 'd.database_id')
          .select(['d.id', 'b.engine'])
          .where('d.id', 'in', [...datasetIds])
          .execute();
  for (const [i, rule] of body.rls.entries()) {
    const field = `rls.${i}.clause`;
    const targets = datasets.filter((d) => rule.dataset === undefined || d.id === rule.dataset);
    if (rule.dataset !== undefined && targets.length === 0) {
      throw badRequest(`rls.${i}.dataset: not a dataset of the embedded dashboards`, `rls.${i}.dataset`);
    }
    for (const engine of new Set(targets.map((d) => d.engine))) {
      const parser = getEngineSpec(engine as Engine).sqlParser;
      // No sub-queries and no table reads: a guest clause filters the dataset's own rows only.
      await checkUserSql([{ field, sql: rule.clause, kind: 'predicate' }], parser, {
        allowSubqueries: false,
        unreadable: async (refs) => [...refs],
      });
    }
  }
};

/** `POST /api/v1/security/guest_token/`: a JWT signed with the guest secret, HS256. */
export const mintGuestToken = async (
  db: Kysely<DB>,
  config: GuestTokenConfig,
  body: GuestTokenRequest,
): Promise<{ token: string }> => {
  await validateRequest(db, body);
  const token = await new SignJWT({
    type: 'guest',
    gen: await currentGeneration(db),
    user: body.user,
    resources: body.resources,
    rls_rules: body.rls,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${config.expSeconds}s`)
    .setAudience(config.audience)
    .setIssuer(config.issuer)
    .sign(guestTokenKey(config));
  return { token };
};
