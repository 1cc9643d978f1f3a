import { AnnotationLayerSchema } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { readNativeLayers, sourceColumns } from './annotation-layer-sources';
import {
  draftErrors,
  draftFromLayer,
  isValidFormula,
  layerFromDraft,
  newLayerDraft,
  readLayerEntries,
  supportedAnnotationTypes,
  withAnnotationType,
} from './annotation-layer-state';

const chartLayer = AnnotationLayerSchema.parse({
  name: 'Outages',
  annotationType: 'INTERVAL',
  sourceType: 'table',
  value: '12',
  overrides: { time_range: null, time_grain_sqla: 'P1D' },
  timeColumn: 'start',
  intervalEndColumn: 'end',
  descriptionColumns: ['why'],
  color: '#ff0000',
  style: 'dashed',
});

describe('annotation layer drafts', () => {
  it('round-trips a saved layer, keeping overrides the editor does not show', () => {
    const layer = layerFromDraft(draftFromLayer(chartLayer));
    expect(layer).toEqual({ ...chartLayer, value: 12, titleColumn: '' });
    const own = layerFromDraft({ ...draftFromLayer(chartLayer), timeRange: 'source' });
    expect(own?.overrides).toEqual({ time_grain_sqla: 'P1D' });
  });

  it('starts the source over when the new type cannot use it', () => {
    const draft = draftFromLayer(chartLayer);
    expect(withAnnotationType(draft, 'EVENT')).toMatchObject({ sourceType: 'table', value: '12', timeColumn: 'start' });
    expect(withAnnotationType(draft, 'TIME_SERIES')).toMatchObject({ sourceType: 'line', value: '', timeColumn: '' });
    expect(withAnnotationType(draft, 'FORMULA')).toMatchObject({ sourceType: '', value: '' });
  });

  it("asks for Superset's required fields", () => {
    expect(draftErrors(newLayerDraft('FORMULA'), [])).toEqual({
      name: 'Name is required',
      value: 'Invalid formula expression',
    });
    const interval = { ...newLayerDraft('INTERVAL'), name: 'a', sourceType: 'table' as const, value: '3' };
    expect(draftErrors(interval, ['a'])).toEqual({
      name: 'A layer with this name already exists',
      timeColumn: 'Choose a time column',
      intervalEndColumn: 'Choose an interval end column',
    });
    expect(draftErrors({ ...newLayerDraft('EVENT'), name: 'b' }, [])).toEqual({ value: 'Choose an annotation layer' });
  });

  it('parses formulas as the chart evaluates them', () => {
    for (const ok of ['x', 'y = 2 * x + 1', 'sin(x) * 10', '42']) expect(isValidFormula(ok), ok).toBe(true);
    for (const bad of ['', '2 *', 'y = ', 'foo(x)', 'z + 1', 'x = 3']) expect(isValidFormula(bad), bad).toBe(false);
  });

  it('keeps unreadable saved items and reads the chart types a control allows', () => {
    const entries = readLayerEntries([chartLayer, { name: 'Broken' }]);
    expect(entries.map((e) => e.layer === null)).toEqual([false, true]);
    expect(readLayerEntries('nope')).toEqual([]);
    expect(supportedAnnotationTypes({ name: 'a', type: 'x', label: '' })).toEqual([
      'FORMULA',
      'EVENT',
      'INTERVAL',
      'TIME_SERIES',
    ]);
    const choices = [
      ['EVENT', 'Event'],
      ['bogus', 'Bogus'],
    ] as const;
    expect(supportedAnnotationTypes({ name: 'a', type: 'x', label: '', choices })).toEqual(['EVENT']);
  });
});

describe('annotation sources', () => {
  it("lists a table chart's columns, groups and metric labels once", () => {
    const params = {
      all_columns: ['a', { label: 'b', sqlExpression: 'b + 1', expressionType: 'SQL' }],
      groupby: ['a'],
      metrics: ['count', { expressionType: 'SQL', sqlExpression: 'SUM(x)', label: 'total' }],
    };
    expect(sourceColumns(params)).toEqual(['a', 'b', 'count', 'total']);
    expect(sourceColumns({})).toEqual([]);
  });

  it('reads the layer list answer, skipping malformed rows', () => {
    expect(readNativeLayers({ result: [{ id: 1, name: 'One' }, { id: 'x' }, null] })).toEqual([
      { value: '1', label: 'One' },
    ]);
    expect(readNativeLayers(null)).toEqual([]);
  });
});
