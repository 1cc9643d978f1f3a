import {
  Checkbox,
  Divider,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  DefaultDataMaskSchema,
  NATIVE_FILTER_PLUGIN_TYPES,
  type DashboardLayout,
  type FilterDataMask,
  type FormData,
} from '@tessera/core';
import { useState, type ReactNode } from 'react';
import { AdhocFilterControl } from '../../../../controls/adhoc-filter';
import { TimeRangePicker } from '../../../../controls/time-range';
import { useT } from '../../../../i18n';
import {
  COLUMN_FILTER_TYPES,
  DATASET_FILTER_TYPES,
  type ConfigDraft,
  type FilterControlValues,
  type FilterDraft,
  type NativeFilterType,
} from './filter-draft';
import { cascadeParentCandidates, type DraftErrors } from './filter-validation';
import { ScopeTreeField } from './scope-tree-field';
import { targetColumns, useFilterDatasets, useFilterDatasource } from './use-filter-datasets';

/** The type picker's labels (Superset's filter plugin names). */
const TYPE_LABELS: Record<NativeFilterType, string> = {
  filter_select: 'Value',
  filter_range: 'Numerical range',
  filter_time: 'Time range',
  filter_timegrain: 'Time grain',
  filter_timecolumn: 'Time column',
};

export interface FilterFormProps {
  draft: FilterDraft;
  drafts: readonly ConfigDraft[];
  errors: DraftErrors;
  layout: DashboardLayout;
  chartIds: readonly number[];
  chartName: (id: number) => string;
  onChange: (draft: FilterDraft) => void;
  /** The default value editor with its live preview (the filter plugin itself); its pick becomes defaultDataMask. */
  renderDefaultValue: (draft: FilterDraft, onChange: (mask: FilterDataMask) => void) => ReactNode;
}

const PRE_FILTER_CONFIG = { name: 'adhoc_filters', type: 'AdhocFilterControl', label: '' };

/** The settings of one native filter (Superset's FiltersConfigForm), every field a controlled input. */
export function FilterForm(props: FilterFormProps): ReactNode {
  const { draft, drafts, errors, layout, chartIds, chartName, onChange, renderDefaultValue } = props;
  const t = useT();
  const datasets = useFilterDatasets();
  const datasource = useFilterDatasource(draft.datasetId);
  const [preFilter, setPreFilter] = useState(draft.adhocFilters.length > 0 || draft.timeRange !== null);
  const set = (patch: Partial<FilterDraft>) => onChange({ ...draft, ...patch });
  const setControl = (key: keyof FilterControlValues, value: boolean) =>
    set({ controlValues: { ...draft.controlValues, [key]: value } });
  const isSelect = draft.filterType === 'filter_select';
  const usesColumn = COLUMN_FILTER_TYPES.includes(draft.filterType);
  const parents = cascadeParentCandidates(draft, drafts);
  const metrics = (datasource.data?.metrics ?? []).map((m) => m.metric_name);
  const temporal = (datasource.data?.columns ?? []).filter((c) => c.is_dttm).map((c) => c.column_name);
  const formData: FormData = { datasource: `${draft.datasetId ?? 0}__table`, viz_type: draft.filterType };

  return (
    <Stack gap="sm" data-testid={`filter-form-${draft.id}`}>
      <Select
        label={t('Filter Type')}
        data={NATIVE_FILTER_PLUGIN_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
        value={draft.filterType}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        onChange={(v) => v !== null && set({ filterType: v as NativeFilterType, column: null, defaultDataMask: {} })}
        data-testid="filter-type-select"
      />
      <TextInput
        label={t('Filter name')}
        withAsterisk
        value={draft.name}
        error={errors.name !== undefined && t(errors.name)}
        onChange={(e) => set({ name: e.currentTarget.value })}
        data-testid="filter-name-input"
      />
      {DATASET_FILTER_TYPES.includes(draft.filterType) && (
        <Select
          label={t('Dataset')}
          withAsterisk
          searchable
          data={(datasets.data ?? []).map((d) => ({ value: String(d.id), label: d.table_name }))}
          value={draft.datasetId === null ? null : String(draft.datasetId)}
          error={errors.dataset !== undefined && t(errors.dataset)}
          comboboxProps={{ withinPortal: false }}
          onChange={(v) =>
            set({ datasetId: v === null ? null : Number(v), column: null, sortMetric: null, defaultDataMask: {} })
          }
          data-testid="filter-dataset-select"
        />
      )}
      {usesColumn && (
        <Select
          label={t('Column')}
          withAsterisk
          searchable
          data={targetColumns(datasource.data, draft.filterType)}
          value={draft.column}
          error={errors.column !== undefined && t(errors.column)}
          disabled={draft.datasetId === null}
          comboboxProps={{ withinPortal: false }}
          onChange={(v) => set({ column: v, defaultDataMask: {} })}
          data-testid="filter-column-select"
        />
      )}
      <Textarea
        label={t('Description')}
        value={draft.description}
        rows={2}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />
      {isSelect && (
        <MultiSelect
          label={t('Values are dependent on other filters')}
          data={parents.map((p) => ({ value: p.id, label: p.name.trim() === '' ? t('[untitled]') : p.name }))}
          value={draft.cascadeParentIds.filter((id) => parents.some((p) => p.id === id))}
          error={errors.cascadeParentIds !== undefined && t(errors.cascadeParentIds)}
          comboboxProps={{ withinPortal: false }}
          onChange={(ids) => set({ cascadeParentIds: ids })}
          data-testid="filter-parents-select"
        />
      )}
      {usesColumn && draft.datasetId !== null && (
        <>
          <Checkbox
            label={t('Pre-filter available values')}
            checked={preFilter}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              setPreFilter(on);
              if (!on) set({ adhocFilters: [], timeRange: null, granularitySqla: null });
            }}
          />
          {preFilter && (
            <Stack gap="xs" pl="md">
              <AdhocFilterControl
                config={PRE_FILTER_CONFIG}
                value={draft.adhocFilters}
                onChange={(value) =>
                  set({ adhocFilters: Array.isArray(value) ? (value as FilterDraft['adhocFilters']) : [] })
                }
                formData={formData}
                datasource={datasource.data ?? null}
                validationErrors={[]}
              />
              {temporal.length > 0 && (
                <TimeRangePicker
                  label={t('Time range')}
                  value={draft.timeRange ?? 'No filter'}
                  withinPortal={false}
                  onChange={(value) =>
                    set({
                      timeRange: value === 'No filter' ? null : value,
                      granularitySqla: draft.granularitySqla ?? temporal[0] ?? null,
                    })
                  }
                />
              )}
            </Stack>
          )}
        </>
      )}
      {isSelect && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('Sort filter values')}
          </Text>
          <SegmentedControl
            size="xs"
            data={[
              { value: 'asc', label: t('Sort ascending') },
              { value: 'desc', label: t('Sort descending') },
            ]}
            value={draft.controlValues.sortAscending ? 'asc' : 'desc'}
            onChange={(v) => setControl('sortAscending', v === 'asc')}
          />
          <Select
            label={t('Sort Metric')}
            clearable
            data={metrics}
            value={draft.sortMetric}
            comboboxProps={{ withinPortal: false }}
            onChange={(v) => set({ sortMetric: v })}
          />
        </Stack>
      )}
      <Divider label={t('Filter Settings')} labelPosition="left" />
      <Checkbox
        label={t('Filter value is required')}
        checked={draft.controlValues.enableEmptyFilter}
        onChange={(e) => setControl('enableEmptyFilter', e.currentTarget.checked)}
        data-testid="filter-required"
      />
      {isSelect && (
        <>
          <Checkbox
            label={t('Select first filter value by default')}
            checked={draft.controlValues.defaultToFirstItem}
            onChange={(e) =>
              set({
                controlValues: { ...draft.controlValues, defaultToFirstItem: e.currentTarget.checked },
                defaultDataMask: {},
              })
            }
          />
          <Checkbox
            label={t('Can select multiple values')}
            checked={draft.controlValues.multiSelect}
            onChange={(e) => setControl('multiSelect', e.currentTarget.checked)}
          />
          <Checkbox
            label={t('Inverse selection')}
            checked={draft.controlValues.inverseSelection}
            onChange={(e) => setControl('inverseSelection', e.currentTarget.checked)}
          />
          <Checkbox
            label={t('Dynamically search all filter values')}
            checked={draft.controlValues.searchAllOptions}
            onChange={(e) => setControl('searchAllOptions', e.currentTarget.checked)}
          />
        </>
      )}
      {!draft.controlValues.defaultToFirstItem && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('Default Value')}
          </Text>
          {renderDefaultValue(draft, (mask) =>
            set({ defaultDataMask: DefaultDataMaskSchema.parse({ ...mask, ownState: {} }) }),
          )}
        </Stack>
      )}
      <Divider label={t('Scoping')} labelPosition="left" />
      <ScopeTreeField
        scope={draft.scope}
        layout={layout}
        chartIds={chartIds}
        chartName={chartName}
        onChange={(scope) => set({ scope })}
      />
    </Stack>
  );
}
