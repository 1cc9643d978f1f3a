export { ConditionalFormattingControl, type ConditionalFormattingControlProps } from './conditional-formatting-control';
export { formattingColumnOptions, visibleErrors, type ColumnOption } from './conditional-formatting-fields';
