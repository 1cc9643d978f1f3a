export * from './column-config.js';
export * from './time-table-data.js';
