export { TimeSeriesColumnControl } from './time-series-column-control';
