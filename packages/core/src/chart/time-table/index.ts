export * from './column-config.js';
export * from './time-table-data.js';
export * from './time-table-query.js';
