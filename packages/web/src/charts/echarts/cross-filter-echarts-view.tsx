import { crossFilterClauses, type CrossFilterSelection } from '@tessera/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo, type ReactNode } from 'react';
import type { ChartHooks } from '../types';
import { EChartsView, type EChartsEvent, type EChartsViewProps } from './echarts-view';
import { useCrossFilterSelection } from './use-cross-filter-selection';

/** What a click on a mark cross-filters: its columns and values, and the key the chart highlights. */
export type MarkSelection = CrossFilterSelection & { selected: string };

export interface CrossFilterEChartsViewProps
  extends Pick<EChartsViewProps, 'width' | 'height' | 'theme'>, Pick<ChartHooks, 'onCrossFilter' | 'onContextMenu'> {
  /** The chart's option with `selected` highlighted (null: nothing selected). */
  optionFor: (selected: string | null) => EChartsCoreOption;
  /** The host's selection (the chart's filterState). */
  selectedName: string | null;
  /** The mark an event hit, or undefined for one that filters nothing. */
  selectionOf: (event: EChartsEvent) => MarkSelection | undefined;
}

/**
 * An ECharts chart whose marks cross-filter (Superset's INTERACTIVE_CHART): a click toggles the
 * mark's cross-filter, a right-click opens the drill menu filtered to it.
 */
export function CrossFilterEChartsView(props: CrossFilterEChartsViewProps): ReactNode {
  const { width, height, theme, optionFor, selectedName, selectionOf, onCrossFilter, onContextMenu } = props;
  const { selected, toggle } = useCrossFilterSelection(selectedName, onCrossFilter);
  const option = useMemo(() => optionFor(selected), [optionFor, selected]);

  const onClick = (event: EChartsEvent) => {
    const selection = selectionOf(event);
    if (selection !== undefined) toggle(selection);
  };

  const onRightClick = (event: EChartsEvent) => {
    const selection = selectionOf(event);
    const native = event.event?.event;
    if (selection === undefined || !onContextMenu || !(native instanceof MouseEvent)) return;
    onContextMenu({
      clientX: native.clientX,
      clientY: native.clientY,
      filters: crossFilterClauses(selection.columns, selection.values),
    });
  };

  return (
    <EChartsView
      option={option}
      width={width}
      height={height}
      theme={theme}
      onClick={onClick}
      onContextMenu={onContextMenu ? onRightClick : undefined}
    />
  );
}
