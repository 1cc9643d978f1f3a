import type { UploadType } from '@tessera/core';
import type { TranslateFn } from '../../i18n';
import { ROUTES } from '../../routing/paths';

export interface NavItem {
  to: string;
  label: string;
  testId: string;
  /** The Settings menu's heading the link sits under (already translated). */
  section?: string;
  /** A menu's entries: the header shows the item as a dropdown (Superset's SQL menu). */
  items?: NavItem[];
}

/** The header's main links, in order. */
export const mainNavItems = (t: TranslateFn): NavItem[] => [
  { to: ROUTES.dashboards, label: t('Dashboards'), testId: 'nav-dashboards' },
  { to: ROUTES.charts, label: t('Charts'), testId: 'nav-charts' },
  { to: ROUTES.datasets, label: t('Datasets'), testId: 'nav-datasets' },
  {
    to: ROUTES.sqlLab,
    label: t('SQL'),
    testId: 'nav-sql',
    items: [
      { to: ROUTES.sqlLab, label: t('SQL Lab'), testId: 'nav-sqllab' },
      { to: ROUTES.savedQueries, label: t('Saved queries'), testId: 'nav-saved-queries' },
    ],
  },
];

/** Every link as a flat list (the mobile navbar shows a menu's entries in place of the menu). */
export const flatNavItems = (items: readonly NavItem[]): NavItem[] => items.flatMap((item) => item.items ?? [item]);

/** Whether the item, or one of its menu's entries, is the current page. */
export const isActiveItem = (pathname: string, item: NavItem): boolean =>
  (item.items ?? [item]).some((entry) => isActivePath(pathname, entry.to));

export interface SettingsAccess {
  users: boolean;
  roles: boolean;
  /** can_read on RowLevelSecurity (Admin): the row level security list. */
  rowLevelSecurity?: boolean;
  /** can_read on Log: the action log (Admins). */
  actionLog?: boolean;
  databases: boolean;
  /** can_read on ReportSchedule: the 'Alerts & reports' list. */
  reports?: boolean;
  /** can_read on Annotation: the annotation layers list. */
  annotationLayers?: boolean;
  /** can_read on CssTemplate: the CSS templates list. */
  cssTemplates?: boolean;
  /** can_write on DynamicPlugin (Admin): the plugins list. */
  dynamicPlugins?: boolean;
}

/** The Settings menu's links the user may open. */
export const settingsNavItems = (t: TranslateFn, access: SettingsAccess): NavItem[] => [
  ...(access.users ? [{ to: ROUTES.users, label: t('Users'), testId: 'nav-users', section: t('Security') }] : []),
  ...(access.roles ? [{ to: ROUTES.roles, label: t('Roles'), testId: 'nav-roles', section: t('Security') }] : []),
  ...(access.rowLevelSecurity
    ? [{ to: ROUTES.rowLevelSecurity, label: t('Row Level Security'), testId: 'nav-rls', section: t('Security') }]
    : []),
  ...(access.actionLog
    ? [{ to: ROUTES.actionLog, label: t('Action log'), testId: 'nav-action-log', section: t('Security') }]
    : []),
  ...(access.databases
    ? [{ to: ROUTES.databases, label: t('Database Connections'), testId: 'nav-databases', section: t('Data') }]
    : []),
  ...(access.reports
    ? [{ to: ROUTES.reports, label: t('Alerts & reports'), testId: 'nav-alerts-reports', section: t('Manage') }]
    : []),
  ...(access.annotationLayers
    ? [
        {
          to: ROUTES.annotationLayers,
          label: t('Annotation Layers'),
          testId: 'nav-annotation-layers',
          section: t('Manage'),
        },
      ]
    : []),
  ...(access.cssTemplates
    ? [{ to: ROUTES.cssTemplates, label: t('CSS templates'), testId: 'nav-css-templates', section: t('Manage') }]
    : []),
  ...(access.dynamicPlugins
    ? [{ to: ROUTES.dynamicPlugins, label: t('Plugins'), testId: 'nav-dynamic-plugins', section: t('Manage') }]
    : []),
];

export interface CreateAccess {
  sqlLab: boolean;
  chart: boolean;
  dashboard: boolean;
  dataset: boolean;
  database: boolean;
}

/** The '+' menu's entries the user may use (Superset's RightMenu dropdown, in its order). */
export const createNavItems = (t: TranslateFn, access: CreateAccess): NavItem[] => [
  ...(access.sqlLab ? [{ to: ROUTES.sqlLab, label: t('SQL query'), testId: 'create-sql-query' }] : []),
  ...(access.chart ? [{ to: ROUTES.chartAdd, label: t('Chart'), testId: 'create-chart' }] : []),
  ...(access.dashboard ? [{ to: ROUTES.dashboardNew, label: t('Dashboard'), testId: 'create-dashboard' }] : []),
  ...(access.dataset ? [{ to: ROUTES.datasetAdd, label: t('Create dataset'), testId: 'create-dataset' }] : []),
  ...(access.database ? [{ to: ROUTES.databases, label: t('Connect database'), testId: 'create-database' }] : []),
];

/** A '+' menu entry that opens the upload modal for one file type. */
export interface UploadNavItem {
  type: UploadType;
  label: string;
  testId: string;
}

/** Superset's 'Upload file to database' entries of the '+' menu, shown with can_upload on Database. */
export const uploadNavItems = (t: TranslateFn, canUpload: boolean): UploadNavItem[] =>
  canUpload
    ? [
        { type: 'csv', label: t('Upload CSV to database'), testId: 'upload-csv' },
        { type: 'excel', label: t('Upload Excel to database'), testId: 'upload-excel' },
        { type: 'columnar', label: t('Upload Columnar file to database'), testId: 'upload-columnar' },
      ]
    : [];

/** Consecutive items under the same heading, in order, as the Settings menu shows them. */
export const bySection = (items: readonly NavItem[]): { section: string; items: NavItem[] }[] => {
  const groups: { section: string; items: NavItem[] }[] = [];
  for (const item of items) {
    const section = item.section ?? '';
    const last = groups.at(-1);
    if (last?.section === section) last.items.push(item);
    else groups.push({ section, items: [item] });
  }
  return groups;
};

export const isActivePath = (pathname: string, to: string): boolean => pathname.startsWith(to);
