import { Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ChartMetadata } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT, type TranslateFn } from '../../../../i18n';
import type { VizTypeEntry } from './viz-type-catalog';

const labelText = (label: NonNullable<ChartMetadata['label']>, t: TranslateFn): string => {
  if (label === 'DEPRECATED') return t('Deprecated');
  return label === 'VERIFIED' ? t('Verified') : t('Featured');
};

/** The selected type's name, badge, tags, description and example images. */
export function VizTypeDetail({ entry }: { entry: VizTypeEntry }): ReactNode {
  const t = useT();
  const { metadata } = entry;
  // Superset shows the thumbnail as the example when a type has no example gallery.
  const examples =
    metadata.exampleGallery.length > 0 || metadata.thumbnail === null
      ? metadata.exampleGallery
      : [{ url: metadata.thumbnail, caption: metadata.name }];
  return (
    <Stack gap="xs" data-testid="viz-type-detail">
      <Group gap="xs">
        <Title order={5}>{metadata.name}</Title>
        {metadata.label && (
          <Badge
            size="sm"
            color={metadata.label === 'DEPRECATED' ? 'red' : 'blue'}
            title={metadata.labelExplanation ?? undefined}
          >
            {labelText(metadata.label, t)}
          </Badge>
        )}
      </Group>
      <Group gap={4}>
        {metadata.tags.map((tag) => (
          <Badge key={tag} size="xs" variant="light" color="gray">
            {t(tag)}
          </Badge>
        ))}
      </Group>
      <Text size="sm">{metadata.description === '' ? t('No description available.') : metadata.description}</Text>
      {examples.length > 0 && (
        <Group gap="sm">
          {examples.map((example) => (
            <Image
              key={example.url}
              src={example.url}
              alt={example.caption ?? metadata.name}
              h={120}
              w="auto"
              radius="sm"
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}
