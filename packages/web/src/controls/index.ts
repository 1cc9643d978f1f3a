export { getControlWidget, hasControlWidget, registerControlWidget } from './registry';
export type { ControlWidget, ControlWidgetProps, DragItem, ExploreDatasource } from './types';
export { DragSource, ExploreDndProvider, useDropTarget } from './dnd';
export type { DragSourceProps, DropTargetState, ExploreDndProviderProps } from './dnd';
export { sanitizeSelectValue } from './select-state';
export { readColumns, type ColumnValue } from './column-select/column-state';
export { readMetrics, metricValueLabel, type MetricValue } from './metric-select/metric-state';
