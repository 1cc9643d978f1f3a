import { splitStatements, statementAt, type SqlLabExecutionResponse } from '@tessera/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { sqlLabApi } from '../sqllab-api';
import { newClientId } from './use-query-runs';

/** The pause in typing after which the preview runs: short, so it shows within 300 ms of the last keystroke. */
export const PREVIEW_DELAY_MS = 150;
/** The preview's bound: a glance at the rows, never a full run. */
export const PREVIEW_LIMIT = 100;

export type PreviewState =
  | { status: 'idle' }
  | { status: 'running'; sql: string }
  | { status: 'done'; sql: string; result: SqlLabExecutionResponse; ms: number }
  | { status: 'error'; sql: string; error: string };

export interface PreviewInput {
  enabled: boolean;
  databaseId: number | null;
  schema: string | null;
  /** Bumped on each keystroke: only typing starts a preview. */
  edit: number;
  /** Changes when the user runs a query: a preview still running is stopped, not started again. */
  runKey: string | null;
  sql: string;
  cursor: number;
}

/**
 * The results preview as you type: after a pause, the SELECT under the cursor runs with LIMIT 100;
 * the next keystroke aborts the request and stops the query on the engine. Only reads preview
 * (a statement that writes never runs on its own).
 */
export const useTypeaheadPreview = (input: PreviewInput): PreviewState => {
  const { enabled, databaseId, schema, edit, sql, cursor, runKey } = input;
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const previewed = useRef(0);

  useEffect(() => {
    // Each keystroke previews once; a run (runKey) only ends the preview in flight.
    if (!enabled || databaseId === null || edit === 0 || previewed.current === edit) return undefined;
    previewed.current = edit;
    const statement = statementAt(sql, cursor);
    if (statement === null || splitStatements(statement.sql)[0]?.kind !== 'read') return undefined;
    const abort = new AbortController();
    let clientId: string | null = null;
    let finished = false;
    const timer = window.setTimeout(() => {
      clientId = newClientId();
      const started = performance.now();
      setState({ status: 'running', sql: statement.sql });
      sqlLabApi
        .execute(
          {
            database_id: databaseId,
            sql: statement.sql,
            client_id: clientId,
            queryLimit: PREVIEW_LIMIT,
            runAsync: false,
            schema,
            tab: 'Preview',
          },
          abort.signal,
        )
        .then(
          (answer) => {
            finished = true;
            setState({ status: 'done', sql: statement.sql, result: answer.body, ms: performance.now() - started });
          },
          (error: unknown) => {
            finished = true;
            if (!abort.signal.aborted) setState({ status: 'error', sql: statement.sql, error: errorMessage(error) });
          },
        );
    }, PREVIEW_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
      // A preview still running is stopped on the engine, not only forgotten.
      if (clientId !== null && !finished) void sqlLabApi.stop(clientId).catch(() => undefined);
    };
  }, [enabled, databaseId, schema, edit, sql, cursor, runKey]);

  return enabled ? state : { status: 'idle' };
};
