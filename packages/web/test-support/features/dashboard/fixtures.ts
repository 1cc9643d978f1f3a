import type { DashboardChart, DashboardDetail, MeRoles } from '@tessera/core';
import exported from '../../../../core/test-support/superset-dashboard.json';

/** Core's Superset 4/5/6 export fixture (two tab levels, rows, a column, markdown, header, divider), as the API answers it. */
export const supersetDetail = (overrides: Partial<DashboardDetail> = {}): DashboardDetail => ({
  id: 5,
  uuid: exported.uuid,
  dashboard_title: exported.dashboard_title,
  slug: exported.slug,
  url: `/tessera/dashboard/${exported.slug}/`,
  published: true,
  status: 'published',
  certified_by: 'Data team',
  certification_details: 'Checked weekly',
  owners: [{ id: 1, first_name: 'Ada', last_name: 'Lovelace' }],
  roles: [],
  changed_by: null,
  changed_by_name: '',
  changed_on_delta_humanized: '2 days ago',
  changed_on_utc: null,
  created_by: null,
  created_on_delta_humanized: '3 days ago',
  thumbnail_url: null,
  json_metadata: JSON.stringify(exported.metadata),
  position_json: JSON.stringify(exported.position),
  css: '.dashboard-component-header { color: rgb(200, 0, 0); }',
  is_managed_externally: false,
  changed_on: null,
  description: null,
  external_url: null,
  charts: [],
  ...overrides,
});

/** The fixture as the API answers it, with one MARKDOWN's text taken out (a new, empty markdown). */
export const supersetDetailWithoutMarkdownText = (markdownId: string, overrides: Partial<DashboardDetail> = {}) => {
  const position: Record<string, unknown> = structuredClone(exported.position);
  const markdown = position[markdownId];
  if (typeof markdown !== 'object' || markdown === null || !('meta' in markdown))
    throw new Error(`no markdown ${markdownId} in the fixture`);
  const { code: _code, ...meta } = markdown.meta as Record<string, unknown>;
  position[markdownId] = { ...markdown, meta };
  return supersetDetail({ ...overrides, position_json: JSON.stringify(position) });
};

/** A saved chart on the dashboard. */
export const dashboardChart = (id: number, overrides: Partial<DashboardChart> = {}): DashboardChart => ({
  id,
  slice_name: `Chart ${id}`,
  viz_type: 'big_number_total',
  description: null,
  cache_timeout: null,
  certified_by: null,
  certification_details: null,
  changed_on: null,
  form_data: { viz_type: 'big_number_total', datasource: '1__table', metric: 'count', slice_id: id },
  slice_url: `/explore/?slice_id=${id}`,
  datasource_id: 1,
  datasource_type: 'table',
  is_managed_externally: false,
  ...overrides,
});

/** Charts 101–112 of the fixture (113, the orphan's, is left out: deleted or not readable). */
export const fixtureCharts = (): DashboardChart[] =>
  Array.from({ length: 12 }, (_, i) => dashboardChart(101 + i)).map((c) =>
    c.id === 102 ? { ...c, viz_type: 'event_flow', form_data: { ...c.form_data, viz_type: 'event_flow' } } : c,
  );

const ADMIN_PERMS: [string, string][] = [
  ['can_write', 'Dashboard'],
  ['can_read', 'Dashboard'],
  ['can_read', 'Chart'],
  ['can_share_dashboard', 'Tessera'],
  ['can_explore', 'Tessera'],
  ['can_share_chart', 'Tessera'],
  ['can_csv', 'Tessera'],
  ['can_read', 'Explore'],
  ['can_read', 'ReportSchedule'],
  ['can_write', 'ReportSchedule'],
];

export const adminMe: MeRoles = {
  id: 1,
  username: 'ada',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  is_active: true,
  is_anonymous: false,
  roles: { Admin: ADMIN_PERMS },
  permissions: {},
};

export const gammaMe: MeRoles = {
  ...adminMe,
  id: 2,
  username: 'gus',
  roles: {
    Gamma: [
      ['can_read', 'Dashboard'],
      ['can_read', 'Chart'],
    ],
  },
};
