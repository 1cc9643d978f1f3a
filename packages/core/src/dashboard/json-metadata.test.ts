import { describe, expect, it } from 'vitest';
import exported from '../../test-support/superset-dashboard.json';
import { parseDashboardMetadata } from './json-metadata.js';

describe('parseDashboardMetadata on a Superset export', () => {
  const metadata = parseDashboardMetadata(exported.metadata);
  it("reads Superset's refresh, colour and filter keys", () => {
    expect(metadata).toMatchObject({
      refresh_frequency: 300,
      timed_refresh_immune_slices: [112],
      stagger_refresh: true,
      stagger_time: 5000,
      cross_filters_enabled: true,
      color_scheme: 'supersetColors',
      label_colors: { AA: '#1FA8C9' },
      shared_label_colors: ['AA', 'DL'],
      expanded_slices: { '105': true },
      filter_bar_orientation: 'VERTICAL',
    });
    expect(metadata.native_filter_configuration?.map((f) => f.id)).toEqual([
      'NATIVE_FILTER-carrier',
      'NATIVE_FILTER-period',
      'NATIVE_FILTER_DIVIDER-x',
    ]);
    expect(metadata.chart_configuration?.['106']?.crossFilters.scope).toEqual({
      rootPath: ['TAB-Delays'],
      excluded: [106],
    });
    expect(metadata.global_chart_configuration?.scope.rootPath).toEqual(['ROOT_ID']);
  });
  it('keeps keys it does not know and the fields of each filter', () => {
    expect(metadata['unknown_future_key']).toEqual({ kept: true });
    expect(metadata.native_filter_configuration?.[0]?.['targets']).toEqual([
      { datasetUuid: '6a1b2c3d-0000-4000-8000-000000000001', column: { name: 'airline' } },
    ]);
  });
  it('reads JSON text, and drops only what is malformed', () => {
    const parsed = parseDashboardMetadata(
      JSON.stringify({
        refresh_frequency: 'often',
        stagger_refresh: 'false',
        timed_refresh_immune_slices: [3, '4', 'x'],
        shared_label_colors: { AA: '#fff' },
        native_filter_configuration: [{ name: 'no id' }, { id: 'NATIVE_FILTER-1', chartsInScope: ['5', 6] }],
        chart_configuration: { '9': { id: 9, crossFilters: { scope: 42 } } },
        css: '.x{}',
      }),
    );
    expect(parsed.refresh_frequency).toBeUndefined();
    expect(parsed.stagger_refresh).toBe('false');
    expect(parsed.timed_refresh_immune_slices).toEqual([3, 4]);
    expect(parsed.shared_label_colors).toEqual([]);
    expect(parsed.native_filter_configuration).toEqual([{ id: 'NATIVE_FILTER-1', chartsInScope: [5, 6] }]);
    expect(parsed.chart_configuration?.['9']?.crossFilters.scope).toBe('global');
    expect(parsed.css).toBe('.x{}');
  });
  it('answers {} for empty, unreadable or non-object metadata', () => {
    for (const value of [null, '', '{', '[1]', 5]) expect(parseDashboardMetadata(value)).toEqual({});
  });
});
