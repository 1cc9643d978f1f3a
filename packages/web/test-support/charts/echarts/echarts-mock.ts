import { act } from '@testing-library/react';
import type { ECElementEvent } from 'echarts/core';
import { vi } from 'vitest';

/**
 * A stand-in for ECharts in chart component tests (tests only): one instance that records its
 * options and handlers. A test file mocks 'echarts/core' with `init` and `use` from here.
 */
const handlers = new Map<string, (event: unknown) => void>();
const instance = {
  setOption: vi.fn(),
  resize: vi.fn(),
  dispose: vi.fn(),
  on: vi.fn((name: string, handler: (event: unknown) => void) => handlers.set(name, handler)),
};

export const echartsMock = { instance, handlers, init: vi.fn((..._args: unknown[]) => instance), use: vi.fn() };

export const resetEChartsMock = (): void => {
  vi.clearAllMocks();
  handlers.clear();
};

/** Fires an ECharts event at the chart, as a click or right-click on a mark would. */
export const fireEChartsEvent = (name: string, event: Partial<ECElementEvent>): void =>
  act(() => handlers.get(name)?.(event));

/** The option the chart last handed to ECharts. */
export const lastEChartsOption = <T = Record<string, unknown>>(): T => instance.setOption.mock.calls.at(-1)?.[0] as T;

/** A right-click at (x, y) as ECharts wraps it. */
export const contextMenuEvent = (x: number, y: number): ECElementEvent['event'] =>
  ({ event: new MouseEvent('contextmenu', { clientX: x, clientY: y }) }) as ECElementEvent['event'];
