import { describe, expect, it } from 'vitest';
import { dashboardLayoutReducer, layoutActions } from '../layout/layout-reducer.js';
import { layoutToPositionJson } from '../layout/parse-layout.js';
import { gridExport, gridLayout } from '../../test-support/layout-fixtures.js';
import { dashboardDiff, type DashboardDiffSide } from './dashboard-diff.js';

const loaded: DashboardDiffSide = {
  dashboard_title: gridExport.dashboard_title,
  slug: gridExport.slug,
  owners: [{ id: 1 }, { id: 2 }],
  roles: [],
  certified_by: null,
  certification_details: null,
  css: gridExport.css,
  json_metadata: JSON.stringify(gridExport.metadata),
  position_json: JSON.stringify(gridExport.position),
};

describe('dashboardDiff (the confirm-diff items)', () => {
  it('is empty when nothing changed, whatever the encoding', () => {
    expect(dashboardDiff(loaded, loaded)).toEqual([]);
    const sameParsed: DashboardDiffSide = {
      ...loaded,
      owners: [2, 1],
      roles: null,
      certified_by: '',
      css: '',
      json_metadata: gridExport.metadata,
      position_json: layoutToPositionJson(gridLayout()),
    };
    expect(dashboardDiff(sameParsed, loaded)).toEqual([]);
  });

  it('lists title, slug, owners, roles and css', () => {
    const stored: DashboardDiffSide = {
      ...loaded,
      dashboard_title: 'Sales (final)',
      slug: null,
      owners: [{ id: 1 }, { id: 3 }],
      roles: [{ id: 4 }],
      css: '.x { color: red }',
    };
    expect(dashboardDiff(stored, loaded)).toEqual([
      { keyPath: 'dashboard_title', loaded: 'Sales overview', stored: 'Sales (final)' },
      { keyPath: 'slug', loaded: 'sales-overview', stored: null },
      { keyPath: 'css', loaded: '', stored: '.x { color: red }' },
      { keyPath: 'owners', loaded: [1, 2], stored: [1, 3] },
      { keyPath: 'roles', loaded: [], stored: [4] },
    ]);
  });

  it('lists each changed json_metadata key, and ignores its positions copy', () => {
    const stored: DashboardDiffSide = {
      ...loaded,
      json_metadata: { ...gridExport.metadata, color_scheme: 'bnbColors', refresh_frequency: 60, positions: { a: 1 } },
    };
    expect(dashboardDiff(stored, loaded)).toEqual([
      { keyPath: 'json_metadata.color_scheme', loaded: 'supersetColors', stored: 'bnbColors' },
      { keyPath: 'json_metadata.refresh_frequency', loaded: 0, stored: 60 },
    ]);
  });

  it('lists each changed layout component with how it changed', () => {
    const layout = gridLayout();
    const resized = dashboardLayoutReducer(layout, layoutActions.resizeComponent({ id: 'CHART-f1', width: 2 }));
    const deleted = dashboardLayoutReducer(resized, layoutActions.deleteComponent('DIVIDER-Mid', 'GRID_ID'));
    const items = dashboardDiff({ ...loaded, position_json: layoutToPositionJson(deleted) }, loaded);
    expect(items.map((i) => [i.keyPath, i.layoutChanges])).toEqual([
      ['position_json.CHART-f1', ['resized']],
      ['position_json.DIVIDER-Mid', ['removed']],
    ]);
    expect(items[0]?.stored).toMatchObject({ id: 'CHART-f1', meta: { width: 2 } });
  });

  it('reads broken or missing JSON as empty', () => {
    expect(
      dashboardDiff(
        { ...loaded, json_metadata: '{', position_json: null },
        { ...loaded, json_metadata: null, position_json: '' },
      ),
    ).toEqual([]);
  });
});
