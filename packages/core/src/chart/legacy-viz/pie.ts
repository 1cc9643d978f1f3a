import { isTruthy, type LegacyVizProcessor } from './migrate-viz.js';

/**
 * Superset's migration 41ce8799acc3 ("rename pie label type"): the NVD3 pie's `pie_label_type`
 * becomes the ECharts pie's `label_type`, same values; the type stays `pie`.
 */
export const pieProcessor: LegacyVizProcessor = {
  source: 'pie',
  migrate: (params) => {
    if (!('pie_label_type' in params)) return { vizType: 'pie', params };
    const { pie_label_type: labelType, ...rest } = params;
    return { vizType: 'pie', params: isTruthy(labelType) ? { ...rest, label_type: labelType } : rest };
  },
};
