import { Group, Select, Stack, Text } from '@mantine/core';
import {
  CATEGORICAL_SCHEMES,
  DEFAULT_COLOR_SCHEME,
  DEFAULT_SEQUENTIAL_SCHEME,
  SEQUENTIAL_SCHEMES,
} from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { SwatchStrip } from './swatch-strip';

export type ColorSchemeKind = 'categorical' | 'sequential';

interface SchemeEntry {
  id: string;
  label: string;
  colors: readonly string[];
}

const SCHEMES: Record<ColorSchemeKind, { list: readonly SchemeEntry[]; fallback: string }> = {
  categorical: { list: CATEGORICAL_SCHEMES, fallback: DEFAULT_COLOR_SCHEME },
  sequential: { list: SEQUENTIAL_SCHEMES, fallback: DEFAULT_SEQUENTIAL_SCHEME },
};

export interface ColorSchemeChoice {
  /** The scheme the control shows: the saved one, or the default when that is unknown. */
  schemeId: string;
  /** The saved id when no scheme has it (it falls back to the default, spec 02 §4). */
  unknownId: string | null;
}

/** Which scheme a saved value stands for; empty values take the default without a note. */
export const resolveColorScheme = (value: string | null | undefined, kind: ColorSchemeKind): ColorSchemeChoice => {
  const { list, fallback } = SCHEMES[kind];
  if (value && list.some((s) => s.id === value)) return { schemeId: value, unknownId: null };
  return { schemeId: fallback, unknownId: value ? value : null };
};

export interface ColorSchemeControlProps {
  /** The saved scheme id (`color_scheme` or `linear_color_scheme`). */
  value?: string | null;
  onChange: (schemeId: string) => void;
  kind?: ColorSchemeKind;
  label?: string;
  description?: string;
  disabled?: boolean;
}

/** A scheme select: each entry shows its name and its colours, categorical or sequential. */
export function ColorSchemeControl({
  value,
  onChange,
  kind = 'categorical',
  label,
  description,
  disabled,
}: ColorSchemeControlProps): ReactNode {
  const t = useT();
  const { list } = SCHEMES[kind];
  const { schemeId, unknownId } = resolveColorScheme(value, kind);
  const continuous = kind === 'sequential';
  const colorsOf = (id: string): readonly string[] => list.find((s) => s.id === id)?.colors ?? [];
  return (
    <Stack gap={4}>
      <Select
        label={label ?? (kind === 'sequential' ? t('Linear Color Scheme') : t('Color Scheme'))}
        description={description}
        data={list.map((s) => ({ value: s.id, label: t(s.label) }))}
        value={schemeId}
        onChange={(next) => {
          if (next !== null && next !== value) onChange(next);
        }}
        allowDeselect={false}
        disabled={disabled}
        maxDropdownHeight={320}
        renderOption={({ option }) => (
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <Text size="sm">{option.label}</Text>
            <SwatchStrip colors={colorsOf(option.value)} continuous={continuous} testId={`scheme-${option.value}`} />
          </Group>
        )}
      />
      <SwatchStrip colors={colorsOf(schemeId)} continuous={continuous} testId="selected-scheme" />
      {unknownId !== null && (
        <Text size="xs" c="orange" role="note">
          {t('The color scheme "%s" is not available; the default scheme is used instead.', unknownId)}
        </Text>
      )}
    </Stack>
  );
}
