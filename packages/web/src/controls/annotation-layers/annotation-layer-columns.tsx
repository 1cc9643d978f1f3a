import { MultiSelect, Radio, Select, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import type { LayerDraft, TimeRangeSource } from './annotation-layer-state';

const INLINE = { withinPortal: false } as const;

export interface AnnotationLayerColumnsProps {
  draft: LayerDraft;
  onChange: (draft: LayerDraft) => void;
  /** The chosen chart's columns and metrics. */
  columns: readonly string[];
}

/** Keeps a saved column listed even when the chart no longer has it, so the choice stays visible. */
const withCurrent = (columns: readonly string[], ...current: string[]): string[] => [
  ...new Set([...columns, ...current.filter((c) => c !== '')]),
];

/** Superset's column mapping of a table-sourced event or interval layer: which columns hold time, end, title and text. */
export function AnnotationLayerColumns({ draft, onChange, columns }: AnnotationLayerColumnsProps): ReactNode {
  const t = useT();
  const set = (patch: Partial<LayerDraft>) => onChange({ ...draft, ...patch });
  const data = withCurrent(columns, draft.timeColumn, draft.intervalEndColumn, draft.titleColumn);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('Annotation slice configuration')}
      </Text>
      <Select
        label={t('Time column')}
        data={data}
        value={draft.timeColumn || null}
        onChange={(v) => set({ timeColumn: v ?? '' })}
        required
        searchable
        comboboxProps={INLINE}
      />
      {draft.annotationType === 'INTERVAL' && (
        <Select
          label={t('Interval end column')}
          data={data}
          value={draft.intervalEndColumn || null}
          onChange={(v) => set({ intervalEndColumn: v ?? '' })}
          required
          searchable
          comboboxProps={INLINE}
        />
      )}
      <Select
        label={t('Title column')}
        data={data}
        value={draft.titleColumn || null}
        onChange={(v) => set({ titleColumn: v ?? '' })}
        clearable
        searchable
        comboboxProps={INLINE}
      />
      <MultiSelect
        label={t('Description columns')}
        data={withCurrent(columns, ...draft.descriptionColumns)}
        value={draft.descriptionColumns}
        onChange={(v) => set({ descriptionColumns: v })}
        clearable
        searchable
        comboboxProps={INLINE}
      />
    </Stack>
  );
}

export interface TimeRangeOverrideProps {
  value: TimeRangeSource;
  onChange: (value: TimeRangeSource) => void;
}

/** Superset's override: the source chart runs with the annotated chart's time range, or keeps its own. */
export function TimeRangeOverride({ value, onChange }: TimeRangeOverrideProps): ReactNode {
  const t = useT();
  return (
    <Radio.Group
      label={t('Time range')}
      description={t('Which time range the source chart is queried with')}
      value={value}
      onChange={(v) => onChange(v === 'source' ? 'source' : 'annotated')}
    >
      <Stack gap={4} mt={4}>
        <Radio value="annotated" label={t("This chart's time range")} />
        <Radio value="source" label={t("The source chart's own time range")} />
      </Stack>
    </Radio.Group>
  );
}
