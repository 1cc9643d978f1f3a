import { ActionIcon, Group, Loader, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { TableMetadata } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n';

export interface TableEntryProps {
  name: string;
  load: () => Promise<TableMetadata>;
  onSelectStar: (sql: string) => void;
  onPreview: (sql: string) => void;
}

/** One table of the left panel: opens to its columns and types; SELECT * and a data preview. */
export function TableEntry({ name, load, onSelectStar, onPreview }: TableEntryProps): ReactNode {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [meta, setMeta] = useState<TableMetadata | null>(null);
  const [error, setError] = useState<string | null>(null);
  const withMeta = async (then: (m: TableMetadata) => void) => {
    try {
      const loaded = meta ?? (await load());
      setMeta(loaded);
      then(loaded);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const toggle = () => {
    setOpen((o) => !o);
    if (meta === null) void withMeta(() => undefined);
  };

  return (
    <Stack gap={2} data-testid={`sqllab-table-${name}`}>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <UnstyledButton onClick={toggle} style={{ flex: 1, minWidth: 0 }} aria-expanded={open}>
          <Text size="sm" truncate>
            {open ? '▾ ' : '▸ '}
            {name}
          </Text>
        </UnstyledButton>
        <Tooltip label={t('Insert SELECT * into the editor')}>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('Insert SELECT * into the editor')}
            onClick={() => void withMeta((m) => onSelectStar(m.selectStar))}
          >
            *
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('Preview the data')}>
          <ActionIcon
            size="sm"
            variant="subtle"
            aria-label={t('Preview the data')}
            onClick={() => void withMeta((m) => onPreview(m.selectStar))}
          >
            ▶
          </ActionIcon>
        </Tooltip>
      </Group>
      {open && (
        <Stack gap={0} pl="md">
          {error !== null && (
            <Text size="xs" c="red">
              {error}
            </Text>
          )}
          {meta === null && error === null && <Loader size="xs" />}
          {meta?.columns.map((c) => (
            <Group key={c.name} gap="xs" justify="space-between" wrap="nowrap">
              <Text size="xs" truncate>
                {c.name}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {c.type}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
