import { describe, expect, it } from 'vitest';
import {
  allVizTypes,
  categoriesOf,
  entriesIn,
  quickTileTypes,
  selectionAfterSectionChange,
  tagWeight,
} from './viz-type-catalog';
import { createVizTypeSearch } from './viz-type-search';

describe('chart type catalogue', () => {
  const entries = allVizTypes();

  it('orders types by popularity, without loading any chart', () => {
    expect(entries.slice(0, 6).map((e) => e.vizType)).toEqual([
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_area',
      'table',
      'big_number_total',
      'pie',
    ]);
    expect(categoriesOf(entries)).toEqual(['Evolution', 'KPI', 'Part of a Whole', 'Table']);
  });

  it('adds the current and the drawn type to the quick tiles when they are not popular', () => {
    expect(quickTileTypes('pie', null)).toHaveLength(6);
    expect(quickTileTypes('big_number', 'echarts_timeseries_step').slice(6)).toEqual([
      'big_number',
      'echarts_timeseries_step',
    ]);
  });

  it('filters by recommended tag, category and tag', () => {
    expect(entriesIn(entries, { kind: 'recommended', tag: 'Popular' }).map((e) => e.vizType)).not.toContain(
      'echarts_timeseries_smooth',
    );
    expect(entriesIn(entries, { kind: 'category', category: 'KPI' })).toHaveLength(2);
    expect(entriesIn(entries, { kind: 'tag', tag: 'Tabular' }).map((e) => e.vizType)).toEqual(['table']);
  });

  it('keeps a selection only inside the new section', () => {
    expect(selectionAfterSectionChange(entries, { kind: 'category', category: 'KPI' }, 'pie')).toBe(null);
    expect(selectionAfterSectionChange(entries, { kind: 'all' }, 'pie')).toBe('pie');
    expect(selectionAfterSectionChange(entries, { kind: 'all' }, null)).toBe(null);
  });

  it('weighs featured and deprecated charts', () => {
    const base = { name: '', description: '', category: '', thumbnail: null, exampleGallery: [], behaviors: [] };
    expect(tagWeight({ ...base, tags: ['Featured'] })).toBe(0.1);
    expect(tagWeight({ ...base, tags: [], label: 'DEPRECATED' })).toBe(-0.1);
    expect(tagWeight({ ...base, tags: [] })).toBe(0);
  });

  it('finds types by name first, then tags and description', () => {
    const search = createVizTypeSearch(entries);
    expect(search('')).toHaveLength(entries.length);
    expect(search('big number')[0]?.vizType).toMatch(/^big_number/);
    expect(search('Nightingale').map((e) => e.vizType)).toEqual(['pie']);
  });
});
