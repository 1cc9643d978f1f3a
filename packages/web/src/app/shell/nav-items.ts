import type { TranslateFn } from '../../i18n';
import { ROUTES } from '../paths';

export interface NavItem {
  to: string;
  label: string;
  testId: string;
}

/** The header's main links, in order. */
export const mainNavItems = (t: TranslateFn): NavItem[] => [
  { to: ROUTES.dashboards, label: t('Dashboards'), testId: 'nav-dashboards' },
  { to: ROUTES.charts, label: t('Charts'), testId: 'nav-charts' },
  { to: ROUTES.datasets, label: t('Datasets'), testId: 'nav-datasets' },
  { to: ROUTES.sqlLab, label: t('SQL'), testId: 'nav-sql' },
];

export interface SettingsAccess {
  users: boolean;
  roles: boolean;
  databases: boolean;
}

/** The Settings menu's links the user may open. */
export const settingsNavItems = (t: TranslateFn, access: SettingsAccess): NavItem[] => [
  ...(access.users ? [{ to: ROUTES.users, label: t('Users'), testId: 'nav-users' }] : []),
  ...(access.roles ? [{ to: ROUTES.roles, label: t('Roles'), testId: 'nav-roles' }] : []),
  ...(access.databases ? [{ to: ROUTES.databases, label: t('Database Connections'), testId: 'nav-databases' }] : []),
];

export const isActivePath = (pathname: string, to: string): boolean => pathname.startsWith(to);
