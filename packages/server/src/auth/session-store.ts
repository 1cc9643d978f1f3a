import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashToken, randomToken } from './secrets.js';

export interface Session {
  userId: number;
  csrfToken: string;
}

export interface SessionStore {
  create(userId: number): Promise<{ token: string; csrfToken: string }>;
  get(token: string): Promise<Session | null>;
  destroy(token: string): Promise<void>;
}

export const dbSessionStore = (db: Kysely<DB>, ttlSeconds: number): SessionStore => ({
  async create(userId) {
    const token = randomToken();
    const csrfToken = randomToken();
    const now = new Date();
    await db
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        csrf_token: csrfToken,
        created_on: now.toISOString(),
        expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
      })
      .execute();
    // Expired rows are swept on sign-in rather than by a timer, so no background job is needed.
    await db.deleteFrom('sessions').where('expires_at', '<', now.toISOString()).execute();
    return { token, csrfToken };
  },
  async get(token) {
    const row = await db
      .selectFrom('sessions')
      .select(['user_id', 'csrf_token', 'expires_at'])
      .where('id', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || row.expires_at < new Date().toISOString()) return null;
    return { userId: row.user_id, csrfToken: row.csrf_token };
  },
  async destroy(token) {
    await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  },
});

/**
 * Sessions in Redis, written through to the metadata store: reads go to Redis first and fall back
 * to the store when Redis fails or has lost the entry (a restart without persistence), so users
 * stay signed in while Redis is away and after it returns. `redis` should fail fast (no offline
 * queue) so a dead Redis costs a request milliseconds, not its retry budget.
 */
export const redisBackedSessionStore = (
  redis: Redis,
  db: Kysely<DB>,
  ttlSeconds: number,
  onError: (err: unknown) => void,
): SessionStore => {
  const durable = dbSessionStore(db, ttlSeconds);
  const key = (token: string) => `tessera:session:${hashToken(token)}`;
  return {
    async create(userId) {
      const created = await durable.create(userId);
      const value = JSON.stringify({ userId, csrfToken: created.csrfToken });
      await redis.set(key(created.token), value, 'EX', ttlSeconds).catch(onError);
      return created;
    },
    async get(token) {
      try {
        const raw = await redis.get(key(token));
        if (raw) {
          const parsed = JSON.parse(raw) as Session;
          return { userId: parsed.userId, csrfToken: parsed.csrfToken };
        }
      } catch (err) {
        onError(err);
      }
      return durable.get(token);
    },
    async destroy(token) {
      await redis.del(key(token)).catch(onError);
      await durable.destroy(token);
    },
  };
};
