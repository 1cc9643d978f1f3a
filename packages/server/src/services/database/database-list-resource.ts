import type { Caller } from '@tessera/core';
import type { Expression, SqlBool } from 'kysely';
import { z } from 'zod';
import { FlagValue, IdValue, contains, equals } from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type FilterOperator, type ListResource } from '../shared/list/list-resource.js';
import { databaseView, viewIn } from '../shared/visibility.js';

type Op = FilterOperator<'databases', Caller>;
type FlagColumn = 'expose_in_sqllab' | 'allow_file_upload' | 'allow_run_async' | 'allow_dml';

const id = (eb: Eb<'databases'>) => eb.ref('databases.id');
const name = (eb: Eb<'databases'>) => eb.ref('databases.database_name');
const engine = (eb: Eb<'databases'>) => eb.ref('databases.engine');

const flagIs = (column: FlagColumn): Op =>
  filterOperator('Equal to', FlagValue, (eb, v) => eb(`databases.${column}`, '=', v ? 1 : 0));

const userIs = (fk: 'created_by_fk' | 'changed_by_fk'): Op =>
  filterOperator('Relation', IdValue, (eb, v) => eb(`databases.${fk}`, '=', v));

/**
 * Which databases a caller lists: all_database_access or per-database grants, the same rule as
 * core's canAccessDatabase, so the list and `GET /database/{pk}` agree.
 */
const visible = (caller: Caller) => {
  if (caller.perms.has('all_database_access', 'all_database_access')) return null;
  const views = [...caller.perms].filter(([p]) => p === 'database_access').map(([, v]) => v);
  return (eb: Eb<'databases'>): Expression<SqlBool> =>
    views.length === 0 ? eb.lit(false) : viewIn(databaseView(name(eb), id(eb)), views);
};

const flagSort = (column: FlagColumn) => (eb: Eb<'databases'>) => eb.ref(`databases.${column}`);

/** Superset's DatabaseRestApi search_columns and order_columns; the backend is Tessera's engine name. */
export const databaseListResource: ListResource<'databases', Caller> = {
  from: (db) => db.selectFrom('databases'),
  id,
  visible,
  filters: {
    database_name: { ct: contains(name), eq: equals(name, z.string().max(250)) },
    expose_in_sqllab: { eq: flagIs('expose_in_sqllab') },
    allow_file_upload: {
      eq: flagIs('allow_file_upload'),
      // Superset's DatabaseUploadEnabledFilter, which the upload modal's database picker sends: uploads
      // allowed, on an engine Tessera writes uploaded files into (DuckDB).
      upload_is_enabled: filterOperator('Upload is enabled', FlagValue, (eb, v) =>
        v
          ? eb.and([eb('databases.allow_file_upload', '=', 1), eb('databases.engine', '=', 'duckdb')])
          : eb.or([eb('databases.allow_file_upload', '=', 0), eb('databases.engine', '!=', 'duckdb')]),
      ),
    },
    allow_run_async: { eq: flagIs('allow_run_async') },
    allow_dml: { eq: flagIs('allow_dml') },
    backend: { eq: equals(engine, z.string().max(64)) },
    created_by: { rel_o_m: userIs('created_by_fk') },
    changed_by: { rel_o_m: userIs('changed_by_fk') },
    id: { eq: equals(id, IdValue) },
  },
  sorts: {
    id,
    database_name: name,
    backend: engine,
    allow_run_async: flagSort('allow_run_async'),
    allow_dml: flagSort('allow_dml'),
    allow_file_upload: flagSort('allow_file_upload'),
    expose_in_sqllab: flagSort('expose_in_sqllab'),
    changed_on: (eb) => eb.ref('databases.changed_on'),
    changed_on_delta_humanized: (eb) => eb.ref('databases.changed_on'),
  },
  defaultSort: { column: 'database_name', direction: 'asc' },
  distinct: { database_name: name, backend: engine },
};
