import { RLS_FILTER_TYPES } from '@tessera/core';
import { z } from 'zod';
import {
  IdValue,
  TextValue,
  contains,
  equals,
  escapeLike,
  ilike,
  oneOf,
  startsWith,
} from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type ListResource } from '../shared/list/list-resource.js';

type RlsEb = Eb<'rls_filters'>;

/** RLS rules are Admin-only metadata: whoever may read the view sees every rule. */
export type RlsListCtx = Record<never, never>;

const name = (eb: RlsEb) => eb.ref('rls_filters.name');
const groupKey = (eb: RlsEb) => eb.ref('rls_filters.group_key');
const clause = (eb: RlsEb) => eb.ref('rls_filters.clause');
const filterId = (eb: RlsEb) => eb.ref('rls_filters.id');

const changedByName = (eb: RlsEb) =>
  eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', 'rls_filters.changed_by_fk').$asScalar();

/** Superset's RLS search: the rule links the role (roles) or the dataset (tables). */
const linkedTo = (link: 'rls_filter_roles' | 'rls_filter_tables') =>
  filterOperator<'rls_filters', RlsListCtx, number>('Relation as Many', IdValue, (eb, v) =>
    link === 'rls_filter_roles'
      ? eb(
          'rls_filters.id',
          'in',
          eb.selectFrom('rls_filter_roles').select('rls_filter_roles.rls_filter_id').where('role_id', '=', v),
        )
      : eb(
          'rls_filters.id',
          'in',
          eb.selectFrom('rls_filter_tables').select('rls_filter_tables.rls_filter_id').where('dataset_id', '=', v),
        ),
  );

/** The page's search box: name, group key, clause or description. */
const allText = filterOperator<'rls_filters', RlsListCtx, string>('All Text', TextValue, (eb, v) => {
  const pattern = `%${escapeLike(v)}%`;
  return eb.or([
    ilike(name(eb), pattern),
    ilike(groupKey(eb), pattern),
    ilike(clause(eb), pattern),
    ilike(eb.ref('rls_filters.description'), pattern),
  ]);
});

/** Superset's RLSRestApi search columns (name, filter_type, tables, roles, group_key, clause) and orders. */
export const rlsListResource: ListResource<'rls_filters', RlsListCtx> = {
  from: (db) => db.selectFrom('rls_filters'),
  id: filterId,
  visible: () => null,
  filters: {
    name: {
      ct: contains(name),
      sw: startsWith(name),
      eq: equals(name, z.string().max(255)),
      rls_all_text: allText,
    },
    filter_type: { eq: equals((eb: RlsEb) => eb.ref('rls_filters.filter_type'), z.enum(RLS_FILTER_TYPES)) },
    group_key: { ct: contains(groupKey), eq: equals(groupKey, z.string().max(255)) },
    clause: { ct: contains(clause) },
    roles: { rel_m_m: linkedTo('rls_filter_roles') },
    tables: { rel_m_m: linkedTo('rls_filter_tables') },
    id: { eq: equals(filterId, IdValue), in: oneOf(filterId, IdValue) },
  },
  sorts: {
    id: filterId,
    name: name,
    filter_type: (eb) => eb.ref('rls_filters.filter_type'),
    group_key: groupKey,
    clause: clause,
    changed_on: (eb) => eb.ref('rls_filters.changed_on'),
    changed_on_delta_humanized: (eb) => eb.ref('rls_filters.changed_on'),
    'changed_by.first_name': changedByName,
  },
  defaultSort: { column: 'changed_on', direction: 'desc' },
  distinct: { name, group_key: groupKey },
};
