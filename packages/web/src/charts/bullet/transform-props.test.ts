import { describe, expect, it } from 'vitest';
import { chartProps, chartResult } from '../../../test-support/charts/table/helpers';
import recorded from '../../../test-support/charts/bullet/chart-data-cars.json';
import { transformProps } from './transform-props';

// The cars' average MPG, as the chart-data API answered the bullet's query on the examples.
const [answer] = recorded.result;
const result = chartResult(answer?.data ?? [], { avg_miles_per_gallon: 0 });

const bullet = (formData: Record<string, unknown> = {}) =>
  transformProps(chartProps({ viz_type: 'bullet', metric: 'avg_miles_per_gallon', ...formData }, [result]));

type Series = {
  data: unknown[];
  markArea?: { data: [{ name: string; xAxis: number; itemStyle: { color: string } }, { xAxis: number }][] };
  markLine?: { data: { name: string; xAxis: number }[] };
};
const seriesOf = (props: ReturnType<typeof transformProps>) => props.echartOptions.series as Series[];

describe('bullet transformProps', () => {
  it('the measure as a bar over nested bands, the largest band painted first', () => {
    const [measure] = seriesOf(bullet({ ranges: '25, 15,35', range_labels: 'ok,bad,good' }));
    expect((measure?.data[0] as number).toFixed(2)).toBe('23.51');
    expect(
      measure?.markArea?.data.map(([from, to]) => [from.name, from.xAxis, to.xAxis, from.itemStyle.color]),
    ).toEqual([
      ['good', 0, 35, '#EEEEEE'],
      ['ok', 0, 25, '#DDDDDD'],
      ['bad', 0, 15, '#CCCCCC'],
    ]);
    expect(bullet({ ranges: '25' }).echartOptions.xAxis).toMatchObject({ min: 0, max: 25 });
  });

  it("without ranges, one band to 110 % of the measure (Superset's BulletViz)", () => {
    const [measure] = seriesOf(bullet());
    expect(measure?.markArea?.data.map(([, to]) => to.xAxis.toFixed(2))).toEqual(['25.87']);
  });

  it('markers as triangles and marker lines with their labels', () => {
    const [measure, markers] = seriesOf(
      bullet({ markers: '30', marker_labels: 'target', marker_lines: '20,28', marker_line_labels: 'min,goal' }),
    );
    expect(markers?.data).toEqual([[30, 'avg_miles_per_gallon']]);
    expect(measure?.markLine?.data).toEqual([
      { name: 'min', xAxis: 20 },
      { name: 'goal', xAxis: 28 },
    ]);
  });

  it("formats values with y_axis_format, else the metric's saved format", () => {
    const props = transformProps({
      ...chartProps({ viz_type: 'bullet', metric: 'avg_miles_per_gallon' }, [result]),
      datasource: {
        verboseMap: { avg_miles_per_gallon: 'Average MPG' },
        columnFormats: { avg_miles_per_gallon: '.1f' },
      },
    });
    const { formatter } = props.echartOptions.tooltip as { formatter: (p: unknown) => string };
    expect(formatter({ componentType: 'series', seriesIndex: 0, dataIndex: 0 })).toBe(
      '<b>Average MPG</b><br/>Average MPG <b>23.5</b>',
    );
  });

  it('tooltips name the hovered band, marker line or marker with its value', () => {
    const props = bullet({
      ranges: '15,35',
      range_labels: 'bad,good',
      markers: '30',
      marker_labels: 'target',
      marker_lines: '20',
      y_axis_format: '.1f',
    });
    const { formatter } = props.echartOptions.tooltip as { formatter: (p: unknown) => string };
    const name = 'avg_miles_per_gallon';
    expect(formatter({ componentType: 'markArea', seriesIndex: 0, dataIndex: 0 })).toBe(
      `<b>good</b><br/>${name} <b>35.0</b>`,
    );
    expect(formatter({ componentType: 'markLine', seriesIndex: 0, dataIndex: 0 })).toBe(
      `<b>${name}</b><br/>${name} <b>20.0</b>`,
    );
    expect(formatter({ componentType: 'series', seriesIndex: 1, dataIndex: 0 })).toBe(
      `<b>target</b><br/>${name} <b>30.0</b>`,
    );
  });
});
