import { describe, expect, it } from 'vitest';
import { NEW_COMPONENTS_SOURCE_ID } from './component-rules.js';
import { dropOverflowsParent, getComponentWidthFromDrop, getDetailedComponentWidth } from './component-width.js';
import type { DropResult } from './drop-result.js';
import { gridLayout, tabsLayout } from '../../test-support/layout-fixtures.js';

const fromBuilder = (type: string, destination: DropResult['destination']): DropResult => ({
  source: { id: NEW_COMPONENTS_SOURCE_ID, type: '', index: 0 },
  destination,
  dragging: { id: `NEW_${type}_ID`, type },
});

describe('getDetailedComponentWidth', () => {
  const components = gridLayout();
  it.each([
    ['ROW-Full', { width: 12, occupiedWidth: 12, minimumWidth: 12 }],
    ['ROW-Half', { width: 12, occupiedWidth: 6, minimumWidth: 6 }],
    ['ROW-InColumn', { width: 5, occupiedWidth: 4, minimumWidth: 4 }],
    ['COLUMN-Side', { width: 5, occupiedWidth: 0, minimumWidth: 4 }],
    ['CHART-f1', { width: 4, occupiedWidth: 4, minimumWidth: 1 }],
    ['MARKDOWN-Mixed', { width: 3, occupiedWidth: 3, minimumWidth: 1 }],
    ['HEADER-Intro', { width: undefined, occupiedWidth: undefined, minimumWidth: undefined }],
    ['GRID_ID', { width: undefined, occupiedWidth: undefined, minimumWidth: undefined }],
  ])('%s by id', (id, expected) => {
    expect(getDetailedComponentWidth({ id, components })).toEqual(expected);
  });
  it('takes the component itself as well as its id', () => {
    const component = components['ROW-Half'];
    expect(getDetailedComponentWidth({ component, components })).toEqual(
      getDetailedComponentWidth({ id: 'ROW-Half', components }),
    );
  });
  it('answers undefined widths for nothing', () => {
    expect(getDetailedComponentWidth({ id: 'NOPE', components })).toEqual({
      width: undefined,
      occupiedWidth: undefined,
      minimumWidth: undefined,
    });
  });
});

describe('the width a drop gives (getComponentWidthFromDrop) and overflow (dropOverflowsParent)', () => {
  const layout = gridLayout();
  // [case, dropResult, width, overflows]
  const cases: Array<[string, DropResult, number | undefined, boolean]> = [
    [
      'a new chart in a half row keeps its 4 columns',
      fromBuilder('CHART', { id: 'ROW-Half', type: 'ROW', index: 1 }),
      4,
      false,
    ],
    [
      'a new chart in a full row does not fit',
      fromBuilder('CHART', { id: 'ROW-Full', type: 'ROW', index: 0 }),
      -1,
      true,
    ],
    [
      'a new chart in the column-held row shrinks to the room left (1)',
      fromBuilder('CHART', { id: 'ROW-InColumn', type: 'ROW', index: 0 }),
      1,
      false,
    ],
    [
      'a new chart on the grid takes the grid room (its own width)',
      fromBuilder('CHART', { id: 'GRID_ID', type: 'GRID', index: 0 }),
      4,
      false,
    ],
    ['a new header has no width', fromBuilder('HEADER', { id: 'GRID_ID', type: 'GRID', index: 0 }), undefined, false],
    [
      'moving within the same row keeps the width',
      {
        source: { id: 'ROW-Full', type: 'ROW', index: 0 },
        destination: { id: 'ROW-Full', type: 'ROW', index: 2 },
        dragging: { id: 'CHART-f1', type: 'CHART' },
      },
      4,
      false,
    ],
    [
      'a 3-wide markdown moved into a row with 6 free keeps 3',
      {
        source: { id: 'ROW-Mixed', type: 'ROW', index: 1 },
        destination: { id: 'ROW-Half', type: 'ROW', index: 1 },
        dragging: { id: 'MARKDOWN-Mixed', type: 'MARKDOWN' },
      },
      3,
      false,
    ],
    [
      'a 4-wide chart moved into a row with 6 free keeps 4',
      {
        source: { id: 'ROW-Full', type: 'ROW', index: 0 },
        destination: { id: 'ROW-Half', type: 'ROW', index: 1 },
        dragging: { id: 'CHART-f1', type: 'CHART' },
      },
      4,
      false,
    ],
    [
      'a 6-wide chart moved into a full row overflows',
      {
        source: { id: 'ROW-Half', type: 'ROW', index: 0 },
        destination: { id: 'ROW-Full', type: 'ROW', index: 1 },
        dragging: { id: 'CHART-h1', type: 'CHART' },
      },
      -1,
      true,
    ],
    [
      'a 6-wide chart moved into the 5-wide column shrinks to 5',
      {
        source: { id: 'ROW-Half', type: 'ROW', index: 0 },
        destination: { id: 'COLUMN-Side', type: 'COLUMN', index: 0 },
        dragging: { id: 'CHART-h1', type: 'CHART' },
      },
      5,
      false,
    ],
  ];
  it.each(cases)('%s', (_name, dropResult, width, overflows) => {
    expect(getComponentWidthFromDrop(dropResult, layout)).toBe(width);
    expect(dropOverflowsParent(dropResult, layout)).toBe(overflows);
  });
  it('a row of the top-level tabs layout already full refuses a chart', () => {
    const tabs = tabsLayout();
    const drop: DropResult = {
      source: { id: 'ROW-Kpis', type: 'ROW', index: 0 },
      destination: { id: 'ROW-Trends', type: 'ROW', index: 0 },
      dragging: { id: 'CHART-a1', type: 'CHART' },
    };
    expect(dropOverflowsParent(drop, tabs)).toBe(true);
  });
});
