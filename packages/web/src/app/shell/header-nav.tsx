import { Button, Group, Menu } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n';
import { bySection, isActiveItem, isActivePath, type NavItem } from './nav-items';

export interface HeaderNavProps {
  main: NavItem[];
  settings: NavItem[];
}

/** The desktop header links and the Settings menu (hidden when the user may open none of it). */
export function HeaderNav({ main, settings }: HeaderNavProps) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Group gap={4} component="nav" aria-label={t('Main')}>
      {main.map((item) =>
        item.items !== undefined ? (
          <Menu key={item.to} position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant={isActiveItem(pathname, item) ? 'light' : 'subtle'}
                color={isActiveItem(pathname, item) ? undefined : 'gray'}
                data-testid={item.testId}
              >
                {item.label}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {item.items.map((entry) => (
                <Menu.Item key={entry.to} component={Link} to={entry.to} data-testid={entry.testId}>
                  {entry.label}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            variant={isActivePath(pathname, item.to) ? 'light' : 'subtle'}
            color={isActivePath(pathname, item.to) ? undefined : 'gray'}
            data-testid={item.testId}
            aria-current={isActivePath(pathname, item.to) ? 'page' : undefined}
          >
            {item.label}
          </Button>
        ),
      )}
      {settings.length > 0 && (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button
              variant={settings.some((item) => isActivePath(pathname, item.to)) ? 'light' : 'subtle'}
              color={settings.some((item) => isActivePath(pathname, item.to)) ? undefined : 'gray'}
              data-testid="nav-settings"
            >
              {t('Settings')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {bySection(settings).map((group, index) => (
              <Fragment key={group.section}>
                {index > 0 && <Menu.Divider />}
                {group.section !== '' && <Menu.Label>{group.section}</Menu.Label>}
                {group.items.map((item) => (
                  <Menu.Item key={item.to} component={Link} to={item.to} data-testid={item.testId}>
                    {item.label}
                  </Menu.Item>
                ))}
              </Fragment>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
