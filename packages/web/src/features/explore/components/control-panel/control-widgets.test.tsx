import { describe, expect, it } from 'vitest';
import { totalControlPanel, trendlineControlPanel } from '../../../../charts/big-number/control-panel';
import { controlPanel as pieControlPanel } from '../../../../charts/pie/control-panel';
import { controlPanel as tableControlPanel } from '../../../../charts/table/control-panel';
import { timeseriesControlPanel } from '../../../../charts/timeseries/control-panel';
import { DndColumnSelect } from '../../../../controls/column-select/dnd-column-select';
import { getControlWidget, hasControlWidget } from '../../../../controls/registry';
import { SelectControl } from '../../../../controls/select-control';

/** Where the charts' control panels meet the control widgets explore renders them with. */
describe('control registry', () => {
  it('has a widget for every control type the built-in charts use', () => {
    const panels = [
      tableControlPanel,
      pieControlPanel,
      totalControlPanel,
      trendlineControlPanel,
      timeseriesControlPanel('echarts_timeseries_line'),
    ];
    const types = new Set(panels.flatMap((p) => p.sections.flatMap((s) => s.controlSetRows.flat().map((c) => c.type))));
    const missing = [...types].filter((type) => !hasControlWidget(type)).sort();
    expect(missing).toEqual([]);
    expect(getControlWidget('SelectControl')).toBe(SelectControl);
    expect(getControlWidget('DndColumnSelect')).toBe(DndColumnSelect);
  });
});
