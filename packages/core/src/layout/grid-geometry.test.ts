import { describe, expect, it } from 'vitest';
import { chartDrawSize, componentGeometry, gridHeightPx, gridWidthCss, gridWidthPx } from './grid-geometry.js';
import { parseLayout } from './parse-layout.js';
import exported from '../../test-support/superset-dashboard.json';

const layout = parseLayout(exported.position);

describe("Superset's grid arithmetic", () => {
  it('spans 12 columns over the whole grid and one column as DashboardGrid computes it', () => {
    // DashboardGrid at 1216 px: column = (1216 + 16) / 12 - 16 = 86.67 px.
    expect(gridWidthPx(12, 1216)).toBeCloseTo(1216);
    expect(gridWidthPx(1, 1216)).toBeCloseTo(86.667, 2);
    expect(gridWidthPx(4, 1216)).toBeCloseTo(4 * 86.667 + 3 * 16, 2);
    expect(gridHeightPx(50)).toBe(400);
  });
  it('draws a chart 32 px smaller than its holder (ChartHolder CHART_MARGIN)', () => {
    expect(chartDrawSize(4, 50, 1216)).toEqual({ width: Math.floor(4 * 86.6667 + 48 - 32), height: 368 });
  });
  it('writes widths as CSS that equals the pixel width at any grid width', () => {
    expect(gridWidthCss(12)).toBe('100%');
    expect(gridWidthCss(6)).toBe('calc((100% + 16px) * 0.5 - 16px)');
    const cssAt = (w: number, grid: number) => (grid + 16) * (w / 12) - 16;
    expect(cssAt(4, 1000)).toBeCloseTo(gridWidthPx(4, 1000));
  });
});

describe('componentGeometry on the fixture', () => {
  it('sizes charts and markdown from meta, rows and headers full width', () => {
    expect(componentGeometry(layout, 'CHART-a5')).toEqual({
      widthUnits: 8,
      parentUnits: 12,
      widthCss: 'calc((100% + 16px) * 0.666667 - 16px)',
      heightPx: 416,
    });
    expect(componentGeometry(layout, 'ROW-Kpis')).toMatchObject({ widthUnits: null, widthCss: '100%', heightPx: null });
    expect(componentGeometry(layout, 'HEADER-Kpis')?.widthCss).toBe('100%');
    expect(componentGeometry(layout, 'DIVIDER-1')?.widthCss).toBe('100%');
    expect(componentGeometry(layout, 'MARKDOWN-Note')).toMatchObject({ widthUnits: 12, heightPx: 96 });
  });
  it('gives a chart in a COLUMN the column width, whatever its own meta says', () => {
    expect(componentGeometry(layout, 'COLUMN-Left')).toMatchObject({ widthUnits: 4, parentUnits: 12 });
    expect(componentGeometry(layout, 'CHART-a4')).toEqual({
      widthUnits: 4,
      parentUnits: 4,
      widthCss: '100%',
      heightPx: 240,
    });
    expect(componentGeometry(layout, 'MARKDOWN-Help')).toMatchObject({ widthUnits: 4, heightPx: 160 });
  });
  it('caps a chart in a row inside a column at the column width; defaults missing sizes', () => {
    const nested = parseLayout({
      ROOT_ID: { type: 'ROOT', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', children: ['ROW-a'] },
      'ROW-a': { type: 'ROW', children: ['COLUMN-a'] },
      'COLUMN-a': { type: 'COLUMN', children: ['ROW-b'], meta: { width: 6 } },
      'ROW-b': { type: 'ROW', children: ['CHART-x', 'CHART-y'] },
      'CHART-x': { type: 'CHART', meta: { chartId: 1, width: 9, height: 40 } },
      'CHART-y': { type: 'CHART', meta: { chartId: 2 } },
    });
    expect(componentGeometry(nested, 'CHART-x')).toMatchObject({ widthUnits: 6, parentUnits: 6, widthCss: '100%' });
    expect(componentGeometry(nested, 'CHART-y')).toMatchObject({
      widthUnits: 1,
      widthCss: 'calc((100% + 16px) * 0.166667 - 16px)',
      heightPx: 40,
    });
    expect(componentGeometry(nested, 'missing')).toBeNull();
  });
});
