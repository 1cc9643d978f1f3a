import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { ActionIcon, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useT } from '../../../../i18n';
import type { ConfigDraft } from './filter-draft';

export interface FilterConfigListProps {
  drafts: readonly ConfigDraft[];
  selectedId: string | null;
  /** Ids removed but still restorable (the 5-second undo window). */
  removedIds: ReadonlySet<string>;
  invalidIds: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
}

interface ItemProps {
  draft: ConfigDraft;
  index: number;
  count: number;
  selected: boolean;
  removed: boolean;
  invalid: boolean;
  onSelect: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const draftLabel = (draft: ConfigDraft): string => (draft.kind === 'divider' ? draft.title : draft.name);

/** One row: the drag handle, the name (or '[untitled]'), the delete button. */
function ConfigItem({ draft, index, count, selected, removed, invalid, onSelect, onMove, onRemove }: ItemProps) {
  const t = useT();
  const drag = useDraggable({ id: draft.id });
  const drop = useDroppable({ id: draft.id });
  const label = draftLabel(draft).trim() === '' ? t('[untitled]') : draftLabel(draft);
  // Alt+arrows move the focused row without a drag (keyboard reordering).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' && index > 0) onMove(index - 1);
    else if (event.key === 'ArrowDown' && index < count - 1) onMove(index + 1);
    else return;
    event.preventDefault();
  };
  return (
    <Group
      ref={drop.setNodeRef}
      gap={4}
      wrap="nowrap"
      data-testid={`filter-config-item-${draft.id}`}
      data-selected={selected}
      data-invalid={invalid}
      style={{
        borderRadius: 4,
        padding: '2px 4px',
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
        outline: drop.isOver ? '1px dashed var(--mantine-color-blue-filled)' : undefined,
        opacity: drag.isDragging ? 0.5 : 1,
      }}
    >
      <ActionIcon
        ref={drag.setNodeRef}
        variant="subtle"
        size="sm"
        aria-label={t('Drag to reorder %s', label)}
        {...drag.listeners}
        {...drag.attributes}
      >
        ⠿
      </ActionIcon>
      <UnstyledButton onClick={onSelect} onKeyDown={onKeyDown} style={{ flex: 1, minWidth: 0 }}>
        <Text
          size="sm"
          truncate
          td={removed ? 'line-through' : undefined}
          c={invalid ? 'red' : draft.kind === 'divider' ? 'dimmed' : undefined}
        >
          {draft.kind === 'divider' ? `— ${label}` : label}
        </Text>
      </UnstyledButton>
      {!removed && (
        <ActionIcon variant="subtle" size="sm" color="gray" aria-label={t('Delete %s', label)} onClick={onRemove}>
          ×
        </ActionIcon>
      )}
    </Group>
  );
}

/** The modal's left column: filters and dividers in bar order, reordered by drag or Alt+arrows. */
export function FilterConfigList(props: FilterConfigListProps): ReactNode {
  const { drafts, selectedId, removedIds, invalidIds, onSelect, onMove, onRemove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    const from = drafts.findIndex((d) => d.id === active.id);
    const to = drafts.findIndex((d) => d.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <Stack gap={2} data-testid="filter-config-list">
        {drafts.map((draft, index) => (
          <ConfigItem
            key={draft.id}
            draft={draft}
            index={index}
            count={drafts.length}
            selected={draft.id === selectedId}
            removed={removedIds.has(draft.id)}
            invalid={invalidIds.has(draft.id)}
            onSelect={() => onSelect(draft.id)}
            onMove={(to) => onMove(index, to)}
            onRemove={() => onRemove(draft.id)}
          />
        ))}
      </Stack>
    </DndContext>
  );
}
