import { Button, Stack } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { ReactNode, Ref } from 'react';
import { useDropTarget } from '../dnd/use-drop-target';
import type { DragItem } from '../types';
import { ValuePill, type PillItem } from './value-pill';

export interface PillListProps {
  /** Unique on the page: the drop target id and the reorder group. */
  group: string;
  items: readonly PillItem[];
  /** The ghost button's text; null hides it (a single control that has a value). */
  addLabel: string | null;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  onMove: (from: number, to: number) => void;
  accepts: (item: DragItem) => boolean;
  onDropItem: (item: DragItem) => void;
  /** The popover anchors here (React 19 passes it as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** The body of a column or metric control: the chosen values, the add button, and the drop zone around them. */
/** The drop zone wraps its text in a narrow column instead of cutting it off. */
const ADD_BUTTON_STYLES = {
  root: { borderStyle: 'dashed', height: 'auto', minHeight: 30, paddingBlock: 4 },
  label: { whiteSpace: 'normal', textAlign: 'left' },
} as const;

export function PillList(props: PillListProps): ReactNode {
  const { group, items, addLabel, onAdd, onEdit, onRemove, onMove, accepts, onDropItem, ref } = props;
  const drop = useDropTarget(group, accepts, onDropItem);
  const merged = useMergedRef(drop.ref, ref);
  const highlight = drop.isOver ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-primary-color-light-color)';
  return (
    <Stack
      ref={merged}
      gap={4}
      data-can-drop={drop.canDrop || undefined}
      data-over={drop.isOver || undefined}
      data-testid="pill-drop-zone"
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        // An outline, unlike a border or padding, does not move the pills while something is dragged.
        outline: drop.canDrop ? `1px dashed ${highlight}` : undefined,
        outlineOffset: 2,
        background: drop.isOver ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      {items.map((item, index) => (
        <ValuePill
          key={item.key}
          group={group}
          index={index}
          item={item}
          reorderable={items.length > 1}
          onEdit={() => onEdit(index)}
          onRemove={() => onRemove(index)}
          onMove={onMove}
        />
      ))}
      {addLabel !== null && (
        <Button variant="default" size="xs" justify="flex-start" onClick={onAdd} styles={ADD_BUTTON_STYLES}>
          {`+ ${addLabel}`}
        </Button>
      )}
    </Stack>
  );
}
