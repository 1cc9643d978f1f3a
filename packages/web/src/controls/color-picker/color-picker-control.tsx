import { ColorPicker, ColorSwatch, Group, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  DEFAULT_COLOR_SCHEME,
  getCategoricalScheme,
  parseColorString,
  readRgba,
  sameRgba,
  toRgbaString,
  type Rgba,
} from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';

/** The spec's seven preset colours: the first seven of the default categorical scheme. */
export const PRESET_COLORS: readonly string[] = getCategoricalScheme(DEFAULT_COLOR_SCHEME).colors.slice(0, 7);

export interface ColorPickerControlProps {
  /** The form-data value, `{r, g, b, a}`; a missing or unreadable one shows the default rgba(0,122,135,1). */
  value?: Rgba | null;
  onChange: (value: Rgba) => void;
  label?: string;
  description?: string;
  disabled?: boolean;
}

/**
 * Superset's colour picker control: a swatch that opens a picker with an opacity slider and the
 * seven presets, reading and writing the form-data shape `{r, g, b, a}`.
 */
export function ColorPickerControl({
  value,
  onChange,
  label,
  description,
  disabled,
}: ColorPickerControlProps): ReactNode {
  const t = useT();
  const current = readRgba(value);
  const css = toRgbaString(current);
  // The picker reports rgba() strings from its sliders and the preset's hex when a swatch is clicked.
  const change = (next: string) => {
    const parsed = parseColorString(next);
    if (parsed && !sameRgba(parsed, current)) onChange(parsed);
  };
  return (
    <Stack gap={4}>
      {label && (
        <Text size="sm" fw={500}>
          {label}
        </Text>
      )}
      {description && (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      )}
      <Popover position="bottom-start" shadow="md" trapFocus disabled={disabled}>
        <Popover.Target>
          <UnstyledButton aria-label={t('Pick a color')} disabled={disabled} data-testid="color-picker-trigger">
            <Group gap="xs" wrap="nowrap">
              <ColorSwatch color={css} size={24} radius="sm" />
              <Text size="sm" ff="monospace">
                {css}
              </Text>
            </Group>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown>
          <ColorPicker
            format="rgba"
            value={css}
            onChange={change}
            swatches={[...PRESET_COLORS]}
            swatchesPerRow={PRESET_COLORS.length}
            saturationLabel={t('Saturation')}
            hueLabel={t('Hue')}
            alphaLabel={t('Opacity')}
          />
        </Popover.Dropdown>
      </Popover>
    </Stack>
  );
}
