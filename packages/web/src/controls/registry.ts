import { ColorPickerWidget, ColorSchemeWidget } from './adapters/color-widgets';
import { ColumnConfigWidget } from './adapters/column-config-widget';
import { AdhocFilterControl } from './adhoc-filter';
import { AnnotationLayerControl } from './annotation-layers';
import { BoundsControl } from './bounds-control';
import { CheckboxControl } from './checkbox-control';
import { DndColumnSelect } from './column-select/dnd-column-select';
import { ConditionalFormattingControl } from './conditional-formatting';
import { HiddenControl } from './hidden-control';
import { DndMetricSelect } from './metric-select/dnd-metric-select';
import { RadarMetricConfigControl } from './radar-metric-config-control';
import { RadioButtonControl } from './radio-button-control';
import { SelectControl } from './select-control';
import { SliderControl } from './slider-control';
import { TextControl } from './text-control';
import { TimeRangeControl } from './time-range';
import type { ControlWidget } from './types';
import { unsupportedWidget } from './unsupported-control';

/** The widgets of the control types chart plugins use (ControlConfig.type). */
const BUILT_IN: ReadonlyMap<string, ControlWidget> = new Map(
  Object.entries({
    SelectControl,
    CheckboxControl,
    TextControl,
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
    // Superset's `time_range` control type.
    DateFilterControl: TimeRangeControl,
    TimeRangeControl,
    AnnotationLayerControl,
    // Superset's radar column_config: a max per metric.
    RadarMetricConfigControl,
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
