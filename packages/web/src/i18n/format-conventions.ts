/** Loaded on demand by locale-loaders.ts, so core's d3 formatters stay out of the first chunks. */
export { applyFormatLocale } from '@tessera/core';
