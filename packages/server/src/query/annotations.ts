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
import type { AnnotationSourceChart, PreparedChartData, PreparedLayer, PreparedQueries, QueryAnswer } from './plan.js';

/** Result types that carry data (and so annotation data). */
export const ANNOTATED_RESULT_TYPES: ReadonlySet<string> = new Set(['full', 'results', 'post_processed']);

/** How the prepare step reaches a layer's chart and prepares its query (with the caller's access). */
export interface LayerPrepareDeps {
  annotationChart: (id: number) => Promise<AnnotationSourceChart | null>;
  prepare: (qc: QueryContext) => Promise<PreparedChartData>;
}

/** Answers a chart layer's prepared query: the run step, or the cache probe. */
export type AnswerLayer = (plan: PreparedChartData) => Promise<readonly QueryAnswer[]>;

const invalid = (message: string): HttpError => badRequest(`annotation_layers: ${message}`, 'annotation_layers');

const isResult = (answer: object): answer is ChartDataResult =>
  'data' in answer && Array.isArray(answer.data) && 'annotation_data' in answer;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The layers of a query that need server data. Formulas and hidden layers are not checked (the
 * client draws or skips them); any other malformed layer is the caller's error.
 */
const layersToFetch = (raw: readonly unknown[]): AnnotationLayer[] =>
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
const epochMsOf = (iso: string | null): number | null => {
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
const annotatedTimeSettings = (q: QueryObject): AnnotatedTimeSettings => {
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

/** A chart layer's query, built from its chart's form data with the layer's overrides, then prepared. */
const prepareChartLayer = async (
  deps: LayerPrepareDeps,
  layer: AnnotationLayer,
  annotated: AnnotatedTimeSettings,
  force: boolean,
): Promise<PreparedChartData> => {
  const id = sourceIdOf(layer);
  const chart = await deps.annotationChart(id);
  if (!chart) throw invalid(`chart ${id} of '${layer.name}' does not exist`);
  const fd = applyAnnotationOverrides(
    sourceFormData(chart.params, chart.datasourceKey, chart.vizType, id),
    layer,
    annotated,
  );
  if (layer.sourceType === 'line' && !isXAxisSet(fd)) throw invalid(`chart ${id} has no x-axis to draw`);
  let built: unknown;
  try {
    built = buildQueryContext(fd, layer.sourceType === 'line' ? timeseriesQueries : tableQueries);
  } catch {
    throw invalid(`chart ${id} has form data that cannot be queried`);
  }
  const qc = QueryContextSchema.safeParse(built);
  if (!qc.success) throw invalid(`chart ${id}: ${qc.error.issues[0]?.message ?? 'invalid query'}`);
  return deps.prepare({ ...qc.data, force, result_type: 'full', result_format: 'json' });
};

/** The layers of one query that need server data, chart layers with their queries prepared. */
export const prepareLayers = async (
  deps: LayerPrepareDeps,
  q: QueryObject,
  force: boolean,
): Promise<PreparedLayer[]> => {
  const layers: PreparedLayer[] = [];
  for (const layer of layersToFetch(q.annotation_layers)) {
    layers.push(
      layer.sourceType === 'NATIVE'
        ? { name: layer.name, kind: 'native', layer }
        : {
            name: layer.name,
            kind: 'chart',
            plan: await prepareChartLayer(deps, layer, annotatedTimeSettings(q), force),
          },
    );
  }
  return layers;
};

/** Superset's annotation_data of one query, keyed by layer name. */
const annotationDataFor = async (
  db: Kysely<DB>,
  layers: readonly PreparedLayer[],
  range: Range,
  answer: AnswerLayer,
): Promise<AnnotationData> => {
  const data: AnnotationData = {};
  for (const layer of layers) {
    if (layer.kind === 'native') {
      data[layer.name] = await nativeData(db, layer.layer, range);
      continue;
    }
    const [first] = await answer(layer.plan);
    data[layer.name] = { records: first && isResult(first) ? first.data : [] };
  }
  return data;
};

/** The answers with each query's annotation data; answers of queries without such layers are unchanged. */
export const withAnnotationData = async (
  db: Kysely<DB>,
  plan: PreparedQueries,
  answers: ChartDataResult[],
  answer: AnswerLayer,
): Promise<ChartDataResult[]> => {
  const out: ChartDataResult[] = [];
  for (const [i, result] of answers.entries()) {
    const layers = plan.queries[i]?.layers ?? [];
    if (layers.length === 0) {
      out.push(result);
      continue;
    }
    const data = await annotationDataFor(db, layers, { from: result.from_dttm, to: result.to_dttm }, answer);
    out.push({ ...result, annotation_data: data });
  }
  return out;
};
