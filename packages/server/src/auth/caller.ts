import type { Caller } from '@tessera/core';

/** A signed-in, active user as requests and memos carry them. */
export interface AuthUser {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
}

/**
 * How a request authenticated: the user record and the session or token it came with. Who is
 * asking (roles, grants, admin) is the request's Caller (`req.caller`).
 */
export interface RequestAuth {
  user: AuthUser | null;
  via: 'session' | 'token' | 'guest' | 'anonymous';
  sessionToken: string | null;
  csrfToken: string | null;
}

/** A request's authentication and the one Caller built from it. */
export interface RequestIdentity {
  auth: RequestAuth;
  caller: Caller;
}
