export { ConditionalFormattingControl, type ConditionalFormattingControlProps } from './conditional-formatting-control';
export {
  cleanRule,
  formattingColumnOptions,
  newRule,
  ruleLabel,
  targetFields,
  visibleErrors,
  type ColumnOption,
} from './conditional-formatting-state';
