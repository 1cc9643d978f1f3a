import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../test-support/providers';
import { testQueryClient } from '../../../test-support/render';
import { EChartsView, type EChartsViewProps } from './echarts-view';

type Handler = (event: unknown) => void;

const instances: {
  theme: string | undefined;
  handlers: Map<string, Handler>;
  setOption: ReturnType<typeof vi.fn>;
  resize: ReturnType<typeof vi.fn>;
  dispose: ReturnType<typeof vi.fn>;
}[] = [];

vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  init: (_element: HTMLElement, theme?: string) => {
    const handlers = new Map<string, Handler>();
    const instance = {
      theme,
      handlers,
      setOption: vi.fn(),
      resize: vi.fn(),
      dispose: vi.fn(),
      on: (name: string, handler: Handler) => handlers.set(name, handler),
    };
    instances.push(instance);
    return instance;
  },
}));

const view = (props: Partial<EChartsViewProps> = {}) => (
  <Providers queryClient={testQueryClient()} env="test">
    <EChartsView option={{ series: [] }} width={300} height={200} theme="light" {...props} />
  </Providers>
);

const last = () => {
  const instance = instances[instances.length - 1];
  if (instance === undefined) throw new Error('no chart');
  return instance;
};

describe('EChartsView', () => {
  afterEach(() => {
    cleanup();
    instances.length = 0;
  });

  it('sets the option with a transparent background and replaces it on change', () => {
    const { rerender } = render(view());
    expect(last().setOption).toHaveBeenLastCalledWith(
      expect.objectContaining({ backgroundColor: 'transparent', series: [] }),
      { notMerge: true },
    );
    rerender(view({ option: { series: [{ type: 'line' }] } }));
    expect(last().setOption).toHaveBeenLastCalledWith(expect.objectContaining({ series: [{ type: 'line' }] }), {
      notMerge: true,
    });
  });

  it('resizes with its props and is disposed on unmount', () => {
    const { rerender, unmount } = render(view());
    rerender(view({ width: 500, height: 250 }));
    expect(last().resize).toHaveBeenLastCalledWith({ width: 500, height: 250 });
    const chart = last();
    unmount();
    expect(chart.dispose).toHaveBeenCalled();
  });

  it('starts a new chart in the dark theme', () => {
    const { rerender } = render(view());
    const light = last();
    rerender(view({ theme: 'dark' }));
    expect(light.dispose).toHaveBeenCalled();
    expect(last().theme).toBe('dark');
  });

  it('forwards clicks to the latest handler and context menus with the browser menu suppressed', () => {
    const first = vi.fn();
    const second = vi.fn();
    const menu = vi.fn();
    const { rerender } = render(view({ onClick: first }));
    rerender(view({ onClick: second, onContextMenu: menu }));
    last().handlers.get('click')?.({ seriesName: 'A' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ seriesName: 'A' });
    const preventDefault = vi.fn();
    last().handlers.get('contextmenu')?.({ seriesName: 'A', event: { event: { preventDefault } } });
    expect(preventDefault).toHaveBeenCalled();
    expect(menu).toHaveBeenCalled();
  });
});
