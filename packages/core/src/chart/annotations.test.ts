import { describe, expect, it } from 'vitest';
import {
  annotationSourceId,
  AnnotationLayerSchema,
  applyAnnotationOverrides,
  extractRecordAnnotations,
  needsAnnotationData,
  readAnnotationData,
  readAnnotationLayers,
  type AnnotationLayer,
  type AnnotationLayerInput,
} from './annotations.js';
import type { FormData } from './plugin.js';

const parse = (input: AnnotationLayerInput): AnnotationLayer => AnnotationLayerSchema.parse(input);

const event: AnnotationLayerInput = { name: 'Releases', annotationType: 'EVENT', sourceType: 'NATIVE', value: 3 };

describe('AnnotationLayerSchema', () => {
  it("fills Superset's defaults", () => {
    expect(parse(event)).toEqual({
      name: 'Releases',
      annotationType: 'EVENT',
      sourceType: 'NATIVE',
      value: 3,
      overrides: { time_range: null },
      show: true,
      showLabel: false,
      style: 'solid',
      opacity: '',
      width: 1,
      showMarkers: false,
      hideLine: false,
      descriptionColumns: [],
    });
  });

  it('reads a full Superset layer as saved, numeric strings included', () => {
    const layer = AnnotationLayerSchema.parse({
      ...event,
      sourceType: 'table',
      value: '12',
      overrides: { time_range: 'Last week', time_grain_sqla: null },
      show: false,
      showLabel: true,
      style: 'longDashed',
      color: '#A1B2C3',
      opacity: 'opacityHigh',
      width: '3',
      timeColumn: 'ds',
      intervalEndColumn: 'end',
      titleColumn: 'title',
      descriptionColumns: ['a', 'b'],
    });
    expect(layer).toMatchObject({ style: 'longDashed', color: '#A1B2C3', width: 3, show: false, titleColumn: 'title' });
    expect(layer.overrides).toEqual({ time_range: 'Last week', time_grain_sqla: null });
    expect(annotationSourceId(layer.value)).toBe(12);
  });

  it('falls back to defaults for odd looks but refuses what decides the query', () => {
    const odd = AnnotationLayerSchema.parse({ ...event, style: 'wavy', color: 'red', opacity: 'very', width: -2 });
    expect(odd).toMatchObject({ style: 'solid', color: null, opacity: '', width: 1 });
    expect(AnnotationLayerSchema.safeParse({ ...event, annotationType: 'CLOUD' }).success).toBe(false);
    expect(AnnotationLayerSchema.safeParse({ ...event, sourceType: '' }).success).toBe(false);
    expect(AnnotationLayerSchema.safeParse({ ...event, value: 'abc' }).success).toBe(false);
    expect(AnnotationLayerSchema.safeParse({ ...event, value: 0 }).success).toBe(false);
    expect(AnnotationLayerSchema.safeParse({ ...event, name: ' ' }).success).toBe(false);
    const formula = { name: 'f', annotationType: 'FORMULA', sourceType: '', value: '' } as const;
    expect(AnnotationLayerSchema.safeParse(formula).success).toBe(false);
    expect(AnnotationLayerSchema.safeParse({ ...formula, value: '2 * x', sourceType: undefined }).success).toBe(true);
  });

  it('reads form data layers, skipping malformed ones, and knows which need server data', () => {
    const layers = readAnnotationLayers([
      event,
      { name: 'f', annotationType: 'FORMULA', sourceType: '', value: 'x' },
      { ...event, name: 'hidden', show: false },
      { nonsense: true },
    ]);
    expect(layers.map((l) => l.name)).toEqual(['Releases', 'f', 'hidden']);
    expect(layers.map(needsAnnotationData)).toEqual([true, false, false]);
    expect(readAnnotationLayers('nope')).toEqual([]);
  });
});

describe('annotation data', () => {
  it('keeps well-formed results by layer name and reads [] as none', () => {
    expect(readAnnotationData([])).toEqual({});
    expect(
      readAnnotationData({
        a: { records: [{ x: 1 }] },
        b: [{ key: 'k', values: [{ x: 1, y: 2 }] }],
        c: 'junk',
      }),
    ).toEqual({ a: { records: [{ x: 1 }] }, b: [{ key: 'k', values: [{ x: 1, y: 2 }] }] });
  });

  it('extracts native and chart-sourced annotations', () => {
    const native = extractRecordAnnotations(parse(event), {
      records: [{ start_dttm: 1, end_dttm: 2, short_descr: 'v1', long_descr: '', json_metadata: null }],
    });
    expect(native).toEqual([{ time: 1, intervalEnd: 2, title: 'v1', descriptions: [] }]);
    const table = parse({
      ...event,
      sourceType: 'table',
      timeColumn: 't',
      intervalEndColumn: 'e',
      titleColumn: 'n',
      descriptionColumns: ['d1', 'd2'],
    });
    expect(extractRecordAnnotations(table, { records: [{ t: 5, e: 6, n: 7, d1: 'x', d2: null }] })).toEqual([
      { time: 5, intervalEnd: 6, title: '7', descriptions: ['x'] },
    ]);
    expect(extractRecordAnnotations(table, [{ key: 'k', values: [] }])).toEqual([]);
    expect(extractRecordAnnotations(table, undefined)).toEqual([]);
  });
});

describe('applyAnnotationOverrides', () => {
  const source: FormData = {
    viz_type: 'echarts_timeseries_line',
    datasource: '1__table',
    x_axis: 'ds',
    time_grain_sqla: 'P1D',
    adhoc_filters: [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'ds', operator: 'TEMPORAL_RANGE', comparator: 'No filter' },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'a', operator: '==', comparator: 'b' },
    ],
    annotation_layers: [event],
  };
  const line = (overrides: AnnotationLayerInput['overrides']) =>
    parse({ name: 'l', annotationType: 'TIME_SERIES', sourceType: 'line', value: 9, overrides });
  const annotated = { time_range: 'Last month', time_grain_sqla: 'P1W', granularity: 'other' };

  it("takes the annotated chart's time range by default and drops the source's own layers", () => {
    const fd = applyAnnotationOverrides(source, line(undefined), annotated);
    expect(fd['time_range']).toBe('Last month');
    expect(fd['time_grain_sqla']).toBe('P1D');
    expect(fd['annotation_layers']).toEqual([]);
    expect(fd['adhoc_filters']).toEqual([
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'ds',
        operator: 'TEMPORAL_RANGE',
        comparator: 'Last month',
      },
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'a', operator: '==', comparator: 'b' },
    ]);
  });

  it('uses set overrides, keeps keys not overridden, and adds a range filter on the x-axis when none exists', () => {
    const fd = applyAnnotationOverrides(
      { ...source, adhoc_filters: [] },
      line({ time_range: 'Last year', time_grain_sqla: null, granularity: 'when' }),
      annotated,
    );
    expect(fd).toMatchObject({ time_range: 'Last year', time_grain_sqla: 'P1W', granularity_sqla: 'when' });
    expect(fd['adhoc_filters']).toEqual([]);
    const noGranularity = applyAnnotationOverrides({ ...source, adhoc_filters: [] }, line({ time_range: null }), {});
    expect(noGranularity).toEqual({ ...source, adhoc_filters: [], annotation_layers: [] });
    const axisOnly = applyAnnotationOverrides({ ...source, adhoc_filters: undefined }, line({}), annotated);
    expect(axisOnly['time_range']).toBeUndefined();
    const ranged = applyAnnotationOverrides({ ...source, adhoc_filters: undefined }, line(undefined), annotated);
    expect(ranged['adhoc_filters']).toEqual([
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'ds',
        operator: 'TEMPORAL_RANGE',
        comparator: 'Last month',
      },
    ]);
  });
});
