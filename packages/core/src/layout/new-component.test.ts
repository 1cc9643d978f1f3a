import { describe, expect, it } from 'vitest';
import { BACKGROUND_STYLE_OPTIONS, HEADER_STYLE_OPTIONS } from './component-style-options.js';
import { HEADER_SIZES } from './layout-schema.js';
import { newComponentFactory, randomComponentId } from './new-component.js';
import { counterIds } from '../../test-support/layout-fixtures.js';

describe("newComponentFactory: Superset's defaults", () => {
  it.each([
    ['CHART', { width: 4, height: 50 }],
    ['MARKDOWN', { width: 4, height: 50 }],
    ['COLUMN', { width: 4, background: 'BACKGROUND_TRANSPARENT' }],
    ['HEADER', { text: 'New header', headerSize: 'MEDIUM_HEADER', background: 'BACKGROUND_TRANSPARENT' }],
    ['ROW', { background: 'BACKGROUND_TRANSPARENT' }],
    ['TAB', { text: '', defaultText: 'Tab title', placeholder: 'Tab title' }],
    ['TABS', {}],
    ['DIVIDER', {}],
    ['DYNAMIC', { width: 12, background: 'BACKGROUND_TRANSPARENT' }],
  ])('%s', (type, meta) => {
    expect(newComponentFactory(type, {}, [], counterIds())).toEqual({
      type,
      id: `${type}-n1`,
      children: [],
      parents: [],
      meta,
    });
  });
  it('overlays the given meta and keeps the given parents', () => {
    const chart = newComponentFactory('CHART', { chartId: 7, sliceName: 'Sales' }, ['ROOT_ID', 'GRID_ID']);
    expect(chart.meta).toEqual({ width: 4, height: 50, chartId: 7, sliceName: 'Sales' });
    expect(chart.parents).toEqual(['ROOT_ID', 'GRID_ID']);
  });
  it("makes ids shaped as Superset's TYPE-<21 url-safe characters>, unique", () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomComponentId('CHART')));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^CHART-[A-Za-z0-9_-]{21}$/);
  });
});

describe('style options', () => {
  it("offer Superset's header sizes, the factory's default among them, and both backgrounds", () => {
    expect(HEADER_STYLE_OPTIONS.map((o) => o.value)).toEqual([...HEADER_SIZES]);
    expect(HEADER_STYLE_OPTIONS.map((o) => o.value)).toContain(newComponentFactory('HEADER').meta.headerSize);
    expect(BACKGROUND_STYLE_OPTIONS.map((o) => o.value)).toEqual(['BACKGROUND_TRANSPARENT', 'BACKGROUND_WHITE']);
  });
});
