import { Badge, Button, Input, Popover, Stack, Text } from '@mantine/core';
import {
  configuredCount,
  DEFAULT_DISPLAY,
  kindOfDataType,
  readColumnConfigValue,
  setColumnConfig,
  type ColumnConfigEntry,
  type ColumnConfigValue,
  type ColumnConfigKind,
  type ConfigurableColumn,
  type DisplayDefaults,
} from '@tessera/core';
import { useMemo, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { ColumnConfigFields, type FieldChange } from './column-config-fields';

export interface ColumnConfigControlProps {
  /** The form data's `column_config`; anything that is not an object of objects reads as empty. */
  value?: unknown;
  onChange: (value: ColumnConfigValue) => void;
  /** The result's columns (see columnsFromResult), time-comparison parts included. */
  columns: readonly ConfigurableColumn[];
  /** What a column's checkboxes show until it sets its own: the chart's show_cell_bars, align_pn and color_pn. */
  defaults?: Partial<DisplayDefaults>;
  label?: string;
  description?: string;
}

const GLYPHS: Record<ColumnConfigKind, string> = { number: '#', time: '◷', string: 'Abc' };

interface ItemProps {
  column: ConfigurableColumn;
  entry: ColumnConfigEntry;
  defaults: DisplayDefaults;
  onChange: FieldChange;
}

function ColumnConfigItem({ column, entry, defaults, onChange }: ItemProps) {
  const t = useT();
  const kind = kindOfDataType(column.dataType);
  const count = configuredCount(entry);
  const name = column.group ? `${column.group} ${column.label}` : column.label;
  return (
    <Popover position="right-start" withArrow shadow="md" trapFocus width={340}>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          fullWidth
          justify="flex-start"
          aria-label={t('Customize column %s', name)}
          data-configured={count > 0 || undefined}
          // The name fills the row so the glyph sits at its start and the count at its end.
          styles={{ label: { flex: 1, fontWeight: 400 } }}
          leftSection={
            <Text span size="xs" c="dimmed" ff="monospace" lh={1} w={24} aria-hidden>
              {GLYPHS[kind]}
            </Text>
          }
          rightSection={
            count > 0 ? (
              <Badge size="xs" variant="light" title={t('%s settings changed', count)}>
                {count}
              </Badge>
            ) : null
          }
        >
          {name}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb={4}>
          {name}
        </Text>
        <ColumnConfigFields kind={kind} entry={entry} defaults={defaults} onChange={onChange} />
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The explore control `column_config` ("Customize columns"): the result's columns, each opening
 * a popover of its display, number and date settings. Edits keep only what was set.
 */
export function ColumnConfigControl(props: ColumnConfigControlProps): ReactNode {
  const { value, onChange, columns, defaults, label, description } = props;
  const t = useT();
  const config = useMemo(() => readColumnConfigValue(value), [value]);
  const shownDefaults: DisplayDefaults = { ...DEFAULT_DISPLAY, ...defaults };
  return (
    <Input.Wrapper label={label ?? t('Customize columns')} description={description}>
      {columns.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('Run the query to list the columns to customize')}
        </Text>
      ) : (
        <Stack gap={4} mt={4}>
          {columns.map((column) => (
            <ColumnConfigItem
              key={column.key}
              column={column}
              entry={config[column.key] ?? {}}
              defaults={shownDefaults}
              onChange={(field, fieldValue) => onChange(setColumnConfig(config, column.key, field, fieldValue))}
            />
          ))}
        </Stack>
      )}
    </Input.Wrapper>
  );
}
