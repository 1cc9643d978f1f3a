import type { FormData } from '@tessera/core';

/** The suffix of the mixed chart's query B controls (metrics_b, groupby_b, adhoc_filters_b ...). */
export const QUERY_B_SUFFIX = '_b';

/** Query A's form data: every `_b` control dropped (Superset's removeFormDataSuffix). */
export const removeFormDataSuffix = (fd: FormData, suffix: string): FormData =>
  Object.fromEntries(Object.entries(fd).filter(([key]) => !key.endsWith(suffix))) as FormData;

/**
 * Query B's form data: each `_b` control replaces its unsuffixed twin, and controls without a
 * twin (the x-axis, time grain, time range) stay shared (Superset's retainFormDataSuffix).
 */
export const retainFormDataSuffix = (fd: FormData, suffix: string): FormData => {
  const out: Record<string, unknown> = { ...removeFormDataSuffix(fd, suffix) };
  for (const [key, value] of Object.entries(fd)) if (key.endsWith(suffix)) out[key.slice(0, -suffix.length)] = value;
  return out as FormData;
};
