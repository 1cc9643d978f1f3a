import { ActionIcon, Badge, Button, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AnnotationLayer, AnnotationType } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ControlFrame } from '../control-frame';
import type { ControlWidgetProps } from '../types';
import { AnnotationLayerEditor } from './annotation-layer-editor';
import {
  draftFromLayer,
  nameOfEntry,
  newLayerDraft,
  readLayerEntries,
  supportedAnnotationTypes,
  type LayerDraft,
  type LayerEntry,
} from './annotation-layer-state';

const TYPE_LABELS: Record<AnnotationType, string> = {
  FORMULA: 'Formula',
  EVENT: 'Event',
  INTERVAL: 'Interval',
  TIME_SERIES: 'Time series',
};

interface Editing {
  index: number | 'new';
  initial: LayerDraft;
}

interface LayerRowProps {
  entry: LayerEntry;
  onEdit: () => void;
  onRemove: () => void;
}

function LayerRow({ entry, onEdit, onRemove }: LayerRowProps): ReactNode {
  const t = useT();
  const { layer } = entry;
  const name = nameOfEntry(entry) || t('Unnamed layer');
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="annotation-layer-row">
      <UnstyledButton
        onClick={onEdit}
        disabled={layer === null}
        aria-label={t('Edit %s', name)}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" truncate c={layer?.show === false ? 'dimmed' : undefined}>
            {name}
          </Text>
          {layer ? (
            <Badge size="xs" variant="light">
              {t(TYPE_LABELS[layer.annotationType])}
            </Badge>
          ) : (
            <Badge size="xs" color="red" variant="light">
              {t('Invalid layer')}
            </Badge>
          )}
          {layer?.show === false && (
            <Text size="xs" c="dimmed">
              {t('Hidden')}
            </Text>
          )}
        </Group>
      </UnstyledButton>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('Remove %s', name)} onClick={onRemove}>
        ×
      </ActionIcon>
    </Group>
  );
}

/**
 * The `annotation_layers` control (Superset's AnnotationLayerControl): the chart's layers with
 * add, edit and remove; the editor popover writes layers in core's AnnotationLayer shape.
 */
export function AnnotationLayerControl(props: ControlWidgetProps): ReactNode {
  const { config, value, onChange, validationErrors } = props;
  const t = useT();
  const [editing, setEditing] = useState<Editing | null>(null);
  const entries = readLayerEntries(value);
  const types = supportedAnnotationTypes(config);

  const commit = (items: unknown[]) => onChange(items);
  const apply = (layer: AnnotationLayer): void => {
    if (editing === null) return;
    const raws = entries.map((e) => e.raw);
    commit(editing.index === 'new' ? [...raws, layer] : raws.map((raw, i) => (i === editing.index ? layer : raw)));
    setEditing(null);
  };
  const remove = (index: number): void => {
    commit(entries.filter((_, i) => i !== index).map((e) => e.raw));
    if (editing !== null && editing.index !== 'new') setEditing(null);
  };
  const edit = (index: number): void => {
    const layer = entries[index]?.layer;
    if (layer) setEditing({ index, initial: draftFromLayer(layer) });
  };
  const otherNames = entries.filter((_, i) => editing === null || i !== editing.index).map(nameOfEntry);

  return (
    <ControlFrame config={config} validationErrors={validationErrors}>
      <Popover opened={editing !== null} onDismiss={() => setEditing(null)} position="right-start" shadow="md">
        <Popover.Target>
          <Stack gap={4}>
            {entries.map((entry, index) => (
              <LayerRow
                key={`${nameOfEntry(entry)}-${index}`}
                entry={entry}
                onEdit={() => edit(index)}
                onRemove={() => remove(index)}
              />
            ))}
            {entries.length === 0 && (
              <Text size="xs" c="dimmed">
                {t('No annotation layers')}
              </Text>
            )}
            <Button
              variant="light"
              size="xs"
              onClick={() => setEditing({ index: 'new', initial: newLayerDraft(types[0] ?? 'FORMULA') })}
            >
              {t('Add annotation layer')}
            </Button>
          </Stack>
        </Popover.Target>
        <Popover.Dropdown>
          {editing !== null && (
            <AnnotationLayerEditor
              key={String(editing.index)}
              initial={editing.initial}
              types={types}
              otherNames={otherNames}
              onApply={apply}
              onCancel={() => setEditing(null)}
            />
          )}
        </Popover.Dropdown>
      </Popover>
    </ControlFrame>
  );
}
