import { useDraggable } from '@dnd-kit/core';
import { CloseButton, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { WarningIcon } from '../control-icons';
import { isReorderItem, type ReorderItem } from '../dnd/drag-payload';
import { useDropZone } from '../dnd/use-drop-target';

export interface PillItem {
  /** Stable React key. */
  key: string;
  label: string;
  /** Why the value may not work with the dataset (spec 03 §8), if it may not. */
  warning?: string | null;
}

export interface ValuePillProps {
  /** The control the pill belongs to; pills only move within it. */
  group: string;
  index: number;
  item: PillItem;
  reorderable: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onMove: (from: number, to: number) => void;
}

/** One chosen column or metric: a handle to reorder it, its label (click to edit) and a remove button. */
export function ValuePill({ group, index, item, reorderable, onEdit, onRemove, onMove }: ValuePillProps): ReactNode {
  const t = useT();
  const payload: ReorderItem = { kind: 'reorder', group, index, label: item.label };
  const drag = useDraggable({ id: `${group}:pill:${index}`, data: payload, disabled: !reorderable });
  const drop = useDropZone(
    `${group}:slot:${index}`,
    (p) => isReorderItem(p) && p.group === group && p.index !== index,
    (p) => {
      if (isReorderItem(p)) onMove(p.index, index);
    },
    !reorderable,
  );
  const ref = useMergedRef(drag.setNodeRef, drop.ref);
  return (
    <Paper
      ref={ref}
      withBorder
      radius="sm"
      px={4}
      data-testid="value-pill"
      bg={drop.isOver ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ opacity: drag.isDragging ? 0.5 : 1 }}
    >
      <Group gap={4} wrap="nowrap">
        <CloseButton size="sm" aria-label={t('Remove %s', item.label)} onClick={onRemove} />
        {reorderable && (
          <Text
            component="span"
            ref={drag.setActivatorNodeRef}
            {...drag.attributes}
            {...drag.listeners}
            aria-label={t('Reorder %s', item.label)}
            c="dimmed"
            style={{ cursor: 'grab', touchAction: 'none' }}
          >
            ⠿
          </Text>
        )}
        <UnstyledButton onClick={onEdit} flex={1} miw={0} py={2} aria-label={t('Edit %s', item.label)}>
          <Text size="sm" truncate>
            {item.label}
          </Text>
        </UnstyledButton>
        {item.warning && <WarningIcon text={item.warning} />}
      </Group>
    </Paper>
  );
}
