import { Button, Divider, Group, Select, Stack, TextInput } from '@mantine/core';
import type { AnnotationLayer, AnnotationSourceType, AnnotationType } from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { AnnotationLayerColumns, TimeRangeOverride } from './annotation-layer-columns';
import { AnnotationLayerDisplay } from './annotation-layer-display';
import { sourceColumns, useSourceChoices, type SourceOption } from './annotation-layer-sources';
import {
  SOURCE_TYPES,
  draftErrors,
  isChartSource,
  layerFromDraft,
  withAnnotationType,
  withSourceType,
  withSourceValue,
  type DraftField,
  type LayerDraft,
} from './annotation-layer-state';

const INLINE = { withinPortal: false } as const;

const TYPE_LABELS: Record<AnnotationType, string> = {
  FORMULA: 'Formula',
  EVENT: 'Event',
  INTERVAL: 'Interval',
  TIME_SERIES: 'Time series',
};

const SOURCE_LABELS: Record<AnnotationSourceType, string> = {
  NATIVE: 'Superset annotation',
  table: 'Table',
  line: 'Line chart',
  '': 'Formula',
};

/** Keeps the saved choice listed while the options load or when it is not among them. */
const withChosen = (options: SourceOption[], value: string, label: string): SourceOption[] =>
  value === '' || options.some((o) => o.value === value) ? options : [...options, { value, label }];

export interface AnnotationLayerEditorProps {
  initial: LayerDraft;
  /** The annotation types the chart supports. */
  types: readonly AnnotationType[];
  /** Names of the control's other layers (annotation data is keyed by name). */
  otherNames: readonly string[];
  onApply: (layer: AnnotationLayer) => void;
  onCancel: () => void;
}

/** Superset's annotation layer popover: layer, source, column mapping, overrides and display; Apply or Cancel. */
export function AnnotationLayerEditor(props: AnnotationLayerEditorProps): ReactNode {
  const { initial, types, otherNames, onApply, onCancel } = props;
  const t = useT();
  const [draft, setDraft] = useState<LayerDraft>(initial);
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const choices = useSourceChoices(draft.sourceType);
  const errors = draftErrors(draft, otherNames);
  const layer = Object.keys(errors).length === 0 ? layerFromDraft(draft) : null;
  const touch = (field: DraftField) => setTouched((prev) => new Set(prev).add(field));
  const shown = (field: DraftField): string | undefined => {
    const message = errors[field];
    return message !== undefined && touched.has(field) ? t(message) : undefined;
  };
  const chart = choices.charts.find((c) => c.value === draft.value);
  const isFormula = draft.annotationType === 'FORMULA';
  const sources = SOURCE_TYPES[draft.annotationType];

  return (
    <Stack gap="sm" w={460} data-testid="annotation-layer-editor">
      <Group grow align="flex-start">
        <TextInput
          label={t('Name')}
          required
          value={draft.name}
          error={shown('name')}
          onChange={(e) => {
            touch('name');
            setDraft({ ...draft, name: e.currentTarget.value });
          }}
        />
        <Select
          label={t('Annotation layer type')}
          data={types.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
          value={draft.annotationType}
          allowDeselect={false}
          comboboxProps={INLINE}
          onChange={(v) => {
            const next = types.find((type) => type === v);
            if (next) setDraft(withAnnotationType(draft, next));
          }}
        />
      </Group>
      {!isFormula && (
        <Select
          label={t('Annotation source type')}
          data={sources.map((s) => ({ value: s, label: t(SOURCE_LABELS[s]) }))}
          value={draft.sourceType}
          allowDeselect={false}
          comboboxProps={INLINE}
          onChange={(v) => {
            const next = sources.find((s) => s === v);
            if (next !== undefined) setDraft(withSourceType(draft, next));
          }}
        />
      )}
      {isFormula ? (
        <TextInput
          label={t('Formula')}
          description={t('Expression in x, such as y = 2 * x + 10')}
          placeholder="y = x"
          required
          value={draft.value}
          error={shown('value')}
          onChange={(e) => {
            touch('value');
            setDraft({ ...draft, value: e.currentTarget.value });
          }}
        />
      ) : (
        <Select
          label={draft.sourceType === 'NATIVE' ? t('Annotation layer') : t('Chart')}
          placeholder={choices.loading ? t('Loading...') : t('Select ...')}
          data={withChosen(choices.options, draft.value, `#${draft.value}`)}
          value={draft.value || null}
          error={choices.error ?? shown('value')}
          required
          searchable
          nothingFoundMessage={t('No results')}
          comboboxProps={INLINE}
          onChange={(v) => {
            touch('value');
            setDraft(withSourceValue(draft, v ?? ''));
          }}
        />
      )}
      {draft.sourceType === 'table' && draft.value !== '' && (
        <AnnotationLayerColumns draft={draft} onChange={setDraft} columns={chart ? sourceColumns(chart.params) : []} />
      )}
      {isChartSource(draft.sourceType) && (
        <TimeRangeOverride value={draft.timeRange} onChange={(timeRange) => setDraft({ ...draft, timeRange })} />
      )}
      <Divider />
      <AnnotationLayerDisplay draft={draft} onChange={setDraft} />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button disabled={layer === null} onClick={() => layer && onApply(layer)}>
          {t('Apply')}
        </Button>
      </Group>
    </Stack>
  );
}
