import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getControlWidget, hasControlWidget, registerControlWidget } from './registry';
import { SelectControl } from './select-control';
import { renderControl } from '../../test-support/controls/render-control';
import type { ControlWidgetProps } from './types';

describe('control registry', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows unknown types as unsupported, warning once, with a stable component', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const widget = getControlWidget('MysteryControl');
    expect(getControlWidget('MysteryControl')).toBe(widget);
    expect(warn).toHaveBeenCalledTimes(1);
    renderControl(widget, { config: { type: 'MysteryControl', name: 'mystery' } });
    expect(screen.getByText('Unsupported control: MysteryControl')).toBeTruthy();
  });

  it('takes widgets registered later, over built-in ones, and can undo the registration', () => {
    function Stub(_props: ControlWidgetProps): ReactNode {
      return <span>stub</span>;
    }
    const undoNew = registerControlWidget('ExampleOnlyControl', Stub);
    expect(getControlWidget('ExampleOnlyControl')).toBe(Stub);
    expect(hasControlWidget('ExampleOnlyControl')).toBe(true);
    undoNew();
    expect(hasControlWidget('ExampleOnlyControl')).toBe(false);
    const undoOverride = registerControlWidget('SelectControl', Stub);
    expect(getControlWidget('SelectControl')).toBe(Stub);
    undoOverride();
    expect(getControlWidget('SelectControl')).toBe(SelectControl);
    expect(hasControlWidget('toString')).toBe(false);
  });
});
