import { Anchor, AppShell, Burger, Group, NavLink as MantineNavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { APP_VIEW } from '@tessera/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { LoadingState } from '../../ui/query-state';
import { useHasPermission } from '../../session/current-user';
import { RequireAuth } from '../../session/require-auth';
import { ROUTES } from '../../routing/paths';
import { HeaderNav } from './header-nav';
import { CreateMenu } from './create-menu';
import {
  createNavItems,
  flatNavItems,
  isActivePath,
  mainNavItems,
  settingsNavItems,
  uploadNavItems,
} from './nav-items';
import { UserMenu } from './user-menu';

function SignedInShell() {
  const t = useT();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const access = {
    users: useHasPermission('can_read', 'User'),
    roles: useHasPermission('can_read', 'Role'),
    rowLevelSecurity: useHasPermission('can_read', 'RowLevelSecurity'),
    actionLog: useHasPermission('can_read', 'Log'),
    databases: useHasPermission('can_read', 'Database'),
    reports: useHasPermission('can_read', 'ReportSchedule'),
    annotationLayers: useHasPermission('can_read', 'Annotation'),
    cssTemplates: useHasPermission('can_read', 'CssTemplate'),
    dynamicPlugins: useHasPermission('can_write', 'DynamicPlugin'),
  };
  const create = createNavItems(t, {
    sqlLab: useHasPermission('can_sqllab', APP_VIEW),
    chart: useHasPermission('can_write', 'Chart'),
    dashboard: useHasPermission('can_write', 'Dashboard'),
    dataset: useHasPermission('can_write', 'Dataset'),
    database: useHasPermission('can_write', 'Database'),
  });
  const uploads = uploadNavItems(t, useHasPermission('can_upload', 'Database'));
  const main = mainNavItems(t);
  const settings = settingsNavItems(t, access);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: true } }}
      padding="lg"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('Toggle navigation')} />
            <Anchor component={Link} to={ROUTES.home} underline="never" c="inherit" data-testid="nav-home">
              <Text fw={700} size="lg">
                Tessera
              </Text>
            </Anchor>
            <Group visibleFrom="sm">
              <HeaderNav main={main} settings={settings} />
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <CreateMenu items={create} uploads={uploads} />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('Main')}>
        {flatNavItems([...main, ...settings]).map((item) => (
          <MantineNavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={isActivePath(pathname, item.to)}
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

/** The signed-in layout: auth guard, header with navigation and user menu, and the page. */
export function AppLayout() {
  return (
    <RequireAuth>
      <SignedInShell />
    </RequireAuth>
  );
}
