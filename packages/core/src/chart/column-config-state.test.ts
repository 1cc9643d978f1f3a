import { describe, expect, it } from 'vitest';
import {
  columnsFromResult,
  configuredCount,
  kindOfDataType,
  parseWidth,
  readColumnConfigValue,
  setColumnConfig,
  tabsFor,
} from './column-config-state.js';

describe('column config state', () => {
  it('offers Display everywhere, then number or date formatting by the data type', () => {
    expect([
      kindOfDataType(0),
      kindOfDataType(1),
      kindOfDataType(2),
      kindOfDataType(3),
      kindOfDataType(undefined),
    ]).toEqual(['number', 'string', 'time', 'string', 'string']);
    expect(tabsFor('number')).toEqual(['display', 'number']);
    expect(tabsFor('time')).toEqual(['display', 'time']);
    expect(tabsFor('string')).toEqual(['display']);
  });

  it('lists the columns of a result with their types', () => {
    expect(columnsFromResult(['ds', 'count'], [2, 0])).toEqual([
      { key: 'ds', label: 'ds', dataType: 2 },
      { key: 'count', label: 'count', dataType: 0 },
    ]);
  });

  it('sets one key of one column and keeps the others', () => {
    const value = { count: { d3NumberFormat: ',d' }, name: { columnWidth: 100 } };
    expect(setColumnConfig(value, 'count', 'horizontalAlign', 'center')).toEqual({
      count: { d3NumberFormat: ',d', horizontalAlign: 'center' },
      name: { columnWidth: 100 },
    });
    expect(setColumnConfig({}, 'ds', 'd3TimeFormat', '%Y')).toEqual({ ds: { d3TimeFormat: '%Y' } });
    expect(setColumnConfig(value, 'count', 'showCellBars', false)).toEqual({
      count: { d3NumberFormat: ',d', showCellBars: false },
      name: { columnWidth: 100 },
    });
    expect(value).toEqual({ count: { d3NumberFormat: ',d' }, name: { columnWidth: 100 } });
  });

  it('drops unset values, and columns left without settings', () => {
    const value = { count: { d3NumberFormat: ',d', columnWidth: 80 } };
    expect(setColumnConfig(value, 'count', 'd3NumberFormat', '')).toEqual({ count: { columnWidth: 80 } });
    expect(setColumnConfig(value, 'count', 'columnWidth', undefined)).toEqual({ count: { d3NumberFormat: ',d' } });
    expect(setColumnConfig({ count: { columnWidth: 80 } }, 'count', 'columnWidth', undefined)).toEqual({});
    expect(setColumnConfig({}, 'count', 'currencyFormat', {})).toEqual({});
  });

  it('reads form data leniently and counts what a column changed', () => {
    expect(readColumnConfigValue({ a: { columnWidth: 1 }, b: 'x', c: null, d: [] })).toEqual({ a: { columnWidth: 1 } });
    expect(readColumnConfigValue('nope')).toEqual({});
    expect(configuredCount({ columnWidth: 1, d3NumberFormat: '', showCellBars: false })).toBe(2);
    expect(configuredCount(undefined)).toBe(0);
  });

  it('reads widths as whole positive pixels', () => {
    expect([parseWidth(120), parseWidth('80.6'), parseWidth(''), parseWidth(0), parseWidth('wide')]).toEqual([
      120,
      81,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
