import { NativeFilterConfigSchema, toFilterState, type FilterDataMask } from '@tessera/core';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import { useDashboardServices } from '../../components/dashboard-context';
import { useDashboardSelector } from '../../state/store';
import { FilterControl } from '../plugins/filter-control';
import type { FilterDataLoader } from '../plugins/types';
import { configFromDraft, type FilterDraft } from './filter-draft';

const NO_PARENTS = {};

/**
 * The default value field: the filter's own plugin on the draft as it is now, loading live
 * options through the page's transport (Superset's DefaultValue with its preview). The pick is
 * stored as the draft's defaultDataMask, the mask core built for it.
 */
export function DefaultValuePreview({
  draft,
  onChange,
}: {
  draft: FilterDraft;
  onChange: (mask: FilterDataMask) => void;
}): ReactNode {
  const inputId = `default-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { transport } = useDashboardServices();
  const dataset = useDashboardSelector((s) =>
    draft.datasetId === null ? undefined : s.dashboard.datasets[`${draft.datasetId}__table`],
  );
  const filter = useMemo(
    () => NativeFilterConfigSchema.parse(configFromDraft(draft, { chartsInScope: [], tabsInScope: [] })),
    [draft],
  );
  const loadData = useCallback<FilterDataLoader>((qc, signal) => transport.fetch({ qc, signal }), [transport]);
  return (
    <div data-testid="filter-default-value">
      <FilterControl
        // A new target or type starts a new control, so no option list of the old one lingers.
        key={`${draft.filterType}:${draft.datasetId ?? ''}:${draft.column ?? ''}`}
        filter={filter}
        filterState={toFilterState(draft.defaultDataMask.filterState)}
        dataset={dataset}
        parentMasks={NO_PARENTS}
        loadData={loadData}
        onChange={onChange}
        inputId={inputId}
      />
    </div>
  );
}
