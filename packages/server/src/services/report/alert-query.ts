import { callerForUser } from '../../auth/request-auth.js';
import type { AppContext } from '../../context.js';
import { pipelineDeps, prepareSql, runPlan } from '../../query/pipeline.js';
import type { ScheduleForRun } from './report-run-types.js';

export interface AlertResult {
  value: number | null;
  row: unknown[] | null;
}

export interface AlertQuery {
  run(schedule: ScheduleForRun): Promise<AlertResult>;
}

/**
 * Superset's AlertCommand: the alert's SQL runs as the executor through the query pipeline, under
 * the same table-access check as a virtual dataset's SQL, and must answer at most one row of one
 * column; a non-numeric value is an error (the validators compare numbers).
 */
export const engineAlertQuery = (ctx: AppContext): AlertQuery => {
  const deps = pipelineDeps(ctx);
  return {
    run: async (s) => {
      if (s.databaseId === null || !s.sql) throw new Error('The alert has no database or SQL');
      if (s.executorId === null) throw new Error('The alert has no owner to run it as');
      const caller = await callerForUser(ctx, s.executorId);
      if (!caller) throw new Error('The alert owner is not an active user');
      const plan = await prepareSql(deps, caller, {
        databaseId: s.databaseId,
        sql: s.sql,
        schema: null,
        mode: 'query',
        field: 'sql',
      });
      const result = await runPlan(deps, plan);
      if (result.rows.length > 1)
        throw new Error(`Alert query returned more than one row. ${result.rows.length} rows returned`);
      if (result.columns.length > 1)
        throw new Error(`Alert query returned more than one column. ${result.columns.length} columns returned`);
      const row = result.rows[0] ?? null;
      const cell = row?.[0] ?? null;
      if (cell === null) return { value: null, row };
      const value = typeof cell === 'bigint' ? Number(cell) : typeof cell === 'string' ? Number(cell) : cell;
      if (typeof value !== 'number' || Number.isNaN(value)) throw new Error('Alert query returned a non-number value');
      return { value, row };
    },
  };
};
