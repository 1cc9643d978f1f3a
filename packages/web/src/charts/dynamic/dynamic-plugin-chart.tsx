import type { DynamicPluginRenderProps } from '@tessera/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ChartHooks } from '../types';
import type { DynamicChartModule } from './plugin-module';

export interface DynamicPluginChartProps extends DynamicPluginRenderProps {
  module: DynamicChartModule;
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/**
 * A dynamic plugin's drawing: its `render` owns the box's children, and its cleanup runs before the
 * next draw and when the chart goes away. A throw is shown as the host's render error.
 */
export function DynamicPluginChart({
  module,
  onRenderError,
  ...props
}: DynamicPluginChartProps & ChartHooks): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const { formData, data, colnames, width, height, theme } = props;
  useEffect(() => {
    const container = box.current;
    if (container === null) return undefined;
    let cleanup: (() => void) | void;
    try {
      cleanup = module.render(container, { formData, data, colnames, width, height, theme });
    } catch (error) {
      onRenderError?.(asError(error));
    }
    return () => {
      try {
        if (typeof cleanup === 'function') cleanup();
      } finally {
        container.replaceChildren();
      }
    };
  }, [module, formData, data, colnames, width, height, theme, onRenderError]);
  return <div ref={box} data-testid="dynamic-plugin-chart" style={{ width, height, overflow: 'hidden' }} />;
}
