import { MapChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { registerMap, use as registerEChartsParts } from 'echarts/core';

// Loaded by dynamic import from use-region-map: the map series and geo component stay out of the
// ECharts chunk every other chart type loads.
registerEChartsParts([MapChart, ScatterChart, GeoComponent, TooltipComponent]);

export { registerMap };
