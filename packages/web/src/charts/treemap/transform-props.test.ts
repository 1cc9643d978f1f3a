import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/treemap/chart-data-cars.json';
import { transformProps } from './transform-props';

// Cars per origin and cylinders, as the chart-data API answered the treemap's query on the examples.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { origin: 1, cylinders: 0, count: 0 });

const treemap = (formData: Record<string, unknown> = {}) =>
  transformProps({
    ...chartProps({ viz_type: 'treemap_v2', groupby: ['origin', 'cylinders'], metric: 'count', ...formData }, [result]),
  });

type Item = { id: string; name: string; value: number; children?: Item[]; itemStyle?: Record<string, unknown> };
const seriesOf = (props: ReturnType<typeof transformProps>, selected: string | null = null) => {
  const option = props.optionFor(selected);
  const [series] = Array.isArray(option.series) ? option.series : [];
  return series as { data: Item[]; label: { formatter: (p: { name: string; value: number }) => string } };
};
const tooltipOf = (props: ReturnType<typeof transformProps>) =>
  (props.optionFor(null).tooltip as { formatter: (p: { data: { id: string } }) => string }).formatter;

describe('treemap transformProps', () => {
  it('nests the rows under one root box for the metric, parents summing their children', () => {
    const [root] = seriesOf(treemap()).data;
    expect(root).toMatchObject({ id: '', name: 'count', value: 406 });
    expect(root?.children?.map((c) => [c.name, c.value])).toEqual([
      ['USA', 254],
      ['Japan', 79],
      ['Europe', 73],
    ]);
    expect(root?.children?.[1]?.children?.map((c) => [c.id, c.value])).toEqual([
      ['Japan,4', 69],
      ['Japan,6', 6],
      ['Japan,3', 4],
    ]);
  });

  it('colours the root and each parent from the scheme, label colours first', () => {
    const [root] = seriesOf(treemap({ label_colors: { Japan: '#000000' } })).data;
    expect(root?.itemStyle?.color).toBe('#1FA8C9');
    expect(root?.children?.map((c) => c.itemStyle?.color)).toEqual(['#454E7C', '#000000', '#5AC189']);
  });

  it('labels by label_type with the number format', () => {
    const label = (label_type: string) =>
      seriesOf(treemap({ label_type })).label.formatter({ name: 'USA', value: 254 });
    expect(label('key_value')).toBe('USA: 254');
    expect(label('Key')).toBe('USA');
    expect(label('value')).toBe('254');
  });

  it("dims every leaf but the chart's own cross-filter, from its filterState", () => {
    const base = treemap();
    expect(base.selectedName).toBeNull();
    const props = transformProps({
      ...chartProps({ viz_type: 'treemap_v2', groupby: ['origin', 'cylinders'], metric: 'count' }, [result]),
      filterState: { selectedValues: ['Japan,6'] },
    });
    expect(props.selectedName).toBe('Japan,6');
    const japan = seriesOf(props, props.selectedName).data[0]?.children?.[1]?.children ?? [];
    expect(japan.map((leaf) => leaf.itemStyle?.colorAlpha)).toEqual([0.3, undefined, 0.3]);
  });

  it('tooltips show the path and the share of the parent box', () => {
    const formatter = tooltipOf(treemap());
    expect(formatter({ data: { id: 'Japan,6' } })).toBe('<b>Japan ▸ 6</b><br/>count <b>6 (7.59%)</b>');
    expect(formatter({ data: { id: 'USA' } })).toBe('<b>USA</b><br/>count <b>254 (62.56%)</b>');
  });

  it('finds the node behind a box for clicks and the context menu', () => {
    const props = treemap();
    expect(props.nodeAt('Europe,5')).toMatchObject({ names: ['Europe', '5'], values: ['Europe', 5], value: 3 });
    expect(props.nodeAt('')).toBeNull();
  });
});
