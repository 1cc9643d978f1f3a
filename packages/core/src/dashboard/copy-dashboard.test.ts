import { describe, expect, it } from 'vitest';
import { copySourceOf, DashboardCopyDataSchema, placedChartIds, remapDashboardChartIds } from './copy-dashboard.js';

const chart = (id: string, chartId: number) => ({ id, type: 'CHART', children: [], meta: { chartId, width: 4 } });

describe('copy_dash data', () => {
  it("reads Superset's form data: JSON text fields, string booleans, positions inside metadata", () => {
    const data = DashboardCopyDataSchema.parse({
      dashboard_title: 'Copy',
      duplicate_slices: 'true',
      json_metadata: JSON.stringify({ color_scheme: 'x', positions: { 'CHART-1': chart('CHART-1', 5) } }),
      default_filters: '{}',
      filter_scopes: '{"5": {}}',
    });
    expect(data.duplicate_slices).toBe(true);
    const source = copySourceOf(data);
    expect(source.positions).toEqual({ 'CHART-1': chart('CHART-1', 5) });
    expect(source.metadata).toEqual({ color_scheme: 'x', default_filters: '{}', filter_scopes: { '5': {} } });
    expect(placedChartIds(source.positions)).toEqual([5]);
  });

  it('names the field of a bad JSON text', () => {
    const parsed = DashboardCopyDataSchema.safeParse({ metadata: '[1' });
    expect(parsed.error?.issues[0]?.message).toContain('metadata');
  });
});

describe('remapDashboardChartIds', () => {
  it('moves every chart id of the layout and the metadata to the clones, leaving others alone', () => {
    const map = new Map([
      [1, 11],
      [2, 12],
    ]);
    const { positions, metadata } = remapDashboardChartIds(
      { 'CHART-a': chart('CHART-a', 1), 'CHART-b': chart('CHART-b', 3), ROOT_ID: { type: 'ROOT' } },
      {
        expanded_slices: { '1': true },
        timed_refresh_immune_slices: [2, 3],
        default_filters: '{"1": {"region": ["EU"]}}',
        filter_scopes: { '1': { region: { scope: ['ROOT_ID'], immune: [2] } } },
        chart_configuration: { '1': { id: 1, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [2] } } } },
        native_filter_configuration: [
          { id: 'NATIVE_FILTER-x', scope: { rootPath: [], excluded: [1] }, chartsInScope: [2, 3] },
        ],
        label_colors: { a: '#000' },
      },
      map,
    );
    expect((positions['CHART-a'] as { meta: { chartId: number } }).meta.chartId).toBe(11);
    expect((positions['CHART-b'] as { meta: { chartId: number } }).meta.chartId).toBe(3);
    expect(metadata).toEqual({
      expanded_slices: { '11': true },
      timed_refresh_immune_slices: [12, 3],
      default_filters: '{"11":{"region":["EU"]}}',
      filter_scopes: { '11': { region: { scope: ['ROOT_ID'], immune: [12] } } },
      chart_configuration: { '11': { id: 11, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [12] } } } },
      native_filter_configuration: [
        { id: 'NATIVE_FILTER-x', scope: { rootPath: [], excluded: [11] }, chartsInScope: [12, 3] },
      ],
      label_colors: { a: '#000' },
    });
  });
});
