import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registeredChartMetadata } from '../src/charts/registry';
import { chartModulesOf } from './chart-modules';

const chartsDir = join(import.meta.dirname, '..', 'src', 'charts');

describe('chart modules map', () => {
  it('names the chunk of every registered chart type, and only those', () => {
    const map = chartModulesOf(readFileSync(join(chartsDir, 'registry.ts'), 'utf8'), chartsDir);
    expect(Object.keys(map).sort()).toEqual(registeredChartMetadata().map((e) => e.vizType).sort());
    expect(map.pie).toBe('src/charts/pie/index.ts');
    expect(map.echarts_area).toBe('src/charts/timeseries/index.ts');
    expect(map.treemap_v2).toBe('src/charts/treemap/index.ts');
  });
});
