import { Image, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { VizTypeEntry } from './viz-type-catalog';

export interface VizTypeTileProps {
  entry: VizTypeEntry;
  selected: boolean;
  onSelect: (vizType: string) => void;
  /** Double-click chooses the type at once. */
  onChoose: (vizType: string) => void;
}

/** A chart type in the gallery: its thumbnail, or its name in a box when it has none. */
export function VizTypeTile({ entry, selected, onSelect, onChoose }: VizTypeTileProps): ReactNode {
  const { vizType, metadata } = entry;
  return (
    <UnstyledButton
      onClick={() => onSelect(vizType)}
      onDoubleClick={() => onChoose(vizType)}
      aria-pressed={selected}
      aria-label={metadata.name}
      data-viz-type={vizType}
      p={6}
      style={{
        borderRadius: 6,
        border: `1px solid ${selected ? 'var(--mantine-color-blue-filled)' : 'var(--mantine-color-default-border)'}`,
        background: selected ? 'var(--mantine-color-blue-light)' : undefined,
      }}
    >
      <Stack gap={4} align="center">
        {metadata.thumbnail ? (
          <Image src={metadata.thumbnail} alt="" h={64} w="auto" />
        ) : (
          <Text size="lg" fw={700} c="dimmed" h={64} lh="64px" aria-hidden>
            {metadata.name.slice(0, 2)}
          </Text>
        )}
        <Text size="xs" ta="center" lineClamp={2}>
          {metadata.name}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
