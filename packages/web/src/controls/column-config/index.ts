export { ColumnConfigControl, type ColumnConfigControlProps } from './column-config-control';
