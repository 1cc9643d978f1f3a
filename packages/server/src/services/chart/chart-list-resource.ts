import type { Caller } from '@tessera/core';
import type { Expression, SqlBool } from 'kysely';
import { z } from 'zod';
import {
  IdValue,
  TextValue,
  contains,
  endsWith,
  equals,
  escapeLike,
  flagFilter,
  ilike,
  oneOf,
  startsWith,
} from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type FilterOperator, type ListResource } from '../shared/list/list-resource.js';
import { chartOwnedBy, chartVisibility, type DatasetAccess } from '../shared/visibility.js';

/** A Caller listing charts, with the datasets it can read (accessibleDatasets, resolved once per request). */
export interface ChartListScope {
  caller: Caller;
  access: DatasetAccess;
}

type Op = FilterOperator<'charts', ChartListScope>;

/** Superset's FavStar class name for charts. */
export const CHART_FAVORITE_CLASS = 'slice';

const favoredBy = (eb: Eb<'charts'>, userId: number | null): Expression<SqlBool> =>
  userId === null
    ? eb.lit(false)
    : eb(
        'charts.id',
        'in',
        eb
          .selectFrom('favourites')
          .select('favourites.obj_id')
          .where('favourites.user_id', '=', userId)
          .where('favourites.class_name', '=', CHART_FAVORITE_CLASS),
      );

const mine = (eb: Eb<'charts'>, userId: number | null, pick: (uid: number) => Expression<SqlBool>[]) =>
  userId === null ? eb.lit(false) : eb.or(pick(userId));

const datasourceName = (eb: Eb<'charts'>) =>
  eb
    .selectFrom('datasets')
    .select('datasets.table_name')
    .whereRef('datasets.id', '=', 'charts.datasource_id')
    .$asScalar();

const userName = (eb: Eb<'charts'>, fk: 'charts.changed_by_fk' | 'charts.last_saved_by_fk') =>
  eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', fk).$asScalar();

const col =
  <C extends 'slice_name' | 'viz_type' | 'description' | 'datasource_type' | 'uuid' | 'certified_by'>(name: C) =>
  (eb: Eb<'charts'>) =>
    eb.ref(`charts.${name}`);
const datasourceId = (eb: Eb<'charts'>) => eb.ref('charts.datasource_id');
const id = (eb: Eb<'charts'>) => eb.ref('charts.id');

/** `rel_o_m`: a user foreign key equals the given user id. */
const userIs = (fk: 'created_by_fk' | 'changed_by_fk' | 'last_saved_by_fk'): Op =>
  filterOperator('Relation', IdValue, (eb, v) => eb(`charts.${fk}`, '=', v));

/** Superset's ChartAllTextFilter: name, description, type or dataset name. */
const allText: Op = filterOperator('All Text', TextValue, (eb, v) => {
  const pattern = `%${escapeLike(v)}%`;
  return eb.or([
    ilike(eb.ref('charts.slice_name'), pattern),
    ilike(eb.ref('charts.description'), pattern),
    ilike(eb.ref('charts.viz_type'), pattern),
    ilike(datasourceName(eb), pattern),
  ]);
});

const ownedByMe: Op = flagFilter('Owned by me', (eb, { caller }) =>
  mine(eb, caller.userId, (uid) => [chartOwnedBy(eb, uid)]),
);

const text = (name: 'slice_name' | 'viz_type' | 'description') => ({
  ct: contains<'charts', ChartListScope>(col(name)),
  sw: startsWith<'charts', ChartListScope>(col(name)),
  ew: endsWith<'charts', ChartListScope>(col(name)),
  eq: equals<'charts', ChartListScope, string>(col(name), z.string().max(1024)),
  neq: equals<'charts', ChartListScope, string>(col(name), z.string().max(1024), true),
});

/** Superset's ChartRestApi search_columns / search_filters, order_columns and its default changed_on desc. */
export const chartListResource: ListResource<'charts', ChartListScope> = {
  from: (db) => db.selectFrom('charts'),
  id,
  visible: ({ caller, access }) => chartVisibility(access, caller.userId),
  filters: {
    slice_name: { ...text('slice_name'), chart_all_text: allText },
    description: { ct: contains(col('description')) },
    viz_type: { ...text('viz_type'), in: oneOf(col('viz_type'), z.string().max(250)) },
    datasource_id: {
      eq: equals(datasourceId, IdValue),
      neq: equals(datasourceId, IdValue, true),
      in: oneOf(datasourceId, IdValue),
    },
    datasource_type: { eq: equals(col('datasource_type'), z.string().max(32)) },
    datasource_name: { ct: contains(datasourceName), eq: equals(datasourceName, z.string().max(1024)) },
    uuid: { eq: equals(col('uuid'), z.string().max(64)) },
    id: {
      eq: equals(id, IdValue),
      in: oneOf(id, IdValue),
      chart_is_favorite: flagFilter('Favorite', (eb, { caller }) => favoredBy(eb, caller.userId)),
      chart_is_certified: flagFilter('Is certified', (eb) => eb('charts.certified_by', 'is not', null)),
      chart_owned_by_me: ownedByMe,
      chart_created_by_me: flagFilter('Created by me', (eb, { caller }) =>
        mine(eb, caller.userId, (uid) => [eb('charts.created_by_fk', '=', uid)]),
      ),
      chart_owned_created_favored_by_me: flagFilter('Owned Created or Favored', (eb, { caller }) =>
        mine(eb, caller.userId, (uid) => [
          eb('charts.created_by_fk', '=', uid),
          chartOwnedBy(eb, uid),
          favoredBy(eb, uid),
        ]),
      ),
    },
    owners: {
      rel_m_m: filterOperator('Relation as Many', IdValue, (eb, v) => chartOwnedBy(eb, v)),
      chart_owned_by_me: ownedByMe,
    },
    dashboards: {
      rel_m_m: filterOperator('Relation as Many', IdValue, (eb, v) =>
        eb(
          'charts.id',
          'in',
          eb
            .selectFrom('dashboard_charts')
            .select('dashboard_charts.chart_id')
            .where('dashboard_charts.dashboard_id', '=', v),
        ),
      ),
    },
    created_by: {
      rel_o_m: userIs('created_by_fk'),
      chart_has_created_by: flagFilter('Has created by', (eb) => eb('charts.created_by_fk', 'is not', null)),
    },
    changed_by: { rel_o_m: userIs('changed_by_fk') },
    last_saved_by: { rel_o_m: userIs('last_saved_by_fk') },
  },
  sorts: {
    id,
    slice_name: col('slice_name'),
    viz_type: col('viz_type'),
    datasource_id: datasourceId,
    datasource_name: datasourceName,
    changed_on: (eb) => eb.ref('charts.changed_on'),
    changed_on_delta_humanized: (eb) => eb.ref('charts.changed_on'),
    last_saved_at: (eb) => eb.ref('charts.last_saved_at'),
    'changed_by.first_name': (eb) => userName(eb, 'charts.changed_by_fk'),
    'last_saved_by.first_name': (eb) => userName(eb, 'charts.last_saved_by_fk'),
    'last_saved_by.id': (eb) => eb.ref('charts.last_saved_by_fk'),
  },
  defaultSort: { column: 'changed_on', direction: 'desc' },
  distinct: {
    slice_name: col('slice_name'),
    viz_type: col('viz_type'),
    datasource_type: col('datasource_type'),
    certified_by: col('certified_by'),
  },
};
