import { ColorSchemeWidget } from './adapters/color-widgets';
import { AdhocFilterControl } from './adhoc-filter';
import { CheckboxControl } from './checkbox-control';
import { DndColumnSelect } from './column-select/dnd-column-select';
import { HiddenControl } from './hidden-control';
import { lazyWidget } from './lazy-widget';
import { DndMetricSelect } from './metric-select/dnd-metric-select';
import { RadarMetricConfigControl } from './radar-metric-config-control';
import { RadioButtonControl } from './radio-button-control';
import { SelectControl } from './select-control';
import { TextAreaControl } from './text-area-control';
import { TextControl } from './text-control';
import { TimeRangeControl } from './time-range';
import type { ControlWidget } from './types';
import { unsupportedWidget } from './unsupported-control';

// Widgets of the Customize tab and the rarer sections, with their editors (number inputs, colour
// pickers, the annotation formula parser), each load when a control of the type is first drawn.
const ColorPickerWidget = lazyWidget(() => import('./adapters/color-picker-widget').then((m) => m.ColorPickerWidget));
const ColumnConfigWidget = lazyWidget(() =>
  import('./adapters/column-config-widget').then((m) => m.ColumnConfigWidget),
);
const AnnotationLayerControl = lazyWidget(() => import('./annotation-layers').then((m) => m.AnnotationLayerControl));
const BoundsControl = lazyWidget(() => import('./bounds-control').then((m) => m.BoundsControl));
const ConditionalFormattingControl = lazyWidget(() =>
  import('./conditional-formatting').then((m) => m.ConditionalFormattingControl),
);
const TimeSeriesColumnControl = lazyWidget(() =>
  import('./time-series-columns').then((m) => m.TimeSeriesColumnControl),
);
const SliderControl = lazyWidget(() => import('./slider-control').then((m) => m.SliderControl));
const SpatialControl = lazyWidget(() => import('./geo/spatial-control').then((m) => m.SpatialControl));
const ViewportControl = lazyWidget(() => import('./geo/viewport-control').then((m) => m.ViewportControl));
const SelectAsyncControl = lazyWidget(() =>
  import('./select-async/select-async-control').then((m) => m.SelectAsyncControl),
);
const FixedOrMetricControl = lazyWidget(() =>
  import('./fixed-or-metric/fixed-or-metric-control').then((m) => m.FixedOrMetricControl),
);

/** The widgets of the control types chart plugins use (ControlConfig.type). */
const BUILT_IN: ReadonlyMap<string, ControlWidget> = new Map(
  Object.entries({
    SelectControl,
    CheckboxControl,
    TextControl,
    TextAreaControl,
    SliderControl,
    RadioButtonControl,
    HiddenControl,
    BoundsControl,
    DndColumnSelect,
    DndMetricSelect,
    // Superset's name of the metric control before drag and drop.
    MetricsControl: DndMetricSelect,
    ColorSchemeControl: ColorSchemeWidget,
    ColorPickerControl: ColorPickerWidget,
    ColumnConfigControl: ColumnConfigWidget,
    DndFilterSelect: AdhocFilterControl,
    // Superset's name of the filter control before drag and drop.
    AdhocFilterControl,
    ConditionalFormattingControl,
    // Superset's time table `column_collection`: a collection of its TimeSeriesColumnControl.
    TimeSeriesColumnControl,
    // Superset's `time_range` control type.
    DateFilterControl: TimeRangeControl,
    TimeRangeControl,
    AnnotationLayerControl,
    // Superset's radar column_config: a max per metric.
    RadarMetricConfigControl,
    // The maps' position columns and saved view (issue E).
    SpatialControl,
    ViewportControl,
    // A fixed number or a metric: deck_scatter's point size, deck_polygon's elevation.
    FixedOrMetricControl,
    // Choices asked of the API: deck_multi's saved deck.gl charts.
    SelectAsyncControl,
  }),
);

const registered = new Map<string, ControlWidget>();

/**
 * Adds or replaces the widget of a control type, e.g. a widget that needs page context:
 *   registerControlWidget('ColumnConfigControl', ResultAwareColumnConfig);
 * Answers a function that restores what was there before (for tests).
 */
export const registerControlWidget = (type: string, widget: ControlWidget): (() => void) => {
  const previous = registered.get(type);
  registered.set(type, widget);
  return () => {
    if (previous) registered.set(type, previous);
    else registered.delete(type);
  };
};

/** The widget for a control type; unknown types get a visible 'Unsupported control' stand-in. */
export const getControlWidget = (type: string): ControlWidget =>
  registered.get(type) ?? BUILT_IN.get(type) ?? unsupportedWidget(type);

/** Whether a type has a real widget (registered or built in). */
export const hasControlWidget = (type: string): boolean => registered.has(type) || BUILT_IN.has(type);
