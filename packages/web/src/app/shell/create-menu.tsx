import { ActionIcon, Menu } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import type { NavItem } from './nav-items';

/** Superset's '+' menu in the header: what the user may create, each only with its permission. */
export function CreateMenu({ items }: { items: NavItem[] }): ReactNode {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('Create')} data-testid="nav-create">
          +
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.testId} component={Link} to={item.to} data-testid={item.testId}>
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
