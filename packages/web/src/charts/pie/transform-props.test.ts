import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import { OTHER_COLOR, outerLabelWidth, transformProps } from './transform-props';

const rows = [
  { gender: 'boy', count: 600 },
  { gender: 'girl', count: 300 },
  { gender: 'other', count: 60 },
  { gender: null, count: 40 },
];

const pie = (formData: Record<string, unknown> = {}, data = rows) =>
  transformProps(
    chartProps({ viz_type: 'pie', groupby: ['gender'], metric: 'count', ...formData }, [
      chartResult(data, { gender: 1, count: 0 }),
    ]),
  );

describe('pie transformProps', () => {
  it('one slice per row with shares, labels by key, colours from the scheme', () => {
    const { slices, total } = pie();
    expect(total).toBe(1000);
    expect(slices.map((s) => [s.name, s.value, s.percent, s.label, s.showLabel, s.values])).toEqual([
      ['boy', 600, 0.6, 'boy', true, ['boy']],
      ['girl', 300, 0.3, 'girl', true, ['girl']],
      ['other', 60, 0.06, 'other', true, ['other']],
      ['<NULL>', 40, 0.04, '<NULL>', false, [null]],
    ]);
    expect(slices.map((s) => s.color)).toEqual(['#1FA8C9', '#454E7C', '#5AC189', '#FF7F44']);
  });

  it('draws the dark variant of the saved scheme in the dark theme, form data unchanged', () => {
    const formData = { viz_type: 'pie', groupby: ['gender'], metric: 'count', color_scheme: 'supersetColors' };
    const props = chartProps(formData, [chartResult(rows, { gender: 1, count: 0 })]);
    const { slices } = transformProps({ ...props, theme: 'dark' });
    expect(slices.map((s) => s.color)).toEqual(['#1FA8C9', '#7A84C2', '#5AC189', '#FF7F44']);
    expect(props.formData.color_scheme).toBe('supersetColors');
  });

  it('label types', () => {
    const label = (label_type: string) => pie({ label_type, number_format: ',d' }).slices[0]?.label;
    expect(label('key')).toBe('boy');
    expect(label('value')).toBe('600');
    expect(label('percent')).toBe('60.00%');
    expect(label('key_value')).toBe('boy: 600');
    expect(label('key_percent')).toBe('boy: 60.00%');
    expect(label('key_value_percent')).toBe('boy: 600 (60.00%)');
    expect(label('value_percent')).toBe('600 (60.00%)');
  });

  it('hides labels of slices under show_labels_threshold, or all with show_labels off', () => {
    expect(pie({ show_labels_threshold: 10 }).slices.map((s) => s.showLabel)).toEqual([true, true, false, false]);
    expect(pie({ show_labels_threshold: 0 }).slices.every((s) => s.showLabel)).toBe(true);
    expect(pie({ show_labels: false }).slices.some((s) => s.showLabel)).toBe(false);
  });

  it("merges slices under threshold_for_other into 'Other', last, in grey", () => {
    const { slices } = pie({ threshold_for_other: 10 });
    expect(slices.map((s) => [s.name, s.value, s.isOther])).toEqual([
      ['boy', 600, false],
      ['girl', 300, false],
      ['Other', 100, true],
    ]);
    const other = slices[2];
    expect(other?.color).toBe(OTHER_COLOR);
    expect(other?.percent).toBe(0.1);
    expect(other?.merged).toEqual([
      { name: 'other', value: 60, percent: 0.06 },
      { name: '<NULL>', value: 40, percent: 0.04 },
    ]);
  });

  it("merges slices beyond the row limit into 'Other', after sorting by metric", () => {
    const shuffled = [rows[2], rows[0], rows[3], rows[1]] as typeof rows;
    expect(pie({ row_limit: 2 }, shuffled).slices.map((s) => [s.name, s.value])).toEqual([
      ['boy', 600],
      ['girl', 300],
      ['Other', 100],
    ]);
    expect(pie({ sort_by_metric: false }, shuffled).slices.map((s) => s.name)).toEqual([
      'other',
      'boy',
      '<NULL>',
      'girl',
    ]);
  });

  it('label_colors pin colours; an unknown scheme falls back to the default', () => {
    const { slices } = pie({ color_scheme: 'nope', label_colors: { girl: '#000000' } });
    expect(slices.map((s) => s.color)).toEqual(['#1FA8C9', '#000000', '#454E7C', '#5AC189']);
    expect(pie({ color_scheme: 'd3Category10' }).slices[0]?.color).toBe('#1f77b4');
  });

  it('echarts options: donut radii, inner labels, legend, total', () => {
    const { echartOptions } = pie({
      donut: true,
      innerRadius: 40,
      outerRadius: 80,
      labels_outside: false,
      show_total: true,
      legendOrientation: 'left',
      number_format: ',d',
    });
    const [series] = Array.isArray(echartOptions.series) ? echartOptions.series : [];
    expect(series).toMatchObject({
      type: 'pie',
      radius: ['40%', '80%'],
      minShowLabelAngle: 18,
      labelLine: { show: false },
      label: { show: true, position: 'inner' },
    });
    expect(series?.data?.[0]).toEqual({
      name: 'boy',
      value: 600,
      itemStyle: { color: '#1FA8C9', opacity: 1 },
      label: { show: true, color: '#FFFFFF' },
    });
    expect(echartOptions.legend).toMatchObject({
      show: true,
      orient: 'vertical',
      left: 0,
      data: ['boy', 'girl', 'other', '<NULL>'],
    });
    expect(echartOptions.graphic).toMatchObject({ type: 'text', top: 'middle', style: { text: 'Total: 1,000' } });
    expect(pie({ show_legend: false }).echartOptions.legend).toEqual({ show: false });
    const plain = pie().echartOptions;
    expect(plain.graphic).toBeUndefined();
    expect(Array.isArray(plain.series) && plain.series[0]).toMatchObject({ radius: ['0%', '70%'] });
  });

  it('keeps outside labels within a narrow slot: aligned to its edges, cut to the room beside the pie (issue D 14)', () => {
    const narrow = transformProps({
      ...chartProps({ viz_type: 'pie', groupby: ['gender'], metric: 'count' }, [
        chartResult(rows, { gender: 1, count: 0 }),
      ]),
      width: 240,
      height: 300,
    });
    const [series] = Array.isArray(narrow.echartOptions.series) ? narrow.echartOptions.series : [];
    // 240 px wide: a 70% pie of radius 84 px leaves 240 / 2 - 84 - 30 - 8 = -2 px, so the 24 px floor.
    expect(series).toMatchObject({
      label: { position: 'outer', alignTo: 'edge', edgeDistance: 8, overflow: 'truncate', width: 24 },
      labelLayout: { hideOverlap: true },
    });
    expect(outerLabelWidth(800, 400, 70)).toBe(800 / 2 - 140 - 30 - 8);
    const inside = pie({ labels_outside: false }).echartOptions.series;
    expect(Array.isArray(inside) && inside[0]?.label).not.toHaveProperty('overflow');
  });

  it('lists only the 100 largest slices in the legend, in slice order', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ gender: `g${i}`, count: i % 2 === 0 ? 1000 + i : 1 }));
    const { echartOptions, slices } = pie({ sort_by_metric: false, row_limit: 1000 }, many);
    expect(slices).toHaveLength(250);
    const legend = echartOptions.legend as { data: string[] };
    expect(legend.data).toHaveLength(100);
    expect(legend.data.slice(0, 3)).toEqual(['g50', 'g52', 'g54']);
    expect(legend.data.at(-1)).toBe('g248');
  });

  it('formats temporal groupby values and joins several groupby values', () => {
    const data = [{ ds: Date.UTC(2024, 2, 1), state: 'CA', count: 1 }];
    const props = transformProps(
      chartProps({ viz_type: 'pie', groupby: ['ds', 'state'], metric: 'count', date_format: '%Y-%m' }, [
        chartResult(data, { ds: 2, state: 1, count: 0 }),
      ]),
    );
    expect(props.slices[0]?.name).toBe('2024-03, CA');
    expect(props.slices[0]?.values).toEqual([Date.UTC(2024, 2, 1), 'CA']);
  });

  it("selects the slice of the chart's own cross-filter", () => {
    const base = chartProps({ viz_type: 'pie', groupby: ['gender'], metric: 'count' }, [chartResult(rows)]);
    expect(transformProps({ ...base, filterState: { selectedValues: ['girl'] } }).selectedName).toBe('girl');
    expect(transformProps({ ...base, filterState: { selectedValues: ['gone'] } }).selectedName).toBeNull();
  });

  it("tooltips: the slice's metric, and for 'Other' the merged slices and their total, escaped", () => {
    const data = [...rows, { gender: '<b>x</b>', count: 1 }];
    const { echartOptions } = pie({ threshold_for_other: 10, number_format: ',d' }, data);
    const { formatter } = echartOptions.tooltip as { formatter: (p: { dataIndex: number }) => string };
    expect(formatter({ dataIndex: 0 })).toBe('<b>boy</b><br/>count <b>600</b> <b>59.94%</b>');
    expect(formatter({ dataIndex: 2 })).toBe(
      '<b>Other</b><br/>other <b>60</b> <b>5.99%</b><br/>&#60;NULL&#62; <b>40</b> <b>4.00%</b><br/>' +
        '&#60;b&#62;x&#60;/b&#62; <b>1</b> <b>0.10%</b><br/>Total <b>101</b> <b>10.09%</b>',
    );
  });
});
