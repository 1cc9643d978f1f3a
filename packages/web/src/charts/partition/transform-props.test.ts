import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/partition/chart-data-cars.json';
import { transformProps } from './transform-props';

// Count and average horsepower per origin and cylinders, as the chart-data API answered on the examples.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { origin: 1, cylinders: 0, count: 0, avg_horsepower: 0 });

const partition = (formData: Record<string, unknown> = {}) =>
  transformProps({
    ...chartProps({ viz_type: 'partition', groupby: ['origin', 'cylinders'], metrics: ['count'], ...formData }, [
      result,
    ]),
    width: 600,
    height: 300,
  });

describe('partition transformProps', () => {
  it('one icicle per metric, a column per level, boxes in pixels', () => {
    const { cells } = partition({ metrics: ['count', 'avg_horsepower'] });
    const counts = cells.filter((c) => c.key.startsWith('count'));
    expect(counts.slice(0, 3).map((c) => [c.key, c.label, c.x0, c.x1])).toEqual([
      ['count', 'count: 406', 0, 200],
      ['count,USA', 'USA: 254', 200, 400],
      ['count,USA,8', '8: 108', 400, 600],
    ]);
    // Two icicles share the height, 6 px apart.
    const roots = cells.filter((c) => c.depth === 0);
    expect(roots.map((r) => [r.y0, r.y1])).toEqual([
      [0, 147],
      [153, 300],
    ]);
    // Means where rows are averages: the default sums them, agg_mean averages them.
    expect(roots[1]?.label).toBe('avg_horsepower: 904.48');
    expect(partition({ metrics: ['avg_horsepower'], time_series_option: 'agg_mean' }).cells[0]?.label).toBe(
      'avg_horsepower: 100.5',
    );
  });

  it('prunes by partition_threshold and partition_limit as saved (text)', () => {
    const keys = (fd: Record<string, unknown>) => partition(fd).cells.map((c) => c.key);
    // Europe's 5-cylinder cars are 4 % of Europe's, under the default 0.05.
    expect(keys({})).not.toContain('count,Europe,5');
    expect(keys({ partition_threshold: '0' })).toContain('count,Europe,5');
    expect(keys({ partition_limit: '1', partition_threshold: '0' }).filter((k) => k.split(',').length === 2)).toEqual([
      'count,USA',
    ]);
  });

  it('cross-filter keys follow the path; cells off the selected path are dimmed', () => {
    const props = transformProps({
      ...chartProps({ viz_type: 'partition', groupby: ['origin', 'cylinders'], metrics: ['count'] }, [result]),
      filterState: { selectedValues: ['count,Japan'] },
    });
    expect(props.selectedName).toBe('count,Japan');
    const japan = props.cells.find((c) => c.key === 'count,Japan,4');
    expect(japan?.node.values).toEqual(['Japan', 4]);
  });

  it('the rich tooltip lists the path from the metric down', () => {
    const props = partition();
    const { formatter } = props.optionFor(null).tooltip as { formatter: (p: { dataIndex: number }) => string };
    const index = props.cells.findIndex((c) => c.key === 'count,Europe,4');
    expect(formatter({ dataIndex: index })).toBe(
      'Metric: <b>count</b> 406<br/>origin: <b>Europe</b> 73<br/>cylinders: <b>4</b> 66',
    );
  });
});
