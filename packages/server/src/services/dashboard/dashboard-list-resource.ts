import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { RequestAuth } from '../../auth/caller.js';
import type { DB } from '../../db/schema.js';
import {
  FlagValue,
  IdValue,
  TextValue,
  contains,
  equals,
  escapeLike,
  flagFilter,
  ilike,
  oneOf,
} from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type FilterOperator, type ListResource } from '../shared/list/list-resource.js';
import { dataAccessGrants, datasetVisibility, type DataAccessGrants } from '../shared/visibility.js';

/** Who lists dashboards: their id and roles (ownership, role grants) and their data-access grants. */
export interface DashboardListCtx {
  userId: number | null;
  roleIds: number[];
  isAdmin: boolean;
  grants: DataAccessGrants;
  /** The datasets the caller can read, when resolved up front by withReadableDatasets. */
  readableDatasetIds?: readonly number[];
}

export const dashboardListCtx = (auth: RequestAuth): DashboardListCtx => ({
  userId: auth.user?.id ?? null,
  roleIds: auth.roles.map((r) => r.id),
  isAdmin: auth.roles.some((r) => r.name === 'Admin'),
  grants: dataAccessGrants(auth.pairs),
});

/** Beyond this many readable datasets the rule stays a subquery rather than a list of bound ids. */
const MAX_BOUND_DATASETS = 1000;

/**
 * Resolves the caller's readable datasets once per request so the visibility SQL binds their ids:
 * PostgreSQL then estimates the charts on them instead of planning for most of the table (about
 * twice as fast at 50,000 charts). Same rule as the subquery; admins and all-access callers skip it.
 */
export const withReadableDatasets = async (db: Kysely<DB>, ctx: DashboardListCtx): Promise<DashboardListCtx> => {
  if (ctx.isAdmin || ctx.grants.all) return ctx;
  const readable = datasetVisibility(ctx.grants, ctx.userId);
  const rows = await db
    .selectFrom('datasets')
    .select('datasets.id')
    .where((eb) => (readable ? readable(eb) : eb.lit(true)))
    .execute();
  return rows.length > MAX_BOUND_DATASETS ? ctx : { ...ctx, readableDatasetIds: rows.map((r) => r.id) };
};

type Op = FilterOperator<'dashboards', DashboardListCtx>;

/** Superset's FavStar class name for dashboards. */
export const DASHBOARD_FAVOURITE_CLASS = 'Dashboard';

const id = (eb: Eb<'dashboards'>) => eb.ref('dashboards.id');
const title = (eb: Eb<'dashboards'>) => eb.ref('dashboards.dashboard_title');
const slug = (eb: Eb<'dashboards'>) => eb.ref('dashboards.slug');

export const dashboardOwnedBy = (eb: Eb<'dashboards'>, userId: number): Expression<SqlBool> =>
  eb(
    'dashboards.id',
    'in',
    eb
      .selectFrom('dashboard_owners')
      .select('dashboard_owners.dashboard_id')
      .where('dashboard_owners.user_id', '=', userId),
  );

const favouredBy = (eb: Eb<'dashboards'>, userId: number | null): Expression<SqlBool> =>
  userId === null
    ? eb.lit(false)
    : eb(
        'dashboards.id',
        'in',
        eb
          .selectFrom('favourites')
          .select('favourites.obj_id')
          .where('favourites.user_id', '=', userId)
          .where('favourites.class_name', '=', DASHBOARD_FAVOURITE_CLASS),
      );

/**
 * Dashboards holding at least one chart on a dataset the caller can read; the dataset rule is
 * dataset-visibility's, as the ids withReadableDatasets resolved or else as a subquery on `datasets`.
 */
const hasReadableChart = (eb: Eb<'dashboards'>, ctx: DashboardListCtx): Expression<SqlBool> => {
  const ids = ctx.readableDatasetIds;
  if (ids?.length === 0) return eb.lit(false);
  const readable = ids ? null : datasetVisibility(ctx.grants, ctx.userId);
  const datasets = ids
    ? [...ids]
    : eb
        .selectFrom('datasets')
        .select('datasets.id')
        .where((dsEb) => (readable ? readable(dsEb) : dsEb.lit(true)));
  return eb.exists(
    eb
      .selectFrom('dashboard_charts')
      .innerJoin('charts', 'charts.id', 'dashboard_charts.chart_id')
      .select('dashboard_charts.chart_id')
      .whereRef('dashboard_charts.dashboard_id', '=', 'dashboards.id')
      .where('charts.datasource_id', 'in', datasets),
  );
};

/**
 * Superset's DashboardAccessFilter: admins and all-access callers see everything; others see
 * dashboards they own, published ones with a chart on a readable dataset, and published ones
 * granted to one of their roles.
 */
export const dashboardVisibility = (ctx: DashboardListCtx) => {
  if (ctx.isAdmin || ctx.grants.all) return null;
  return (eb: Eb<'dashboards'>): Expression<SqlBool> => {
    const published = eb('dashboards.published', '=', 1);
    const viaRoles =
      ctx.roleIds.length === 0
        ? eb.lit(false)
        : eb(
            'dashboards.id',
            'in',
            eb
              .selectFrom('dashboard_roles')
              .select('dashboard_roles.dashboard_id')
              .where('dashboard_roles.role_id', 'in', ctx.roleIds),
          );
    return eb.or([
      ...(ctx.userId !== null ? [dashboardOwnedBy(eb, ctx.userId)] : []),
      eb.and([published, eb.or([hasReadableChart(eb, ctx), viaRoles])]),
    ]);
  };
};

/** Superset's DashboardTitleOrSlugFilter. */
const allText: Op = filterOperator('Title or Slug', TextValue, (eb, v) => {
  const pattern = `%${escapeLike(v)}%`;
  return eb.or([ilike(title(eb), pattern), ilike(slug(eb), pattern)]);
});

const userIs = (fk: 'created_by_fk' | 'changed_by_fk'): Op =>
  filterOperator('Relation', IdValue, (eb, v) => eb(`dashboards.${fk}`, '=', v));

const changedByName = (eb: Eb<'dashboards'>) =>
  eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', 'dashboards.changed_by_fk').$asScalar();

// Text sorts treat NULL as '' so SQLite and PostgreSQL (which place NULLs at opposite ends) agree.
const orEmpty = (e: Expression<string | null>) => sql<string>`coalesce(${e}, '')`;

const published = (eb: Eb<'dashboards'>) => eb.ref('dashboards.published');

/** Superset's DashboardRestApi search_filters, order_columns and its default changed_on desc. */
export const dashboardListResource: ListResource<'dashboards', DashboardListCtx> = {
  from: (db) => db.selectFrom('dashboards'),
  id,
  visible: dashboardVisibility,
  filters: {
    dashboard_title: {
      ct: contains(title),
      eq: equals(title, z.string().max(500)),
      title_or_slug: allText,
      dashboard_all_text: allText,
    },
    dashboard_all_text: { ct: allText },
    slug: { eq: equals(slug, z.string().max(255)), ct: contains(slug) },
    published: {
      eq: filterOperator('Equal to', FlagValue, (eb, v) => eb('dashboards.published', '=', v ? 1 : 0)),
    },
    owners: {
      rel_m_m: filterOperator('Relation as Many', IdValue, (eb, v) => dashboardOwnedBy(eb, v)),
    },
    created_by: {
      rel_o_m: userIs('created_by_fk'),
      dashboard_created_by_me: flagFilter('Created by me', (eb, ctx) =>
        ctx.userId === null ? eb.lit(false) : eb('dashboards.created_by_fk', '=', ctx.userId),
      ),
    },
    changed_by: { rel_o_m: userIs('changed_by_fk') },
    roles: {
      rel_m_m: filterOperator('Relation as Many', IdValue, (eb, v) =>
        eb(
          'dashboards.id',
          'in',
          eb
            .selectFrom('dashboard_roles')
            .select('dashboard_roles.dashboard_id')
            .where('dashboard_roles.role_id', '=', v),
        ),
      ),
    },
    id: {
      eq: equals(id, IdValue),
      in: oneOf(id, IdValue),
      dashboard_is_favorite: flagFilter('Is favorite', (eb, ctx) => favouredBy(eb, ctx.userId)),
      dashboard_is_certified: flagFilter('Is certified', (eb) =>
        eb.and([eb('dashboards.certified_by', 'is not', null), eb('dashboards.certified_by', '<>', '')]),
      ),
    },
  },
  sorts: {
    id,
    // The title is NOT NULL: sorting on the bare column lets the index serve the order.
    dashboard_title: title,
    slug: (eb) => orEmpty(slug(eb)),
    published,
    changed_on: (eb) => eb.ref('dashboards.changed_on'),
    changed_on_delta_humanized: (eb) => eb.ref('dashboards.changed_on'),
    created_on: (eb) => eb.ref('dashboards.created_on'),
    'changed_by.first_name': (eb) => orEmpty(changedByName(eb)),
  },
  defaultSort: { column: 'changed_on', direction: 'desc' },
  distinct: { dashboard_title: title, slug },
};
