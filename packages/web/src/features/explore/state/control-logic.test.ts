import type { FormData } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { testPanel } from '../../../../test-support/features/explore/fixtures';
import {
  applyControlChange,
  chartFormData,
  findControl,
  isChartStale,
  panelControls,
  renderTriggerKeys,
  validateFormData,
} from './control-logic';

const fd = (extra: Record<string, unknown> = {}): FormData => ({ viz_type: 'bar', datasource: '7__table', ...extra });

describe('control logic', () => {
  it('lists the controls in panel order and finds one by name', () => {
    expect(panelControls(testPanel).map((c) => c.name)).toEqual([
      'metrics',
      'groupby',
      'x_axis',
      'adhoc_filters',
      'row_limit',
      'color_scheme',
      'show_legend',
      'legend_type',
      'annotation_layers',
    ]);
    expect(findControl(testPanel, 'row_limit')?.default).toBe(10000);
    expect(findControl(testPanel, 'nope')).toBeUndefined();
  });

  it('names the render-only controls', () => {
    expect(renderTriggerKeys(testPanel)).toEqual(['color_scheme', 'show_legend', 'legend_type']);
  });

  it('validates visible controls only', () => {
    expect(validateFormData(testPanel, fd({ metrics: [] }))).toEqual({ metrics: ['cannot be empty'] });
    expect(validateFormData(testPanel, fd({ metrics: ['count'] }))).toEqual({});
    const hiddenRequired = {
      sections: [
        {
          label: 'x',
          controlSetRows: [
            [{ name: 'a', type: 'TextControl', label: 'A', visibility: () => false, validators: [() => 'bad'] }],
          ],
        },
      ],
    };
    expect(validateFormData(hiddenRequired, fd())).toEqual({});
  });

  it('resets a control the change hides to its default', () => {
    const before = fd({ show_legend: true, legend_type: 'plain' });
    const after = applyControlChange(testPanel, before, 'show_legend', false);
    expect(after).toMatchObject({ show_legend: false, legend_type: 'scroll' });
    expect(before['legend_type']).toBe('plain');
  });

  it('keeps hidden values when the control opts out, and never touches always-hidden controls', () => {
    const panel = {
      sections: [
        {
          label: 'x',
          controlSetRows: [
            [{ name: 'on', type: 'CheckboxControl', label: 'On' }],
            [
              {
                name: 'kept',
                type: 'TextControl',
                label: 'Kept',
                default: 'd',
                resetOnHide: false,
                visibility: (v: Record<string, unknown>) => v['on'] === true,
              },
            ],
            [
              {
                name: 'gone',
                type: 'TextControl',
                label: 'Gone',
                visibility: (v: Record<string, unknown>) => v['on'] === true,
              },
            ],
          ],
        },
      ],
    };
    const after = applyControlChange(panel, fd({ on: true, kept: 'k', gone: 'g' }), 'on', false);
    expect(after['kept']).toBe('k');
    expect('gone' in after).toBe(false);
    const layers = applyControlChange(testPanel, fd({ annotation_layers: [{ name: 'x' }] }), 'row_limit', 5);
    expect(layers['annotation_layers']).toEqual([{ name: 'x' }]);
  });

  it('is stale only when a query control differs from the last query', () => {
    const keys = renderTriggerKeys(testPanel);
    const latest = fd({ metrics: ['count'], color_scheme: 'a' });
    expect(isChartStale(latest, null, keys)).toBe(false);
    expect(isChartStale(fd({ metrics: ['count'], color_scheme: 'b' }), latest, keys)).toBe(false);
    expect(isChartStale(fd({ metrics: ['count'], color_scheme: 'a', slice_id: 3 }), latest, keys)).toBe(false);
    expect(isChartStale(fd({ metrics: ['count', 'x'], color_scheme: 'a' }), latest, keys)).toBe(true);
    expect(isChartStale(fd({ color_scheme: 'a' }), latest, keys)).toBe(true);
  });

  it('draws the last query with the current render-only settings', () => {
    const keys = renderTriggerKeys(testPanel);
    const latest = fd({ metrics: ['count'], color_scheme: 'a', show_legend: true });
    const current = fd({ metrics: ['other'], color_scheme: 'b' });
    expect(chartFormData(current, latest, keys)).toEqual(fd({ metrics: ['count'], color_scheme: 'b' }));
    expect(chartFormData(current, null, keys)).toBe(current);
  });
});
