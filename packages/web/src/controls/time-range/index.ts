export { TimeRangeControl } from './time-range-control';
export { TimeRangeEditor, type TimeRangeEditorProps } from './time-range-editor';
export { TIME_RANGE_POPOVER_WIDTH, TimeRangePicker, type TimeRangePickerProps } from './time-range-picker';
export { fetchTimeRange, readTimeRangeAnswer, timeRangePath, type ResolvedTimeRangeAnswer } from './time-range-api';
export { TIME_RANGE_LOOKUP_DELAY_MS, useTimeRangePreview, type TimeRangePreview } from './use-time-range-preview';
