import { Text } from '@mantine/core';
import type { ComponentGeometry, LayoutItem } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n';
import { useDashboardSelector } from '../state/store';
import { componentLabel } from './component-label';
import { DropZone } from './drop-zone';
import { EditableFrame } from './editable-frame';

export interface EditSlotProps {
  item: LayoutItem;
  width: string;
  geometry: ComponentGeometry | null;
  children: ReactNode;
}

/** A component in edit mode, framed with its parent and place read from the layout. */
export function EditSlot({ item, width, geometry, children }: EditSlotProps) {
  const t = useT();
  const parentId = item.parents.at(-1) ?? '';
  const parent = useDashboardSelector((s) => s.dashboard.layout[parentId]);
  const label = useDashboardSelector((s) => componentLabel(t, item, s.dashboard.charts));
  const index = parent?.children.indexOf(item.id) ?? -1;
  if (parent === undefined || index < 0) return children;
  return (
    <EditableFrame
      item={item}
      parentId={parent.id}
      parentType={parent.type}
      index={index}
      isLast={index === parent.children.length - 1}
      width={width}
      geometry={geometry}
      label={label}
    >
      {children}
    </EditableFrame>
  );
}

/** An empty GRID, TAB, ROW or COLUMN in edit mode: one drop zone filling it, with Superset's hint. */
export function EmptyContainerZone({ item }: { item: LayoutItem }) {
  const t = useT();
  const label = useDashboardSelector((s) => componentLabel(t, item, s.dashboard.charts));
  return (
    <div style={{ position: 'relative', width: '100%' }}>
      <DropZone
        target={{ parentId: item.id, parentType: item.type, index: 0, label }}
        parents={item.parents}
        place="fill"
        horizontal={item.type === 'ROW'}
      />
      <Text size="sm" c="dimmed" ta="center" style={{ position: 'absolute', inset: 0, top: 14, pointerEvents: 'none' }}>
        {item.type === 'TAB' || item.type === 'GRID'
          ? t('Drag and drop components and charts to the dashboard')
          : t('Empty')}
      </Text>
    </div>
  );
}
