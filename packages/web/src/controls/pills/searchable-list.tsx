import { Group, ScrollArea, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { CertifiedIcon } from '../control-icons';
import { matchesSearch, type Certification } from '../dataset-items';

export interface ListEntry {
  value: string;
  label: string;
  /** Also searched, shown dimmed when it differs from the label (the column or metric name). */
  name?: string;
  glyph?: string;
  certification?: Certification | null;
}

export interface SearchableListProps {
  entries: readonly ListEntry[];
  selected: string | null;
  onSelect: (value: string) => void;
  /** Shown when there is nothing to list at all. */
  emptyText: string;
  ariaLabel: string;
}

/** A search box over a list of dataset items; the chosen one is highlighted. */
export function SearchableList({ entries, selected, onSelect, emptyText, ariaLabel }: SearchableListProps): ReactNode {
  const t = useT();
  const [search, setSearch] = useState('');
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        {emptyText}
      </Text>
    );
  }
  const shown = entries.filter((e) => matchesSearch(search, e.label, e.name));
  return (
    <Stack gap={4}>
      <TextInput
        size="xs"
        placeholder={t('Search')}
        aria-label={t('Search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={220} type="auto">
        <Stack gap={0} role="listbox" aria-label={ariaLabel}>
          {shown.map((entry) => {
            const active = entry.value === selected;
            return (
              <UnstyledButton
                key={entry.value}
                role="option"
                aria-label={entry.label}
                aria-selected={active}
                onClick={() => onSelect(entry.value)}
                px="xs"
                py={4}
                bg={active ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Group gap={6} wrap="nowrap">
                  {entry.glyph && (
                    <Text component="span" size="xs" c="dimmed" w={24} ta="center">
                      {entry.glyph}
                    </Text>
                  )}
                  <Text size="sm" truncate>
                    {entry.label}
                  </Text>
                  {entry.certification && <CertifiedIcon certification={entry.certification} />}
                  {entry.name && entry.name !== entry.label && (
                    <Text size="xs" c="dimmed" truncate>
                      {entry.name}
                    </Text>
                  )}
                </Group>
              </UnstyledButton>
            );
          })}
          {shown.length === 0 && (
            <Text size="sm" c="dimmed" px="xs">
              {t('No results')}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
