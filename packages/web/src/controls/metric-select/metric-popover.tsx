import { Button, Group, Stack, Tabs, Textarea, Tooltip } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { allowsAdhocMetrics, certificationOf, metricDisplayName, type DatasetColumn } from '../dataset-items';
import { EditableTitle } from '../pills/editable-title';
import { SearchableList } from '../pills/searchable-list';
import type { ExploreDatasource } from '../types';
import {
  canSaveMetric,
  metricDraft,
  metricDraftTitle,
  metricFromDraft,
  renameMetricDraft,
  switchMetricTab,
  type MetricDraft,
  type MetricTab,
  type MetricValue,
} from './metric-state';
import { SimpleMetricFields } from './simple-metric-fields';

export interface MetricPopoverProps {
  /** The metric being edited, or null for a new one. */
  value: MetricValue | null;
  /** A column dropped from the dataset panel: a new Simple metric on it. */
  dropped?: DatasetColumn;
  datasource: ExploreDatasource | null;
  onSave: (metric: MetricValue) => void;
  onClose: () => void;
}

/** An adhoc tab, disabled with an explanation when the dataset allows only saved metrics. */
function AdhocTab({ value, label, blocked }: { value: MetricTab; label: string; blocked: string | null }): ReactNode {
  return (
    <Tooltip label={blocked} disabled={blocked === null} withArrow>
      <span>
        <Tabs.Tab value={value} disabled={blocked !== null}>
          {label}
        </Tabs.Tab>
      </span>
    </Tooltip>
  );
}

/** Spec 02 §2/§4: the metric editor, with tabs Saved, Simple and Custom SQL and an editable label. */
export function MetricPopover({ value, dropped, datasource, onSave, onClose }: MetricPopoverProps): ReactNode {
  const t = useT();
  const [draft, setDraft] = useState<MetricDraft>(() => metricDraft(value, datasource, dropped));
  const update = (patch: Partial<MetricDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const adhoc = allowsAdhocMetrics(datasource);
  const save = () => {
    const next = metricFromDraft(draft);
    if (next !== null) onSave(next);
  };
  return (
    <Stack gap="sm" w={320} data-testid="metric-popover">
      <EditableTitle
        label={metricDraftTitle(draft, datasource)}
        custom={draft.hasCustomLabel && draft.tab !== 'saved'}
        placeholder={t('My metric')}
        disabled={draft.tab === 'saved'}
        onChange={(label) => setDraft((d) => renameMetricDraft(d, label))}
      />
      <Tabs
        value={draft.tab}
        onChange={(tab) => tab && setDraft((d) => switchMetricTab(d, tab as MetricTab, datasource?.columns ?? []))}
      >
        <Tabs.List>
          <Tabs.Tab value="saved">{t('Saved')}</Tabs.Tab>
          <AdhocTab
            value="SIMPLE"
            label={t('Simple')}
            blocked={adhoc ? null : t('Simple ad-hoc metrics are not enabled for this dataset')}
          />
          <AdhocTab
            value="SQL"
            label={t('Custom SQL')}
            blocked={adhoc ? null : t('Custom SQL ad-hoc metrics are not enabled for this dataset')}
          />
        </Tabs.List>
        <Tabs.Panel value="saved" pt="xs">
          <SearchableList
            ariaLabel={t('Saved metrics')}
            entries={(datasource?.metrics ?? []).map((m) => ({
              value: m.metric_name,
              label: metricDisplayName(m),
              name: m.metric_name,
              glyph: 'ƒ',
              certification: certificationOf(m),
            }))}
            selected={draft.saved}
            onSelect={(saved) => update({ saved })}
            emptyText={t('No saved metrics found')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="SIMPLE" pt="xs">
          <SimpleMetricFields
            datasource={datasource}
            column={draft.column}
            aggregate={draft.aggregate}
            disabled={!adhoc}
            onColumn={(column) => update({ column })}
            onAggregate={(aggregate) => update({ aggregate })}
          />
        </Tabs.Panel>
        <Tabs.Panel value="SQL" pt="xs">
          <Textarea
            aria-label={t('Custom SQL')}
            placeholder={t('Enter a SQL expression')}
            rows={4}
            resize="vertical"
            ff="monospace"
            disabled={!adhoc}
            value={draft.sql}
            onChange={(event) => update({ sql: event.currentTarget.value })}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" size="xs" onClick={onClose}>
          {t('Close')}
        </Button>
        <Button size="xs" disabled={!canSaveMetric(draft, value, datasource)} onClick={save}>
          {t('Save')}
        </Button>
      </Group>
    </Stack>
  );
}
