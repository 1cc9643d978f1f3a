import { Button, Group, Modal, ScrollArea, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useT } from '../../../../i18n';
import {
  allVizTypes,
  categoriesOf,
  entriesIn,
  selectionAfterSectionChange,
  tagsOf,
  type PickerSection,
} from './viz-type-catalog';
import { createVizTypeSearch } from './viz-type-search';
import { VizTypeDetail } from './viz-type-detail';
import { VizTypeNav } from './viz-type-nav';
import { VizTypeTile } from './viz-type-tile';

export interface VizTypePickerModalProps {
  opened: boolean;
  current: string;
  onClose: () => void;
  onSelect: (vizType: string) => void;
}

/** Spec 03 §2: 'Select a visualization type', with sections, fuzzy search and a detail panel. */
export function VizTypePickerModal({ opened, current, onClose, onSelect }: VizTypePickerModalProps): ReactNode {
  const t = useT();
  const entries = useMemo(() => allVizTypes(current), [current]);
  const search = useMemo(() => createVizTypeSearch(entries), [entries]);
  const [section, setSection] = useState<PickerSection>({ kind: 'all' });
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(entries.some((e) => e.vizType === current) ? current : null);
  const searching = query.trim() !== '';
  const shown = searching ? search(query) : entriesIn(entries, section);
  const selectedEntry = entries.find((e) => e.vizType === selected) ?? null;

  const changeSection = (next: PickerSection) => {
    setQuery('');
    setSection(next);
    setSelected((value) => selectionAfterSectionChange(entries, next, value));
  };
  const choose = (vizType: string) => {
    onSelect(vizType);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('Select a visualization type')} size={1090} centered>
      <Stack gap="sm" h="min(70vh, 640px)">
        <Group align="stretch" gap="md" wrap="nowrap" style={{ flex: 1, minHeight: 0 }}>
          <div style={{ width: 200, flexShrink: 0 }}>
            <VizTypeNav
              categories={categoriesOf(entries)}
              tags={tagsOf(entries)}
              active={searching ? null : section}
              onChange={changeSection}
            />
          </div>
          <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
            <TextInput
              placeholder={t('Search all charts')}
              aria-label={t('Search all charts')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              data-autofocus
            />
            <ScrollArea style={{ flex: 1 }} type="auto">
              {shown.length === 0 ? (
                <Text c="dimmed" size="sm" p="md">
                  {t('No results found')}
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 3, sm: 4, md: 5 }} spacing="xs">
                  {shown.map((entry) => (
                    <VizTypeTile
                      key={entry.vizType}
                      entry={entry}
                      selected={entry.vizType === selected}
                      onSelect={setSelected}
                      onChoose={choose}
                    />
                  ))}
                </SimpleGrid>
              )}
            </ScrollArea>
          </Stack>
        </Group>
        {selectedEntry !== null && <VizTypeDetail entry={selectedEntry} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button disabled={selected === null} onClick={() => selected !== null && choose(selected)}>
            {t('Select')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
