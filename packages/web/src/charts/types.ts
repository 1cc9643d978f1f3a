import type {
  BuildQuery,
  ChartMetadata,
  ChartOwnState,
  ChartProps,
  ControlPanelConfig,
  CrossFilterClause,
  DataMask,
  TransformProps,
} from '@tessera/core';
import { createElement, type ComponentType, type ReactElement } from 'react';

/** Where a right-click landed: the page position and the filters that select the clicked data. */
export interface ChartContextMenuEvent {
  clientX: number;
  clientY: number;
  filters: CrossFilterClause[];
}

/** What the host passes to every chart component besides the transformed props. */
export interface ChartHooks {
  /** A cross-filter to apply, or null to clear this chart's cross-filter. */
  onCrossFilter?: (mask: DataMask | null) => void;
  onContextMenu?: (event: ChartContextMenuEvent) => void;
  /** Errors outside React's render (chart library callbacks): the host shows them as render errors. */
  onRenderError?: (error: Error) => void;
  /**
   * The chart's own state changed (a server-paginated table's page or sort): the host passes it to
   * buildQuery and queries again. Set only when the host can re-query.
   */
  onOwnStateChange?: (ownState: ChartOwnState) => void;
  /**
   * Superset's setControlValue: set in explore only, where a chart may write a control's value
   * (a map saves its current view to `viewport`).
   */
  setControlValue?: (name: string, value: unknown) => void;
}

export interface ChartPlugin<P> {
  metadata: ChartMetadata;
  controlPanel: ControlPanelConfig;
  buildQuery: BuildQuery;
  transformProps: TransformProps<P>;
  Component: ComponentType<P & ChartHooks>;
}

/**
 * A plugin as the registry hands it out: the props type between transformProps and the
 * component is sealed inside `prepare`, so plugins of any props type share one registry.
 */
export interface LoadedChartPlugin {
  metadata: ChartMetadata;
  controlPanel: ControlPanelConfig;
  buildQuery: BuildQuery;
  /** Runs transformProps and returns a renderer of the component with those props. */
  prepare: (chartProps: ChartProps) => (hooks: ChartHooks) => ReactElement;
}

export const sealChartPlugin = <P extends object>(plugin: ChartPlugin<P>): LoadedChartPlugin => ({
  metadata: plugin.metadata,
  controlPanel: plugin.controlPanel,
  buildQuery: plugin.buildQuery,
  prepare: (chartProps) => {
    const props = plugin.transformProps(chartProps);
    return (hooks) => createElement(plugin.Component, { ...props, ...hooks });
  },
});
