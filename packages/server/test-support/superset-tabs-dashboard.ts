/** A chart of the bundle: its id as Superset numbered it, uuid, type, dataset and form data. */
export interface BundleChart {
  id: number;
  uuid: string;
  name: string;
  viz: string;
  dataset: 'flights' | 'carriers';
  params: Record<string, unknown>;
}

type Item = Record<string, unknown>;

/** Superset's position_json entry for a component; `parents` as Superset 4+ stores them. */
const item = (id: string, type: string, parents: string[], children: string[] = [], meta: Item = {}): Item => ({
  children,
  id,
  meta,
  parents,
  type,
});

/**
 * The dashboard file of the tabs bundle, with Superset's keys: `position` (top-level tabs
 * Overview and Details; Details holds nested tabs Carriers and More), and `metadata` with native
 * filters (a select on carrier scoped to every chart but the carriers table, a time range on the
 * Details tab), chart and global cross-filter configuration and colours.
 */
export const supersetTabsDashboard = (
  charts: readonly BundleChart[],
  uuids: { dashboard: string; flights: string },
): Item => {
  const byId = new Map(charts.map((c) => [c.id, c] as const));
  const chartItem = (id: number, parents: string[], width: number, height = 50): [string, Item] => {
    const c = byId.get(id);
    if (!c) throw new Error(`no chart ${id}`);
    return [
      `CHART-${id}`,
      item(`CHART-${id}`, 'CHART', parents, [], { chartId: id, height, sliceName: c.name, uuid: c.uuid, width }),
    ];
  };
  const top = ['ROOT_ID', 'TABS-top'];
  const overview = [...top, 'TAB-overview'];
  const details = [...top, 'TAB-details'];
  const inner = [...details, 'TABS-inner'];
  const position: Item = Object.fromEntries([
    ['DASHBOARD_VERSION_KEY', 'v2'],
    ['ROOT_ID', item('ROOT_ID', 'ROOT', [], ['TABS-top'])],
    ['HEADER_ID', { id: 'HEADER_ID', type: 'HEADER', meta: { text: 'Flight operations (Superset)' } }],
    ['TABS-top', item('TABS-top', 'TABS', ['ROOT_ID'], ['TAB-overview', 'TAB-details'])],
    [
      'TAB-overview',
      item('TAB-overview', 'TAB', top, ['HEADER-kpi', 'ROW-kpi', 'ROW-trend'], {
        defaultText: 'Tab title',
        placeholder: 'Tab title',
        text: 'Overview',
      }),
    ],
    [
      'HEADER-kpi',
      item('HEADER-kpi', 'HEADER', overview, [], {
        background: 'BACKGROUND_WHITE',
        headerSize: 'LARGE_HEADER',
        text: 'Key numbers',
      }),
    ],
    [
      'ROW-kpi',
      item('ROW-kpi', 'ROW', overview, ['CHART-201', 'CHART-202', 'COLUMN-side'], {
        background: 'BACKGROUND_TRANSPARENT',
      }),
    ],
    chartItem(201, [...overview, 'ROW-kpi'], 4),
    chartItem(202, [...overview, 'ROW-kpi'], 4),
    [
      'COLUMN-side',
      item('COLUMN-side', 'COLUMN', [...overview, 'ROW-kpi'], ['MARKDOWN-about', 'CHART-203'], {
        background: 'BACKGROUND_TRANSPARENT',
        width: 4,
      }),
    ],
    [
      'MARKDOWN-about',
      item('MARKDOWN-about', 'MARKDOWN', [...overview, 'ROW-kpi', 'COLUMN-side'], [], {
        code: '## About\n\nTen days of flights by **carrier** and origin. <script>alert(1)</script>',
        height: 20,
        width: 4,
      }),
    ],
    chartItem(203, [...overview, 'ROW-kpi', 'COLUMN-side'], 4, 40),
    ['ROW-trend', item('ROW-trend', 'ROW', overview, ['CHART-204'], { background: 'BACKGROUND_TRANSPARENT' })],
    chartItem(204, [...overview, 'ROW-trend'], 12),
    ['TAB-details', item('TAB-details', 'TAB', top, ['TABS-inner', 'DIVIDER-1', 'ROW-notes'], { text: 'Details' })],
    ['TABS-inner', item('TABS-inner', 'TABS', details, ['TAB-carriers', 'TAB-more'])],
    ['TAB-carriers', item('TAB-carriers', 'TAB', inner, ['ROW-carriers'], { text: 'Carriers' })],
    [
      'ROW-carriers',
      item('ROW-carriers', 'ROW', [...inner, 'TAB-carriers'], ['CHART-205', 'CHART-206'], {
        background: 'BACKGROUND_TRANSPARENT',
      }),
    ],
    chartItem(205, [...inner, 'TAB-carriers', 'ROW-carriers'], 5),
    chartItem(206, [...inner, 'TAB-carriers', 'ROW-carriers'], 7),
    ['TAB-more', item('TAB-more', 'TAB', inner, ['ROW-more'], { text: 'More' })],
    [
      'ROW-more',
      item('ROW-more', 'ROW', [...inner, 'TAB-more'], ['CHART-207', 'CHART-208', 'CHART-209'], {
        background: 'BACKGROUND_TRANSPARENT',
      }),
    ],
    chartItem(207, [...inner, 'TAB-more', 'ROW-more'], 4),
    chartItem(208, [...inner, 'TAB-more', 'ROW-more'], 4),
    chartItem(209, [...inner, 'TAB-more', 'ROW-more'], 4),
    ['DIVIDER-1', item('DIVIDER-1', 'DIVIDER', details)],
    ['ROW-notes', item('ROW-notes', 'ROW', details, ['MARKDOWN-notes'], { background: 'BACKGROUND_TRANSPARENT' })],
    [
      'MARKDOWN-notes',
      item('MARKDOWN-notes', 'MARKDOWN', [...details, 'ROW-notes'], [], {
        code: '<p>Exported from <b>Superset</b>.</p>',
        height: 12,
        width: 12,
      }),
    ],
  ]);
  const allCharts = charts.map((c) => c.id);
  return {
    dashboard_title: 'Flight operations (Superset)',
    description: null,
    css: '.dashboard-header { letter-spacing: 0.01em; }',
    slug: 'superset-flight-ops',
    certified_by: 'Data team',
    certification_details: 'Checked weekly',
    published: true,
    uuid: uuids.dashboard,
    position,
    metadata: {
      chart_configuration: {
        '205': { id: 205, crossFilters: { scope: 'global', chartsInScope: allCharts.filter((id) => id !== 205) } },
      },
      global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: allCharts },
      color_scheme: 'supersetColors',
      refresh_frequency: 0,
      expanded_slices: {},
      label_colors: {},
      shared_label_colors: [],
      color_scheme_domain: [],
      timed_refresh_immune_slices: [],
      cross_filters_enabled: true,
      filter_bar_orientation: 'VERTICAL',
      native_filter_configuration: [
        {
          id: 'NATIVE_FILTER-carrier',
          name: 'Carrier',
          filterType: 'filter_select',
          type: 'NATIVE_FILTER',
          targets: [{ datasetUuid: uuids.flights, column: { name: 'carrier' } }],
          controlValues: {
            multiSelect: true,
            enableEmptyFilter: false,
            inverseSelection: false,
            searchAllOptions: false,
          },
          defaultDataMask: { extraFormData: {}, filterState: {}, ownState: {} },
          cascadeParentIds: [],
          scope: { rootPath: ['ROOT_ID'], excluded: [209] },
          chartsInScope: allCharts.filter((id) => id !== 209),
          tabsInScope: ['TAB-overview', 'TAB-details', 'TAB-carriers', 'TAB-more'],
          description: '',
        },
        {
          id: 'NATIVE_FILTER-period',
          name: 'Period',
          filterType: 'filter_time',
          type: 'NATIVE_FILTER',
          targets: [{}],
          controlValues: { enableEmptyFilter: false },
          defaultDataMask: { extraFormData: {}, filterState: {} },
          cascadeParentIds: [],
          scope: { rootPath: ['TAB-details'], excluded: [] },
          description: '',
        },
      ],
    },
    version: '1.0.0',
  };
};
