import { ActionIcon, Menu } from '@mantine/core';
import type { UploadType } from '@tessera/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import type { NavItem, UploadNavItem } from './nav-items';

/** The upload modal is its own chunk, loaded when an upload entry is chosen. */
const UploadModal = lazy(() => import('../../features/upload').then((m) => ({ default: m.UploadModal })));

/** Superset's '+' menu in the header: what the user may create, each only with its permission. */
export function CreateMenu({ items, uploads = [] }: { items: NavItem[]; uploads?: UploadNavItem[] }): ReactNode {
  const t = useT();
  const [upload, setUpload] = useState<UploadType | null>(null);
  if (items.length === 0 && uploads.length === 0) return null;
  return (
    <>
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
          {uploads.map((item) => (
            <Menu.Item key={item.testId} onClick={() => setUpload(item.type)} data-testid={item.testId}>
              {item.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {upload !== null && (
        <Suspense fallback={null}>
          <UploadModal type={upload} onClose={() => setUpload(null)} />
        </Suspense>
      )}
    </>
  );
}
