import type { GuestTokenRequest } from '@tessera/core';
import { decodeJwt } from 'jose';
import { mintGuestToken } from '../src/services/embedded/guest-token-service.js';
import type { TestApp, TestClient } from './test-app.js';

/**
 * The guest-token callers of the access matrix and the fuzz test, in the order of GUEST_ACCESS's
 * tuples: a guest of the main dashboard; a guest of another dashboard, sent to the main one's
 * objects; and three tokens for the main dashboard that must not verify (expired, revoked, and
 * tampered: its signature altered).
 */
export const GUEST_PRINCIPALS = ['guest', 'otherGuest', 'expiredGuest', 'revokedGuest', 'tamperedGuest'] as const;
export type GuestPrincipal = (typeof GUEST_PRINCIPALS)[number];
/** The guest callers whose token does not verify: 401 wherever a caller is resolved. */
export const UNVERIFIED_GUESTS: readonly GuestPrincipal[] = ['expiredGuest', 'revokedGuest', 'tamperedGuest'];

export interface AccessGuests {
  /** The main dashboard's embed uuid. */
  embedUuid: string;
  tokens: Record<GuestPrincipal, string>;
}

/** The embedding of a dashboard, for a host nobody in the tests serves. */
const embed = async (admin: TestClient, dashboard: number): Promise<string> => {
  const res = await admin.post<{ result: { uuid: string } }>(`/api/v1/dashboard/${dashboard}/embedded`, {
    allowed_domains: ['http://127.0.0.1:9'],
  });
  if (res.status !== 200) throw new Error(`embed ${dashboard}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result.uuid;
};

const tokenRequest = (uuid: string): GuestTokenRequest => ({
  user: { username: 'visitor' },
  resources: [{ type: 'dashboard', id: uuid }],
  rls: [{ clause: "region = 'north'" }],
});

/** A token minted as the host's backend does, through POST /api/v1/security/guest_token/. */
const minted = async (admin: TestClient, uuid: string): Promise<string> => {
  const res = await admin.post<{ token: string }>('/api/v1/security/guest_token/', tokenRequest(uuid));
  if (res.status !== 200) throw new Error(`guest token: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
};

/**
 * Embeds `main` and `other` and mints a token of each guest caller. The expired token comes from
 * the server's own signing code with an expiry in the past (GUEST_TOKEN_JWT_EXP_SECONDS cannot go
 * below 1 s); the revoked one is revoked by id, Tessera's DELETE /api/v1/security/guest_token/{jti}.
 */
export const mintAccessGuests = async (
  t: TestApp,
  admin: TestClient,
  main: number,
  other: number,
): Promise<AccessGuests> => {
  const embedUuid = await embed(admin, main);
  const guest = await minted(admin, embedUuid);
  const otherGuest = await minted(admin, await embed(admin, other));
  const expired = await mintGuestToken(
    t.ctx.meta.db,
    { ...t.ctx.config.guestToken, expSeconds: -60 },
    tokenRequest(embedUuid),
  );
  const revokedGuest = await minted(admin, embedUuid);
  const revoke = await admin.delete(`/api/v1/security/guest_token/${String(decodeJwt(revokedGuest).jti)}`);
  if (revoke.status !== 200) throw new Error(`revoke: ${revoke.status} ${JSON.stringify(revoke.body)}`);
  // The first character of the signature: the last one carries padding bits a decoder may ignore.
  const [header, payload, signature = ''] = guest.split('.');
  const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  return {
    embedUuid,
    tokens: {
      guest,
      otherGuest,
      expiredGuest: expired.token,
      revokedGuest,
      tamperedGuest: `${header}.${payload}.${flipped}`,
    },
  };
};
