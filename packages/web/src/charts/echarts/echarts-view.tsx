import { useMantineTheme } from '@mantine/core';
import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import {
  init,
  use as registerParts,
  type ECElementEvent,
  type EChartsCoreOption,
  type EChartsType,
} from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef, useState } from 'react';
import { printableLegend, usePrintMode } from '../../ui/print-mode';

// Only what the cartesian charts draw is bundled; other plugins add their series with use([...]).
registerParts([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  MarkAreaComponent,
  CanvasRenderer,
]);

export type EChartsEvent = ECElementEvent;

export const RENDERED_MARK = 'tessera:echarts-rendered';

export interface EChartsViewProps {
  option: EChartsCoreOption;
  width: number;
  height: number;
  theme: 'light' | 'dark';
  onClick?: (event: EChartsEvent) => void;
  /** Right-click on a data element; the browser's own menu is suppressed when set. */
  onContextMenu?: (event: EChartsEvent) => void;
}

interface Handlers {
  onClick?: (event: EChartsEvent) => void;
  onContextMenu?: (event: EChartsEvent) => void;
}

/** One ECharts instance on a canvas: re-created on a theme change, disposed on unmount. */
export function EChartsView({ option, width, height, theme, onClick, onContextMenu }: EChartsViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef<Handlers>({});
  const initialSize = useRef({ width, height });
  const [chart, setChart] = useState<EChartsType | null>(null);
  const optionPending = useRef(false);
  const { fontFamily } = useMantineTheme();
  const printed = usePrintMode();

  useEffect(() => {
    handlers.current = { onClick, onContextMenu };
  }, [onClick, onContextMenu]);

  useEffect(() => {
    const element = container.current;
    if (element === null) return undefined;
    const instance = init(element, theme === 'dark' ? 'dark' : undefined, {
      renderer: 'canvas',
      ...initialSize.current,
    });
    instance.on('click', (event) => handlers.current.onClick?.(event));
    // One performance mark per new option, once drawn: what `npm run bench` reads as the render time.
    instance.on('finished', () => {
      if (!optionPending.current) return;
      optionPending.current = false;
      performance.mark(RENDERED_MARK);
    });
    instance.on('contextmenu', (event) => {
      const handle = handlers.current.onContextMenu;
      if (handle === undefined) return;
      event.event?.event.preventDefault();
      handle(event);
    });
    setChart(instance);
    return () => {
      setChart(null);
      instance.dispose();
    };
  }, [theme]);

  useEffect(() => {
    if (chart === null) return;
    optionPending.current = true;
    // Reduced motion (the user's setting, and the report renderer's) draws charts without animation.
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    chart.setOption(
      {
        backgroundColor: 'transparent',
        textStyle: { fontFamily },
        ...option,
        ...(still && { animation: false }),
        ...(printed && { legend: printableLegend(option['legend']) }),
      },
      { notMerge: true },
    );
  }, [chart, option, fontFamily, printed]);

  useEffect(() => {
    initialSize.current = { width, height };
    chart?.resize({ width, height });
  }, [chart, width, height]);

  return <div ref={container} style={{ width, height }} data-testid="echarts-view" />;
}
