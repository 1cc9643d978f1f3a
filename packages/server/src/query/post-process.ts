import { TYPE_GENERIC, type QueryObject, type TypeGeneric } from '@tessera/core';
import type { QueryResult } from '../engines/types.js';
import { badRequest } from '../http/http-error.js';
import { PostProcessingError } from './post-processing/errors.js';
import { runPostProcessing } from './post-processing/run-post-processing.js';
import type { ColumnType, Frame } from './post-processing/types.js';

const TO_FRAME: Record<number, ColumnType> = {
  [TYPE_GENERIC.NUMERIC]: 'number',
  [TYPE_GENERIC.STRING]: 'string',
  [TYPE_GENERIC.TEMPORAL]: 'temporal',
  [TYPE_GENERIC.BOOLEAN]: 'boolean',
};
const TO_GENERIC: Record<ColumnType, TypeGeneric> = {
  number: TYPE_GENERIC.NUMERIC,
  string: TYPE_GENERIC.STRING,
  temporal: TYPE_GENERIC.TEMPORAL,
  boolean: TYPE_GENERIC.BOOLEAN,
};
const ENGINE_TYPE: Record<ColumnType, string> = {
  number: 'DOUBLE',
  string: 'VARCHAR',
  temporal: 'TIMESTAMP',
  boolean: 'BOOLEAN',
};

/** Runs the query's post-processing steps over an engine result; bad options are a 400. */
export const postProcessResult = async (
  result: QueryResult,
  steps: QueryObject['post_processing'],
  signal?: AbortSignal,
): Promise<QueryResult> => {
  const operations = steps.filter((s): s is NonNullable<typeof s> => s !== null);
  if (operations.length === 0) return result;
  const frame: Frame = {
    columns: result.columns.map((c) => ({ name: c.name, type: TO_FRAME[c.typeGeneric] ?? 'string' })),
    rows: result.rows,
  };
  try {
    const out = await runPostProcessing(frame, operations, signal ? { signal } : {});
    return {
      columns: out.columns.map((c) => ({ name: c.name, type: ENGINE_TYPE[c.type], typeGeneric: TO_GENERIC[c.type] })),
      rows: out.rows,
    };
  } catch (err) {
    if (err instanceof PostProcessingError) throw badRequest(`post_processing: ${err.message}`, 'post_processing');
    throw err;
  }
};
