import { REPORT_CREATION_METHODS, REPORT_STATES, REPORT_TYPES, type Caller } from '@tessera/core';
import { sql, type Expression, type SqlBool } from 'kysely';
import { z } from 'zod';
import { FlagValue, IdValue, TextValue, contains, equals, escapeLike, ilike } from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type FilterOperator, type ListResource } from '../shared/list/list-resource.js';

type Op = FilterOperator<'report_schedules', Caller>;
type E = Eb<'report_schedules'>;

const id = (eb: E) => eb.ref('report_schedules.id');
const name = (eb: E) => eb.ref('report_schedules.name');

export const reportOwnedBy = (eb: E, userId: number): Expression<SqlBool> =>
  eb(
    'report_schedules.id',
    'in',
    eb
      .selectFrom('report_owners')
      .select('report_owners.report_schedule_id')
      .where('report_owners.user_id', '=', userId),
  );

/**
 * Superset's ReportScheduleFilter: the caller sees what they created or own, admins everything.
 * One predicate, shared by the list and by show/update/delete (404 otherwise).
 */
export const reportVisible = (caller: Caller): ((eb: E) => Expression<SqlBool>) | null => {
  if (caller.isAdmin) return null;
  const userId = caller.userId;
  return (eb) =>
    userId === null
      ? eb.lit(false)
      : eb.or([eb('report_schedules.created_by_fk', '=', userId), reportOwnedBy(eb, userId)]);
};

const refIs = (fk: 'chart_id' | 'dashboard_id' | 'database_id' | 'created_by_fk' | 'changed_by_fk'): Op =>
  filterOperator('Relation', IdValue.nullable(), (eb, v) =>
    v === null ? eb(`report_schedules.${fk}`, 'is', null) : eb(`report_schedules.${fk}`, '=', v),
  );

const ownerIs: Op = filterOperator('Relation as Many', IdValue, (eb, v) => reportOwnedBy(eb, v));

const allText: Op = filterOperator('All Text', TextValue, (eb, v) => {
  const pattern = `%${escapeLike(v)}%`;
  return eb.or([ilike(name(eb), pattern), ilike(eb.ref('report_schedules.description'), pattern)]);
});

const enumEq = (col: 'type' | 'creation_method' | 'last_state', values: readonly [string, ...string[]]): Op =>
  equals<'report_schedules', Caller, string>((eb) => eb.ref(`report_schedules.${col}`), z.enum(values));

const activeIs: Op = filterOperator('Equal to', FlagValue, (eb, v) => eb('report_schedules.active', '=', v ? 1 : 0));

const orEmpty = (e: Expression<string | null>) => sql<string>`coalesce(${e}, '')`;

/** Superset's ReportScheduleRestApi search_columns and order_columns, default name asc. */
export const reportListResource: ListResource<'report_schedules', Caller> = {
  from: (db) => db.selectFrom('report_schedules'),
  id,
  visible: reportVisible,
  filters: {
    name: { ct: contains(name), eq: equals(name, z.string().max(150)) },
    all_text: { ct: allText },
    type: { eq: enumEq('type', REPORT_TYPES) },
    creation_method: { eq: enumEq('creation_method', REPORT_CREATION_METHODS) },
    last_state: { eq: enumEq('last_state', REPORT_STATES) },
    active: { eq: activeIs },
    chart_id: { eq: refIs('chart_id'), rel_o_m: refIs('chart_id') },
    dashboard_id: { eq: refIs('dashboard_id'), rel_o_m: refIs('dashboard_id') },
    database_id: { eq: refIs('database_id') },
    created_by: { rel_o_m: refIs('created_by_fk'), eq: refIs('created_by_fk') },
    changed_by: { rel_o_m: refIs('changed_by_fk') },
    owners: { rel_m_m: ownerIs },
    id: { eq: equals(id, IdValue) },
  },
  sorts: {
    id,
    name: (eb) => name(eb),
    type: (eb) => eb.ref('report_schedules.type'),
    active: (eb) => eb.ref('report_schedules.active'),
    crontab: (eb) => eb.ref('report_schedules.crontab'),
    description: (eb) => orEmpty(eb.ref('report_schedules.description')),
    last_state: (eb) => eb.ref('report_schedules.last_state'),
    last_eval_dttm: (eb) => orEmpty(eb.ref('report_schedules.last_eval_dttm')),
    created_on: (eb) => orEmpty(eb.ref('report_schedules.created_on')),
    changed_on: (eb) => orEmpty(eb.ref('report_schedules.changed_on')),
    changed_on_delta_humanized: (eb) => orEmpty(eb.ref('report_schedules.changed_on')),
  },
  defaultSort: { column: 'name', direction: 'asc' },
  distinct: { name },
};
