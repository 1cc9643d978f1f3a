import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/tree/chart-data-cars.json';
import { transformProps } from './transform-props';

// Cars as a tree (all → origin → cylinders), the count per node, as the chart-data API answered it.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { id: 1, parent: 1, name: 1, count: 0 });
const formData = { viz_type: 'tree_chart', id: 'id', parent: 'parent', name: 'name', metric: 'count' };

type Series = { layout: string; orient: string; symbol: string; roam: unknown; label: { color: string } };
const seriesOf = (props: ReturnType<typeof transformProps>) => (props.option.series as Series[])[0] as Series;

describe('tree transformProps', () => {
  it("finds the root as Superset does (a parent's only child) and hangs each row under its parent", () => {
    const { root } = transformProps(chartProps(formData, [result]));
    expect(root?.name).toBe('All cars');
    expect(root?.value).toBeUndefined();
    expect(root?.children.map((c) => [c.name, c.value])).toEqual([
      ['USA', 254],
      ['Japan', 79],
      ['Europe', 73],
    ]);
    expect(root?.children[1]?.children.map((c) => [c.name, c.value])).toEqual([
      ['4 cylinders', 69],
      ['6 cylinders', 6],
      ['3 cylinders', 4],
    ]);
  });

  it('root_node_id picks the root; an id without a row gives no tree', () => {
    const usa = transformProps(chartProps({ ...formData, root_node_id: 'USA' }, [result])).root;
    expect(usa?.name).toBe('USA');
    expect(usa?.children.map((c) => c.name)).toEqual(['8 cylinders', '6 cylinders', '4 cylinders']);
    expect(transformProps(chartProps({ ...formData, root_node_id: 'Mars' }, [result])).root).toBeNull();
  });

  it("the name column defaults to the id; Superset's layout defaults and the radial layout", () => {
    const byId = transformProps(chartProps({ ...formData, name: undefined }, [result]));
    expect(byId.root?.children.map((c) => c.name)).toEqual(['USA', 'Japan', 'Europe']);
    expect(seriesOf(byId)).toMatchObject({ layout: 'orthogonal', orient: 'LR', symbol: 'emptyCircle', roam: false });
    const radial = transformProps({
      ...chartProps({ ...formData, layout: 'radial', roam: 'move' }, [result]),
      theme: 'dark',
    });
    expect(seriesOf(radial)).toMatchObject({ layout: 'radial', roam: 'move', label: { color: '#FFFFFF' } });
  });

  it('tooltips: the path, then the metric', () => {
    const { option } = transformProps(chartProps(formData, [result]));
    const formatter = (option.tooltip as { formatter: (p: object) => string }).formatter;
    const text = formatter({
      value: 69,
      treeAncestors: [{ name: '' }, { name: 'All cars' }, { name: 'Japan' }, { name: '4 cylinders' }],
    });
    expect(text).toBe('<b>All cars ▸ Japan ▸ 4 cylinders</b><br/>count <b>69</b>');
  });
});
