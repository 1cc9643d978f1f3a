import {
  annotationSourceId,
  AnnotationLayerSchema,
  applyAnnotationOverrides,
  buildQueryContext,
  columnsOf,
  flattenOperator,
  getXAxisColumn,
  isXAxisSet,
  NATIVE_ANNOTATION_COLUMNS,
  needsAnnotationData,
  pivotOperator,
  QueryContextSchema,
  type AnnotatedTimeSettings,
  type AnnotationData,
  type AnnotationLayer,
  type AnnotationResult,
  type ChartDataResult,
  type FormData,
  type NativeAnnotationRecord,
  type QueryContext,
  type QueryObject,
  type SupersetQueryObject,
} from '@tessera/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, type HttpError } from '../http/http-error.js';

/** Runs a chart-sourced layer's query with the caller's auth; null when async mode's cache probe misses. */
export type RunLayerQuery = (qc: QueryContext) => Promise<readonly object[] | null>;

export interface AnnotationDeps {
  db: Kysely<DB>;
  run: RunLayerQuery;
}

/** Result types that carry data (and so annotation data). */
const ANNOTATED_RESULT_TYPES = new Set(['full', 'results', 'post_processed']);

const invalid = (message: string): HttpError => badRequest(`annotation_layers: ${message}`, 'annotation_layers');

const isResult = (answer: object): answer is ChartDataResult =>
  'data' in answer && Array.isArray(answer.data) && 'annotation_data' in answer;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The layers of a query that need server data. Formulas and hidden layers are not checked (the
 * client draws or skips them); any other malformed layer is the caller's error.
 */
export const layersToFetch = (raw: readonly unknown[]): AnnotationLayer[] =>
  raw.flatMap((item, i) => {
    if (isRecord(item) && (item['show'] === false || item['annotationType'] === 'FORMULA')) return [];
    const parsed = AnnotationLayerSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalid(`${[i, ...(issue?.path ?? [])].map(String).join('.')}: ${issue?.message ?? 'invalid'}`);
    }
    return needsAnnotationData(parsed.data) ? [parsed.data] : [];
  });

const sourceIdOf = (layer: AnnotationLayer): number => {
  const id = annotationSourceId(layer.value);
  if (id === null) throw invalid(`'${layer.name}' has no source id`);
  return id;
};

const ZONED = /(?:z|[+-]\d{2}:?\d{2})$/i;

/** Metadata timestamps are naive wall-clock text, read as UTC like the engines' naive timestamps. */
export const epochMsOf = (iso: string | null): number | null => {
  if (!iso) return null;
  const text = iso.trim().replace(' ', 'T');
  const full = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : text;
  const ms = Date.parse(ZONED.test(full) ? full : `${full}Z`);
  return Number.isFinite(ms) ? ms : null;
};

interface Range {
  from: number | null;
  to: number | null;
}

const overlaps = (r: NativeAnnotationRecord, range: Range): boolean =>
  r.start_dttm !== null &&
  (range.to === null || r.start_dttm < range.to) &&
  (range.from === null || (r.end_dttm ?? r.start_dttm) >= range.from);

const nativeData = async (db: Kysely<DB>, layer: AnnotationLayer, range: Range): Promise<AnnotationResult> => {
  const id = sourceIdOf(layer);
  const found = await db.selectFrom('annotation_layers').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw invalid(`annotation layer ${id} of '${layer.name}' does not exist`);
  const rows = await db
    .selectFrom('annotations')
    .select([...NATIVE_ANNOTATION_COLUMNS])
    .where('layer_id', '=', id)
    .orderBy('start_dttm')
    .orderBy('id')
    .execute();
  const records = rows
    .map((r): NativeAnnotationRecord => ({
      start_dttm: epochMsOf(r.start_dttm),
      end_dttm: epochMsOf(r.end_dttm),
      short_descr: r.short_descr,
      long_descr: r.long_descr,
      json_metadata: r.json_metadata,
    }))
    .filter((r) => overlaps(r, range));
  return { columns: [...NATIVE_ANNOTATION_COLUMNS], records: records.map((r) => ({ ...r })) };
};

/** The annotated query's time settings, which a layer's empty overrides take. */
export const annotatedTimeSettings = (q: QueryObject): AnnotatedTimeSettings => {
  const range = q.filters.find((f) => f.op === 'TEMPORAL_RANGE');
  const axis = q.columns.find((c) => typeof c === 'object' && c.columnType === 'BASE_AXIS');
  return {
    time_range: (typeof range?.val === 'string' ? range.val : null) ?? q.time_range ?? null,
    granularity: q.granularity_sqla ?? q.granularity ?? (typeof range?.col === 'string' ? range.col : null),
    time_grain_sqla: q.extras.time_grain_sqla ?? (typeof axis === 'object' ? axis.timeGrain : null) ?? null,
  };
};

/** A time-series source: one column per series over the x-axis (pivoted and flattened, as its chart shows it). */
const timeseriesQueries = (base: SupersetQueryObject, fd: FormData): SupersetQueryObject[] => {
  const xAxis = getXAxisColumn(fd);
  const groupby = columnsOf(fd['groupby']);
  const query = { ...base, columns: [...(xAxis === undefined ? [] : [xAxis]), ...groupby], series_columns: groupby };
  const steps = [pivotOperator(fd, query), flattenOperator(fd, query)];
  return [{ ...query, post_processing: steps.filter((s) => s !== undefined) }];
};

/** A table source: its raw columns, or its groups and metrics. */
const tableQueries = (base: SupersetQueryObject, fd: FormData): SupersetQueryObject[] => {
  const raw = fd['query_mode'] === 'raw' || ((base.metrics ?? []).length === 0 && Array.isArray(fd['all_columns']));
  if (!raw) return [base];
  return [{ ...base, columns: columnsOf(fd['all_columns']), metrics: [], orderby: [] }];
};

const sourceFormData = (params: string, datasourceKey: string | null, vizType: string, id: number): FormData => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(params);
  } catch {
    throw invalid(`chart ${id} has no valid form data`);
  }
  if (!isRecord(parsed)) throw invalid(`chart ${id} has no valid form data`);
  const datasource = datasourceKey ?? parsed['datasource'];
  if (typeof datasource !== 'string' || !/^\d+__\w+$/.test(datasource)) throw invalid(`chart ${id} has no dataset`);
  const fd: FormData = { ...parsed, viz_type: vizType, datasource };
  // Legacy time-series charts name their time column in granularity_sqla rather than x_axis.
  const legacyAxis = fd['granularity_sqla'];
  return !isXAxisSet(fd) && typeof legacyAxis === 'string' && legacyAxis !== '' ? { ...fd, x_axis: legacyAxis } : fd;
};

const chartData = async (
  deps: AnnotationDeps,
  layer: AnnotationLayer,
  annotated: AnnotatedTimeSettings,
  force: boolean,
): Promise<AnnotationResult | null> => {
  const id = sourceIdOf(layer);
  const chart = await deps.db
    .selectFrom('charts')
    .select(['params', 'viz_type', 'datasource_id', 'datasource_type'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!chart) throw invalid(`chart ${id} of '${layer.name}' does not exist`);
  const key = chart.datasource_id === null ? null : `${chart.datasource_id}__${chart.datasource_type || 'table'}`;
  const fd = applyAnnotationOverrides(sourceFormData(chart.params, key, chart.viz_type, id), layer, annotated);
  if (layer.sourceType === 'line' && !isXAxisSet(fd)) throw invalid(`chart ${id} has no x-axis to draw`);
  let built: unknown;
  try {
    built = buildQueryContext(fd, layer.sourceType === 'line' ? timeseriesQueries : tableQueries);
  } catch {
    throw invalid(`chart ${id} has form data that cannot be queried`);
  }
  const qc = QueryContextSchema.safeParse(built);
  if (!qc.success) throw invalid(`chart ${id}: ${qc.error.issues[0]?.message ?? 'invalid query'}`);
  const answers = await deps.run({ ...qc.data, force, result_type: 'full', result_format: 'json' });
  if (answers === null) return null;
  const first = answers[0];
  return { records: first && isResult(first) ? first.data : [] };
};

/** Superset's annotation_data of one query, keyed by layer name; null when async mode's cache probe misses. */
export const annotationDataFor = async (
  deps: AnnotationDeps,
  q: QueryObject,
  range: Range,
  force: boolean,
): Promise<AnnotationData | null> => {
  const data: AnnotationData = {};
  for (const layer of layersToFetch(q.annotation_layers)) {
    const result =
      layer.sourceType === 'NATIVE'
        ? await nativeData(deps.db, layer, range)
        : await chartData(deps, layer, annotatedTimeSettings(q), force);
    if (result === null) return null;
    data[layer.name] = result;
  }
  return data;
};

/** The chart-data answers with each query's annotation data; answers of queries without layers are unchanged. */
export const withAnnotationData = async <T extends object>(
  deps: AnnotationDeps,
  qc: QueryContext,
  answers: T[],
): Promise<(T | ChartDataResult)[] | null> => {
  if (!ANNOTATED_RESULT_TYPES.has(qc.result_type)) return answers;
  const out: (T | ChartDataResult)[] = [];
  for (const [i, answer] of answers.entries()) {
    const q = qc.queries[i];
    if (!q || q.annotation_layers.length === 0 || !isResult(answer)) {
      out.push(answer);
      continue;
    }
    const data = await annotationDataFor(deps, q, { from: answer.from_dttm, to: answer.to_dttm }, qc.force);
    if (data === null) return null;
    out.push(Object.keys(data).length === 0 ? answer : { ...answer, annotation_data: data });
  }
  return out;
};
