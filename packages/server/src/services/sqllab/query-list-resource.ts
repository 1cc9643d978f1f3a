import type { Caller } from '@tessera/core';
import { z } from 'zod';
import { IdValue, contains, equals } from '../shared/list/filter-operators.js';
import { filterOperator, type Eb, type FilterOperator, type ListResource } from '../shared/list/list-resource.js';

type Op = FilterOperator<'queries', Caller>;

const id = (eb: Eb<'queries'>) => eb.ref('queries.id');
const ref = (fk: 'database_id' | 'user_id'): Op =>
  filterOperator('Relation', IdValue, (eb, v) => eb(`queries.${fk}`, '=', v));
/** Superset keeps start_time as epoch milliseconds; filters take them so and compare on our ISO text. */
const startTime = (op: '>' | '<'): Op =>
  filterOperator(op === '>' ? 'Greater than' : 'Less than', z.number(), (eb, v) =>
    eb('queries.start_time', op, new Date(v).toISOString()),
  );

const databaseName = (eb: Eb<'queries'>) =>
  eb
    .selectFrom('databases')
    .select('databases.database_name')
    .whereRef('databases.id', '=', 'queries.database_id')
    .$asScalar();
const userName = (eb: Eb<'queries'>) =>
  eb.selectFrom('users').select('users.first_name').whereRef('users.id', '=', 'queries.user_id').$asScalar();

/** Superset's QueryRestApi search_columns and order_columns; newest first. */
export const queryListResource: ListResource<'queries', Caller> = {
  from: (db) => db.selectFrom('queries'),
  id,
  visible: (ctx) => {
    if (ctx.isAdmin) return null;
    const userId = ctx.userId;
    return (eb) => (userId === null ? eb.lit(false) : eb('queries.user_id', '=', userId));
  },
  filters: {
    database: { rel_o_m: ref('database_id') },
    user: { rel_o_m: ref('user_id') },
    status: { eq: equals((eb) => eb.ref('queries.status'), z.string().max(32)) },
    sql: { ct: contains((eb) => eb.ref('queries.sql')) },
    tab_name: { ct: contains((eb) => eb.ref('queries.tab_name')) },
    sql_editor_id: { eq: equals((eb) => eb.ref('queries.sql_editor_id'), z.string().max(256)) },
    start_time: { gt: startTime('>'), lt: startTime('<') },
    id: { eq: equals(id, IdValue) },
  },
  sorts: {
    id,
    changed_on: (eb) => eb.ref('queries.changed_on'),
    start_time: (eb) => eb.ref('queries.start_time'),
    end_time: (eb) => eb.ref('queries.end_time'),
    rows: (eb) => eb.ref('queries.rows'),
    schema: (eb) => eb.ref('queries.schema'),
    sql: (eb) => eb.ref('queries.sql'),
    tab_name: (eb) => eb.ref('queries.tab_name'),
    status: (eb) => eb.ref('queries.status'),
    'database.database_name': databaseName,
    'user.first_name': userName,
  },
  defaultSort: { column: 'changed_on', direction: 'desc' },
  distinct: { status: (eb) => eb.ref('queries.status'), schema: (eb) => eb.ref('queries.schema') },
};
