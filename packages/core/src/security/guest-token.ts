import { z } from 'zod';
import type { MeRoles } from '../model/user.js';
import { APP_VIEW } from './permissions.js';

// Superset's embedded dashboards (superset/embedded, superset/security/guest_token.py): a dashboard
// registered for embedding gets a uuid and a list of allowed domains; a host's backend mints guest
// tokens naming embedded dashboards by that uuid, with row-level security clauses of its own.

/** An origin a host page is served from: scheme, host and optional port, nothing after. */
const AllowedDomainSchema = z
  .string()
  .trim()
  .max(255)
  .regex(/^https?:\/\/[^/\s?#]+$/, 'Must be an origin such as https://example.com');

/** Body of `POST|PUT /api/v1/dashboard/{id_or_slug}/embedded` (Superset's EmbeddedDashboardConfigSchema). */
export const EmbeddedDashboardConfigSchema = z.object({
  allowed_domains: z.array(AllowedDomainSchema).max(100),
});
export type EmbeddedDashboardConfig = z.infer<typeof EmbeddedDashboardConfigSchema>;

/** Superset's EmbeddedDashboardResponseSchema. */
export const EmbeddedDashboardSchema = z.object({
  uuid: z.string(),
  dashboard_id: z.string(),
  allowed_domains: z.array(z.string()),
  changed_on: z.string().nullable(),
  changed_by: z.object({ first_name: z.string(), last_name: z.string() }).nullable(),
});
export type EmbeddedDashboard = z.infer<typeof EmbeddedDashboardSchema>;

/**
 * What a guest may do beyond viewing (Tessera's extension): Superset guests may always download;
 * here a CSV export needs the token to say so.
 */
export const GUEST_PERMISSIONS = ['csv'] as const;
export type GuestPermission = (typeof GUEST_PERMISSIONS)[number];

export const GuestResourceSchema = z.object({
  type: z.literal('dashboard'),
  /** The embedded dashboard's uuid, as Superset's validate_guest_token_resources looks it up. */
  id: z.string().trim().min(1).max(64),
  permissions: z.array(z.enum(GUEST_PERMISSIONS)).max(1).optional(),
});
export type GuestResource = z.infer<typeof GuestResourceSchema>;

export const GuestRlsRuleSchema = z.object({
  /** The dataset the clause applies to; every dataset the guest reads when left out. */
  dataset: z.number().int().positive().optional(),
  clause: z.string().trim().min(1).max(4096),
});
export type GuestRlsRule = z.infer<typeof GuestRlsRuleSchema>;

export const GuestUserSchema = z.object({
  username: z.string().trim().max(255).optional(),
  first_name: z.string().trim().max(255).optional(),
  last_name: z.string().trim().max(255).optional(),
});

/** Body of `POST /api/v1/security/guest_token/` (Superset's GuestTokenCreateSchema). */
export const GuestTokenRequestSchema = z.object({
  user: GuestUserSchema.default({}),
  resources: z.array(GuestResourceSchema).min(1).max(20),
  rls: z.array(GuestRlsRuleSchema).max(50).default([]),
});
export type GuestTokenRequest = z.infer<typeof GuestTokenRequestSchema>;

/** What a verified guest token lets its bearer read, resolved to ids when the request starts. */
export interface GuestGrant {
  /** The token's id, for revocation. */
  jti: string;
  username: string;
  /** The embedded dashboards' ids, and per dashboard the downloads allowed. */
  dashboards: ReadonlyMap<number, readonly GuestPermission[]>;
  /** Charts on those dashboards. */
  chartIds: ReadonlySet<number>;
  /** Datasets of those charts and of the dashboards' native filters. */
  datasetIds: ReadonlySet<number>;
  rls: readonly GuestRlsRule[];
}

/** The guest's RLS clauses for one dataset, AND-ed as Superset's get_guest_rls_filters_str. */
export const guestRlsFor = (grant: Pick<GuestGrant, 'rls'>, datasetId: number): string | null => {
  const clauses = grant.rls.filter((r) => r.dataset === undefined || r.dataset === datasetId).map((r) => r.clause);
  return clauses.length === 0 ? null : clauses.map((c) => `(${c})`).join(' AND ');
};

/** Whether any dashboard of the grant allows a download of that kind. */
export const guestMayDownload = (grant: Pick<GuestGrant, 'dashboards'>, kind: GuestPermission): boolean =>
  [...grant.dashboards.values()].some((perms) => perms.includes(kind));

/** Superset's uiConfig bits the embedded SDK sends (embedDashboard's calculateConfig). */
export const EMBED_UI_CONFIG = {
  hideTitle: 1,
  hideTab: 2,
  hideNav: 4,
  hideChartControls: 8,
  emitDataMasks: 16,
} as const;

/** The role name a guest's `/api/v1/me/roles/` answer shows (Superset's GUEST_ROLE_NAME default). */
export const GUEST_ROLE_NAME = 'Public';

/**
 * A guest's `/api/v1/me/roles/`: no user (id 0 owns nothing), and the pairs that turn on what the
 * embedded page offers it: dashboard permalinks, and CSV downloads when the token grants them.
 */
export const guestMeRoles = (grant: Pick<GuestGrant, 'username' | 'dashboards'>): MeRoles => ({
  id: 0,
  username: grant.username,
  first_name: '',
  last_name: '',
  email: '',
  is_active: true,
  is_anonymous: true,
  roles: {
    [GUEST_ROLE_NAME]: [
      ['can_share_dashboard', APP_VIEW],
      ...(guestMayDownload(grant, 'csv') ? [['can_csv', APP_VIEW] as [string, string]] : []),
    ],
  },
  permissions: {},
});
