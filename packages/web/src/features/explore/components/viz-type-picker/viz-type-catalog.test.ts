import { describe, expect, it } from 'vitest';
import {
  allVizTypes,
  categoriesOf,
  entriesIn,
  POPULARITY_ORDER,
  quickTileTypes,
  selectionAfterSectionChange,
  sortByPopularity,
  tagWeight,
} from './viz-type-catalog';
import { createVizTypeSearch, FUSE_OPTIONS } from './viz-type-search';

const base = { name: '', description: '', category: '', thumbnail: null, exampleGallery: [], behaviors: [] };

describe('chart type catalogue', () => {
  const entries = allVizTypes();

  it('orders types as Superset ranks them, without loading any chart', () => {
    const shown = entries.map((e) => e.vizType);
    // Superset's DEFAULT_ORDER starts with the big numbers and the table, and puts its time-series
    // variants after the ranked types.
    expect(shown.slice(0, 3)).toEqual(['big_number', 'big_number_total', 'table']);
    expect(shown).toEqual(POPULARITY_ORDER.filter((vizType) => shown.includes(vizType)));
    expect(shown.indexOf('echarts_timeseries_line')).toBeLessThan(shown.indexOf('echarts_area'));
    expect(shown.indexOf('echarts_area')).toBeLessThan(shown.indexOf('echarts_timeseries_bar'));
    expect(shown.indexOf('pie')).toBeLessThan(shown.indexOf('echarts_timeseries_smooth'));
    expect(shown.indexOf('echarts_timeseries_smooth')).toBeLessThan(shown.indexOf('echarts_timeseries_step'));
    for (const category of ['Evolution', 'KPI', 'Part of a Whole', 'Table', 'Distribution', 'Ranking'])
      expect(categoriesOf(entries)).toContain(category);
    expect(categoriesOf(entries)).toEqual([...categoriesOf(entries)].sort());
  });

  it('ranks every type of the featured gallery, registered or not', () => {
    const featured = ['mixed_timeseries', 'echarts_timeseries', 'waterfall', 'gantt_chart', 'pop_kpi'];
    const more = ['cal_heatmap', 'horizon', 'box_plot', 'histogram_v2', 'heatmap_v2', 'bubble_v2', 'treemap_v2'];
    const rest = ['sunburst_v2', 'funnel', 'gauge_chart', 'radar', 'partition', 'rose', 'bullet', 'sankey_v2'];
    const last = ['graph_chart', 'tree_chart', 'chord', 'para', 'word_cloud', 'candlestick'];
    for (const vizType of [...featured, ...more, ...rest, ...last]) expect(POPULARITY_ORDER).toContain(vizType);
    expect(new Set(POPULARITY_ORDER).size).toBe(POPULARITY_ORDER.length);
    const ranked = sortByPopularity(
      ['zz_unknown', 'candlestick', 'treemap_v2', 'mixed_timeseries', 'aa_unknown'].map((vizType) => ({
        vizType,
        metadata: { ...base, name: vizType, tags: [] },
      })),
    );
    expect(ranked.map((e) => e.vizType)).toEqual([
      'mixed_timeseries',
      'treemap_v2',
      'candlestick',
      'aa_unknown',
      'zz_unknown',
    ]);
  });

  it('hides deprecated types unless the chart uses one', () => {
    expect(entries.map((e) => e.vizType)).not.toContain('filter_box');
    expect(allVizTypes('filter_box').map((e) => e.vizType)).toContain('filter_box');
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
    const kpi = entriesIn(entries, { kind: 'category', category: 'KPI' });
    expect(kpi.map((e) => e.vizType)).toEqual(expect.arrayContaining(['big_number', 'big_number_total']));
    expect(kpi.every((e) => e.metadata.category === 'KPI')).toBe(true);
    expect(kpi.map((e) => e.vizType)).not.toContain('pie');
    const tabular = entriesIn(entries, { kind: 'tag', tag: 'Tabular' }).map((e) => e.vizType);
    expect(tabular[0]).toBe('table');
    expect(tabular).toEqual(entries.filter((e) => e.metadata.tags.includes('Tabular')).map((e) => e.vizType));
  });

  it('keeps a selection only inside the new section', () => {
    expect(selectionAfterSectionChange(entries, { kind: 'category', category: 'KPI' }, 'pie')).toBe(null);
    expect(selectionAfterSectionChange(entries, { kind: 'all' }, 'pie')).toBe('pie');
    expect(selectionAfterSectionChange(entries, { kind: 'all' }, null)).toBe(null);
  });

  it('weighs featured and deprecated charts', () => {
    expect(tagWeight({ ...base, tags: ['Featured'] })).toBe(0.1);
    expect(tagWeight({ ...base, tags: [], label: 'DEPRECATED' })).toBe(-0.1);
    expect(tagWeight({ ...base, tags: [] })).toBe(0);
  });

  it('finds types by name first, then tags and description', () => {
    expect(FUSE_OPTIONS.threshold).toBe(0.3);
    expect(FUSE_OPTIONS.keys).toEqual([
      { name: 'name', weight: 4 },
      { name: 'tags', weight: 2 },
      { name: 'description', weight: 1 },
    ]);
    const search = createVizTypeSearch(entries);
    expect(search('')).toHaveLength(entries.length);
    expect(search('big number')[0]?.vizType).toMatch(/^big_number/);
    // Pie carries the Nightingale tag and is featured, so it ranks over the rose, whose name holds the word.
    expect(search('Nightingale').map((e) => e.vizType)).toEqual(['pie', 'rose']);
  });
});
