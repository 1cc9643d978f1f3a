import { ADMIN_ROLE, type SetupRequest, type TokenResponse } from '@tessera/core';
import { signJwt, verifyJwt, type TokenType } from '../../auth/jwt.js';
import { dummyPasswordHash, verifyPassword } from '../../auth/password.js';
import type { AppContext } from '../../context.js';
import { HttpError, conflict, nowIso, unauthorized } from '../../http/http-error.js';
import { countAdmins, createUser, roleIdByName } from './user-service.js';

export const INVALID_LOGIN = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Try again in a minute.';

/** Checks credentials with per-IP and per-username failure limits; returns the user id. */
export const authenticate = async (
  ctx: AppContext,
  username: string,
  password: string,
  ip: string,
): Promise<number> => {
  const keys = [`ip:${ip}`, `user:${username.toLowerCase()}`];
  if (await ctx.loginLimiter.isBlocked(keys)) throw new HttpError(429, TOO_MANY_ATTEMPTS, 'RATE_LIMITED');
  const row = await ctx.meta.db
    .selectFrom('users')
    .select(['id', 'password_hash', 'active'])
    .where('username', '=', username)
    .executeTakeFirst();
  const ok = await verifyPassword(password, row?.password_hash ?? (await dummyPasswordHash()));
  if (!row || !ok || row.active !== 1) {
    await ctx.loginLimiter.recordFailure(keys);
    if (row) {
      await ctx.meta.db
        .updateTable('users')
        .set((eb) => ({ fail_login_count: eb('fail_login_count', '+', 1) }))
        .where('id', '=', row.id)
        .execute();
    }
    throw new HttpError(401, INVALID_LOGIN, 'INVALID_CREDENTIALS');
  }
  await ctx.loginLimiter.reset(keys[1] as string);
  await ctx.meta.db
    .updateTable('users')
    .set((eb) => ({ last_login: nowIso(), login_count: eb('login_count', '+', 1), fail_login_count: 0 }))
    .where('id', '=', row.id)
    .execute();
  return row.id;
};

const issue = (ctx: AppContext, userId: number, type: TokenType): string => {
  const iat = Math.floor(Date.now() / 1000);
  const ttl = type === 'access' ? ctx.config.accessTokenTtlSeconds : ctx.config.refreshTokenTtlSeconds;
  return signJwt(ctx.keys.jwt, { sub: String(userId), type, iat, exp: iat + ttl });
};

export const issueTokens = (ctx: AppContext, userId: number, withRefresh: boolean): TokenResponse => ({
  access_token: issue(ctx, userId, 'access'),
  ...(withRefresh && { refresh_token: issue(ctx, userId, 'refresh') }),
});

export const refreshAccessToken = async (ctx: AppContext, refreshToken: string): Promise<TokenResponse> => {
  const claims = verifyJwt(ctx.keys.jwt, refreshToken);
  if (!claims || claims.type !== 'refresh') throw unauthorized('Refresh token is invalid or has expired');
  const user = await ctx.meta.db
    .selectFrom('users')
    .select(['id', 'active'])
    .where('id', '=', Number(claims.sub))
    .executeTakeFirst();
  if (!user || user.active !== 1) throw unauthorized('Refresh token is invalid or has expired');
  return { access_token: issue(ctx, user.id, 'access') };
};

export const needsSetup = async (ctx: AppContext): Promise<boolean> => (await countAdmins(ctx.meta.db)) === 0;

/** First-run admin creation; refused once any active admin exists. */
export const createFirstAdmin = async (ctx: AppContext, input: SetupRequest): Promise<number> => {
  if (!(await needsSetup(ctx))) throw conflict('Setup is already complete; sign in instead');
  const adminRole = await roleIdByName(ctx.meta.db, ADMIN_ROLE);
  const user = await createUser(ctx.meta.db, { ...input, active: true, roles: [adminRole] });
  // Setup signs the new admin in, so it counts as their first sign-in.
  await ctx.meta.db
    .updateTable('users')
    .set({ last_login: nowIso(), login_count: 1 })
    .where('id', '=', user.id)
    .execute();
  return user.id;
};
