import { Box } from '@mantine/core';
import { DASHBOARD_ROOT_ID } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { useDashboardSelector } from '../state/store';
import { BuilderPanel } from './builder-panel';
import { DropZone } from './drop-zone';
import { EditDndProvider } from './edit-dnd';
import { EditLeaveGuard } from './edit-leave-guard';
import { useEditShortcuts } from './use-edit-shortcuts';

/**
 * A place above the grid where dropped Tabs become the dashboard's top-level tabs (Superset's
 * drop on the dashboard header); only while the dashboard has none.
 */
function TopLevelTabsZone() {
  const t = useT();
  const rootChild = useDashboardSelector(
    (s) => s.dashboard.layout[s.dashboard.layout[DASHBOARD_ROOT_ID]?.children[0] ?? ''],
  );
  if (rootChild?.type !== 'GRID') return null;
  return (
    <Box mb="xs" style={{ position: 'relative' }}>
      <DropZone
        target={{ parentId: DASHBOARD_ROOT_ID, parentType: 'ROOT', index: 0, label: t('Dashboard') }}
        parents={[]}
        place="fill"
        horizontal={false}
      />
    </Box>
  );
}

/** Edit mode around the layout: drag and drop, the builder panel on the right, shortcuts and the leave warning. */
export function EditModeShell({ children }: { children: ReactNode }) {
  useEditShortcuts(true);
  return (
    <EditDndProvider>
      <EditLeaveGuard />
      <Box style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }} data-testid="dashboard-edit-mode">
        <Box style={{ flex: 1, minWidth: 0, paddingTop: 8 }}>
          <TopLevelTabsZone />
          {children}
        </Box>
        <BuilderPanel />
      </Box>
    </EditDndProvider>
  );
}
