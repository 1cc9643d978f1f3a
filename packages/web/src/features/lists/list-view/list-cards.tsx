import { Card, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { localizeHumanizedTime, useT } from '../../../i18n';
import { FavoriteStar, ItemTitle, OwnerAvatars } from './list-cells';
import type { ListRowsProps } from './list-table';
import type { ListItem, ListViewConfig } from './list-types';

export interface ListCardsProps<T extends ListItem> extends ListRowsProps<T> {
  config: ListViewConfig<T>;
}

/** The list as cards: title, subtitle, modified, owners, certification and star. */
export function ListCards<T extends ListItem>(props: ListCardsProps<T>): ReactNode {
  const { items, config, bulkMode, selected, onToggle, favorites, actions, itemName } = props;
  const t = useT();
  const card = config.card;
  if (card === undefined) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="md" data-testid="list-cards">
      {items.map((item) => {
        const modified = config.modified?.(item);
        return (
          <Card key={item.id} withBorder padding="md" radius="md" data-testid="list-card">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                {/* The title shrinks (min-width 0) so a long name never pushes the star out of the card. */}
                <Group gap={6} wrap="nowrap" miw={0} style={{ flex: 1 }}>
                  {bulkMode && (
                    <Checkbox
                      aria-label={t('Select %s', itemName(item))}
                      checked={selected.has(item.id)}
                      onChange={() => onToggle(item.id)}
                    />
                  )}
                  <ItemTitle
                    name={card.title(item)}
                    url={card.url(item)}
                    certification={config.certification?.(item)}
                  />
                </Group>
                {favorites !== null && (
                  <FavoriteStar
                    keepVisible
                    active={favorites.isFavorite(item.id)}
                    name={itemName(item)}
                    onToggle={() => favorites.toggle(item.id)}
                  />
                )}
              </Group>
              {card.subtitle !== undefined && (
                <Text size="xs" c="dimmed" lineClamp={1} component="div">
                  {card.subtitle(item)}
                </Text>
              )}
              <Group justify="space-between" wrap="nowrap" mt="xs">
                <Text size="xs" c="dimmed">
                  {modified !== null && modified !== undefined && modified !== ''
                    ? t('Modified %s', localizeHumanizedTime(modified))
                    : ''}
                </Text>
                <OwnerAvatars owners={config.owners?.(item) ?? []} />
              </Group>
              <Group justify="flex-end">{actions(item)}</Group>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
