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

export const redisSessionStore = (redis: Redis, ttlSeconds: number): SessionStore => {
  const key = (token: string) => `tessera:session:${hashToken(token)}`;
  return {
    async create(userId) {
      const token = randomToken();
      const csrfToken = randomToken();
      await redis.set(key(token), JSON.stringify({ userId, csrfToken }), 'EX', ttlSeconds);
      return { token, csrfToken };
    },
    async get(token) {
      const raw = await redis.get(key(token));
      if (!raw) return null;
      const parsed = JSON.parse(raw) as Session;
      return { userId: parsed.userId, csrfToken: parsed.csrfToken };
    },
    async destroy(token) {
      await redis.del(key(token));
    },
  };
};
