export * from './aggregators.js';
export * from './pivot-axis.js';
export * from './pivot-data.js';
export * from './pivot-query.js';
