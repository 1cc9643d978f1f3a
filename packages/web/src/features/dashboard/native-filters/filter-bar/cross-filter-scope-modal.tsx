import { Button, Checkbox, Group, Modal, Radio, ScrollArea, Select, Stack } from '@mantine/core';
import {
  chartIdsInFilterScope,
  DASHBOARD_ROOT_ID,
  GLOBAL_SCOPE_POINTER,
  type ChartConfigurationEntry,
  type NativeFilterScope,
} from '@tessera/core';
import { useState } from 'react';
import { useT } from '../../../../i18n';
import { useDashboardSelector } from '../../state/store';
import { useSaveMetadata } from './use-save-metadata';

const GLOBAL = 'global';

/** The charts' scope being edited: the global one, and per chart 'global' or its own excluded list. */
interface Draft {
  globalExcluded: number[];
  charts: Record<string, number[] | typeof GLOBAL_SCOPE_POINTER>;
}

const rootScope = (excluded: number[]): NativeFilterScope => ({ rootPath: [DASHBOARD_ROOT_ID], excluded });

/**
 * 'Cross-filtering scoping' (Superset's ScopingModal for cross-filters): which charts the
 * cross-filters of all charts reach (global_chart_configuration) and, per chart, the global
 * scope or its own (chart_configuration[id].crossFilters.scope); chartsInScope saved with each.
 */
export function CrossFilterScopeModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const save = useSaveMetadata();
  const charts = useDashboardSelector((s) => s.dashboard.charts);
  const layout = useDashboardSelector((s) => s.dashboard.layout);
  const metadata = useDashboardSelector((s) => s.dashboard.metadata);
  const ids = Object.keys(charts).map(Number);
  const [selected, setSelected] = useState<string>(GLOBAL);
  const [draft, setDraft] = useState<Draft>(() => ({
    globalExcluded: [...(metadata.global_chart_configuration?.scope.excluded ?? [])],
    charts: Object.fromEntries(
      Object.entries(metadata.chart_configuration ?? {}).map(([id, entry]) => [
        id,
        entry.crossFilters.scope === GLOBAL_SCOPE_POINTER
          ? GLOBAL_SCOPE_POINTER
          : [...entry.crossFilters.scope.excluded],
      ]),
    ),
  }));
  const own = selected === GLOBAL ? undefined : draft.charts[selected];
  const excluded =
    selected === GLOBAL ? draft.globalExcluded : own === undefined || own === GLOBAL_SCOPE_POINTER ? null : own;
  const setExcluded = (next: number[]) =>
    setDraft((d) =>
      selected === GLOBAL ? { ...d, globalExcluded: next } : { ...d, charts: { ...d.charts, [selected]: next } },
    );

  const submit = async () => {
    const chartConfiguration: Record<string, ChartConfigurationEntry> = Object.fromEntries(
      ids.map((id) => {
        const scope = draft.charts[String(id)] ?? GLOBAL_SCOPE_POINTER;
        const entryScope = scope === GLOBAL_SCOPE_POINTER ? scope : rootScope([...new Set([...scope, id])]);
        const inScope =
          entryScope === GLOBAL_SCOPE_POINTER
            ? chartIdsInFilterScope(rootScope(draft.globalExcluded), ids, layout).filter((c) => c !== id)
            : chartIdsInFilterScope(entryScope, ids, layout);
        return [String(id), { id, crossFilters: { scope: entryScope, chartsInScope: inScope } }];
      }),
    );
    await save({
      chart_configuration: chartConfiguration,
      global_chart_configuration: {
        scope: rootScope(draft.globalExcluded),
        chartsInScope: chartIdsInFilterScope(rootScope(draft.globalExcluded), ids, layout),
      },
    });
    onClose();
  };

  return (
    <Modal opened onClose={onClose} title={t('Cross-filtering scoping')} size="lg">
      <Stack>
        <Select
          label={t('Chart')}
          data={[
            { value: GLOBAL, label: t('All charts (global scoping)') },
            ...ids.map((id) => ({ value: String(id), label: charts[id]?.slice_name ?? String(id) })),
          ]}
          value={selected}
          onChange={(v) => setSelected(v ?? GLOBAL)}
          allowDeselect={false}
        />
        {selected !== GLOBAL && (
          <Radio.Group
            value={own === undefined || own === GLOBAL_SCOPE_POINTER ? 'global' : 'custom'}
            onChange={(v) =>
              setDraft((d) => ({
                ...d,
                charts: { ...d.charts, [selected]: v === 'global' ? GLOBAL_SCOPE_POINTER : [...d.globalExcluded] },
              }))
            }
          >
            <Group>
              <Radio value="global" label={t('Global scoping')} />
              <Radio value="custom" label={t('Custom scoping')} />
            </Group>
          </Radio.Group>
        )}
        {excluded !== null && (
          <ScrollArea.Autosize mah={320}>
            <Stack gap={4}>
              {ids
                .filter((id) => String(id) !== selected)
                .map((id) => (
                  <Checkbox
                    key={id}
                    label={charts[id]?.slice_name ?? String(id)}
                    checked={!excluded.includes(id)}
                    onChange={(e) =>
                      setExcluded(e.currentTarget.checked ? excluded.filter((x) => x !== id) : [...excluded, id])
                    }
                  />
                ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={() => void submit()} data-testid="cross-filter-scope-save">
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
