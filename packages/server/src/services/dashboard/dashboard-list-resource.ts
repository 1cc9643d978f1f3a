import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
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
import { dashboardOwnedBy, dashboardVisibility, type DashboardListScope } from '../shared/visibility.js';

type Op = FilterOperator<'dashboards', DashboardListScope>;

/** Superset's FavStar class name for dashboards. */
export const DASHBOARD_FAVORITE_CLASS = 'Dashboard';

const id = (eb: Eb<'dashboards'>) => eb.ref('dashboards.id');
const title = (eb: Eb<'dashboards'>) => eb.ref('dashboards.dashboard_title');
const slug = (eb: Eb<'dashboards'>) => eb.ref('dashboards.slug');

const favoredBy = (eb: Eb<'dashboards'>, userId: number | null): Expression<SqlBool> =>
  userId === null
    ? eb.lit(false)
    : eb(
        'dashboards.id',
        'in',
        eb
          .selectFrom('favourites')
          .select('favourites.obj_id')
          .where('favourites.user_id', '=', userId)
          .where('favourites.class_name', '=', DASHBOARD_FAVORITE_CLASS),
      );

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
export const dashboardListResource: ListResource<'dashboards', DashboardListScope> = {
  from: (db) => db.selectFrom('dashboards'),
  id,
  visible: (scope) => dashboardVisibility(scope.caller, scope.readableDatasetIds),
  filters: {
    dashboard_title: {
      ct: contains(title),
      eq: equals(title, z.string().max(500)),
      title_or_slug: allText,
      dashboard_all_text: allText,
    },
    dashboard_all_text: { ct: allText },
    slug: { eq: equals(slug, z.string().max(255)), ct: contains(slug), in: oneOf(slug, z.string().max(255)) },
    published: {
      eq: filterOperator('Equal to', FlagValue, (eb, v) => eb('dashboards.published', '=', v ? 1 : 0)),
    },
    owners: {
      rel_m_m: filterOperator('Relation as Many', IdValue, (eb, v) => dashboardOwnedBy(eb, v)),
    },
    created_by: {
      rel_o_m: userIs('created_by_fk'),
      dashboard_created_by_me: flagFilter('Created by me', (eb, { caller }) =>
        caller.userId === null ? eb.lit(false) : eb('dashboards.created_by_fk', '=', caller.userId),
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
      dashboard_is_favorite: flagFilter('Is favorite', (eb, { caller }) => favoredBy(eb, caller.userId)),
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
