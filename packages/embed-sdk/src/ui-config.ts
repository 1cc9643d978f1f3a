/** What the host hides or asks for (Superset's dashboardUiConfig). */
export interface DashboardUiConfig {
  hideTitle?: boolean;
  hideTab?: boolean;
  hideChartControls?: boolean;
  /** Emit data mask changes to the host (observeDataMask); Tessera's SDK always asks for them. */
  emitDataMasks?: boolean;
  filters?: { visible?: boolean; expanded?: boolean };
  /** Extra URL parameters of the embedded page; they win over the ones derived above. */
  urlParams?: Record<string, string>;
}

/** The uiConfig bits the embedded page reads (Superset's embedDashboard calculateConfig). */
export const UI_CONFIG_BITS = { hideTitle: 1, hideTab: 2, hideChartControls: 8, emitDataMasks: 16 } as const;

export const uiConfigNumber = (config: DashboardUiConfig): number =>
  (config.hideTitle ? UI_CONFIG_BITS.hideTitle : 0) +
  (config.hideTab ? UI_CONFIG_BITS.hideTab : 0) +
  (config.hideChartControls ? UI_CONFIG_BITS.hideChartControls : 0) +
  (config.emitDataMasks ? UI_CONFIG_BITS.emitDataMasks : 0);

/** `{domain}/embedded/{id}?uiConfig=…&show_filters=…&expand_filters=…` plus the host's own parameters. */
export const embeddedPageUrl = (domain: string, id: string, config: DashboardUiConfig): string => {
  const params: Record<string, string> = { uiConfig: String(uiConfigNumber(config)) };
  if (config.filters?.visible !== undefined) params['show_filters'] = String(config.filters.visible);
  if (config.filters?.expanded !== undefined) params['expand_filters'] = String(config.filters.expanded);
  const query = new URLSearchParams({ ...params, ...config.urlParams }).toString();
  return `${domain.replace(/\/+$/, '')}/embedded/${encodeURIComponent(id)}?${query}`;
};
