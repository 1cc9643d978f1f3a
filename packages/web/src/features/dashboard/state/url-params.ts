import { decodeRison } from '@tessera/core';

/** Superset's embedded UI-config bits (spec 02 §2): what the host page hides. */
export const UI_CONFIG = { hideTitle: 1, hideTab: 2, hideNav: 4, hideChartControls: 8 } as const;

/** The dashboard page's URL parameters, as Superset's DashboardPage reads them. */
export interface DashboardUrlParams {
  /** 0 normal; 1 hides the navigation; 2 also the title; 3 report mode (no controls). */
  standalone: 0 | 1 | 2 | 3;
  uiConfig: number;
  focusedChart: number | null;
  /** Native filter state from `native_filters` (rison); applied by the filters issue. */
  nativeFilters: unknown;
  nativeFiltersKey: string | null;
  /** Legacy `preselect_filters` JSON: chart id → column → values. */
  preselectFilters: Record<string, unknown> | null;
  edit: boolean;
  /** The open tab named by `tab` (Tessera keeps the deepest open tab in the URL). */
  tab: string | null;
  /** The embedded SDK's `show_filters`: false hides the filter bar (null: not given). */
  showFilters: boolean | null;
  /** The embedded SDK's `expand_filters`: whether the vertical bar starts open (null: not given). */
  expandFilters: boolean | null;
}

const readBool = (text: string | null): boolean | null => (text === 'true' ? true : text === 'false' ? false : null);

const readJson = (text: string | null): unknown => {
  if (text === null || text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const readRison = (text: string | null): unknown => {
  if (text === null || text === '') return null;
  try {
    return decodeRison(text);
  } catch {
    return null;
  }
};

const readInt = (text: string | null): number | null => {
  if (text === null || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the parameters; malformed values count as absent (Superset ignores them too). */
export const readDashboardUrlParams = (params: URLSearchParams): DashboardUrlParams => {
  const standalone = readInt(params.get('standalone'));
  const preselect = readJson(params.get('preselect_filters'));
  return {
    standalone: standalone === 1 || standalone === 2 || standalone === 3 ? standalone : 0,
    uiConfig: readInt(params.get('uiConfig')) ?? 0,
    focusedChart: readInt(params.get('focused_chart')),
    nativeFilters: readRison(params.get('native_filters')),
    nativeFiltersKey: params.get('native_filters_key'),
    preselectFilters: isRecord(preselect) ? preselect : null,
    edit: params.get('edit') === 'true',
    tab: params.get('tab'),
    showFilters: readBool(params.get('show_filters')),
    expandFilters: readBool(params.get('expand_filters')),
  };
};

/** What the page shows under these parameters. */
export interface DashboardChrome {
  navigation: boolean;
  title: boolean;
  tabs: boolean;
  chartControls: boolean;
}

export const dashboardChrome = (p: Pick<DashboardUrlParams, 'standalone' | 'uiConfig'>): DashboardChrome => ({
  navigation: p.standalone === 0 && (p.uiConfig & UI_CONFIG.hideNav) === 0,
  title: p.standalone < 2 && (p.uiConfig & UI_CONFIG.hideTitle) === 0,
  tabs: (p.uiConfig & UI_CONFIG.hideTab) === 0,
  chartControls: p.standalone !== 3 && (p.uiConfig & UI_CONFIG.hideChartControls) === 0,
});
