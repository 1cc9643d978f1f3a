import { Checkbox, ColorPicker, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { ANNOTATION_OPACITIES, ANNOTATION_STYLES, type AnnotationOpacity, type AnnotationStyle } from '@tessera/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { PRESET_COLORS } from '../color-picker/color-picker-control';
import type { LayerDraft } from './annotation-layer-state';

const INLINE = { withinPortal: false } as const;

const STYLE_LABELS: Record<AnnotationStyle, string> = {
  solid: 'Solid',
  dashed: 'Dashed',
  dotted: 'Dotted',
  longDashed: 'Long dashed',
};

const OPACITY_LABELS: Record<AnnotationOpacity, string> = {
  '': 'Opaque',
  opacityLow: 'Low (0.2)',
  opacityMedium: 'Medium (0.5)',
  opacityHigh: 'High (0.8)',
};

const isStyle = (value: string | null): value is AnnotationStyle =>
  value !== null && (ANNOTATION_STYLES as readonly string[]).includes(value);

const isOpacity = (value: string | null): value is AnnotationOpacity =>
  value !== null && (ANNOTATION_OPACITIES as readonly string[]).includes(value);

/** Where the layer's colour comes from until one is picked: the chart's colour scheme. */
const FIRST_CUSTOM_COLOR = PRESET_COLORS[0] ?? '#1FA8C9';

export interface AnnotationLayerDisplayProps {
  draft: LayerDraft;
  onChange: (draft: LayerDraft) => void;
}

/** Superset's 'Display configuration': visibility, label, colour, line style, opacity, width, markers. */
export function AnnotationLayerDisplay({ draft, onChange }: AnnotationLayerDisplayProps): ReactNode {
  const t = useT();
  const set = (patch: Partial<LayerDraft>) => onChange({ ...draft, ...patch });
  const drawsLine = draft.annotationType === 'FORMULA' || draft.annotationType === 'TIME_SERIES';
  const marksPoints = draft.annotationType === 'EVENT' || draft.annotationType === 'INTERVAL';
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('Display configuration')}
      </Text>
      <Group gap="md">
        <Checkbox label={t('Show')} checked={draft.show} onChange={(e) => set({ show: e.currentTarget.checked })} />
        {marksPoints && (
          <Checkbox
            label={t('Show label')}
            checked={draft.showLabel}
            onChange={(e) => set({ showLabel: e.currentTarget.checked })}
          />
        )}
        {drawsLine && (
          <Checkbox
            label={t('Show markers')}
            checked={draft.showMarkers}
            onChange={(e) => set({ showMarkers: e.currentTarget.checked })}
          />
        )}
        {drawsLine && (
          <Checkbox
            label={t('Hide line')}
            checked={draft.hideLine}
            onChange={(e) => set({ hideLine: e.currentTarget.checked })}
          />
        )}
      </Group>
      <Group grow align="flex-start">
        <Select
          label={t('Style')}
          data={ANNOTATION_STYLES.map((s) => ({ value: s, label: t(STYLE_LABELS[s]) }))}
          value={draft.style}
          allowDeselect={false}
          comboboxProps={INLINE}
          onChange={(v) => {
            if (isStyle(v)) set({ style: v });
          }}
        />
        <Select
          label={t('Opacity')}
          data={ANNOTATION_OPACITIES.map((o) => ({ value: o, label: t(OPACITY_LABELS[o]) }))}
          value={draft.opacity}
          allowDeselect={false}
          comboboxProps={INLINE}
          onChange={(v) => {
            if (isOpacity(v)) set({ opacity: v });
          }}
        />
        <NumberInput
          label={t('Line width')}
          min={0}
          max={100}
          step={0.5}
          decimalScale={2}
          value={draft.width}
          onChange={(v) => set({ width: typeof v === 'number' ? v : Number(v) || 0 })}
        />
      </Group>
      <Checkbox
        label={t('Automatic color')}
        description={t("Take the layer's colour from the chart's colour scheme")}
        checked={draft.color === null}
        onChange={(e) => set({ color: e.currentTarget.checked ? null : FIRST_CUSTOM_COLOR })}
      />
      {draft.color !== null && (
        <ColorPicker
          aria-label={t('Color')}
          format="hex"
          value={draft.color}
          onChange={(color) => set({ color })}
          swatches={[...PRESET_COLORS]}
          swatchesPerRow={PRESET_COLORS.length}
          saturationLabel={t('Saturation')}
          hueLabel={t('Hue')}
        />
      )}
    </Stack>
  );
}
