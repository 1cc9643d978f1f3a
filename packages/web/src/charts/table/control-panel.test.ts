import type { ControlConfig, ControlContext } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { controlPanel } from './control-panel';

const control = (name: string): ControlConfig | undefined =>
  controlPanel.sections.flatMap((s) => s.controlSetRows.flat()).find((c) => c.name === name);

const fd = (extra: Record<string, unknown>) => ({ datasource: '1__table', viz_type: 'table', ...extra });
const NO_DATASET: ControlContext = { datasource: null };

describe('table control panel', () => {
  it('offers a time shift in aggregate mode, with the comparison type fixed to its default', () => {
    const shift = control('time_compare');
    expect(shift?.choices?.map(([value]) => value)).toContain('1 year ago');
    expect(shift?.visibility?.(fd({ query_mode: 'aggregate' }), NO_DATASET)).toBe(true);
    expect(shift?.visibility?.(fd({ query_mode: 'raw' }), NO_DATASET)).toBe(false);
    const type = control('comparison_type');
    expect([type?.default, type?.visibility?.(fd({}), NO_DATASET)]).toEqual(['values', false]);
  });

  it('edits column settings with the column config control, redrawing without a query', () => {
    expect(control('column_config')).toMatchObject({ type: 'ColumnConfigControl', renderTrigger: true });
  });
});
