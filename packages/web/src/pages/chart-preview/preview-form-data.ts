import type { FormData } from '@tessera/core';

export type PreviewFormData = { formData: FormData } | { error: 'invalid-json' | 'missing-keys' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Form data from the preview URL: `form_data` holds JSON, and `viz_type` / `datasource`
 * parameters override it, so `?viz_type=echarts_timeseries_bar&form_data={...}` switches type.
 */
export const readPreviewFormData = (params: URLSearchParams): PreviewFormData => {
  const raw = params.get('form_data');
  let parsed: unknown = {};
  if (raw !== null && raw.trim() !== '') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { error: 'invalid-json' };
    }
  }
  if (!isRecord(parsed)) return { error: 'invalid-json' };
  const vizType = params.get('viz_type') ?? parsed['viz_type'];
  const datasource = params.get('datasource') ?? parsed['datasource'];
  if (typeof vizType !== 'string' || vizType === '' || typeof datasource !== 'string' || datasource === '') {
    return { error: 'missing-keys' };
  }
  return { formData: { ...parsed, viz_type: vizType, datasource } };
};
