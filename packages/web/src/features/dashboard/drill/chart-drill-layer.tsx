import {
  crossFilterMask,
  drillByColumns,
  filterOperatorOf,
  getTimeFormatter,
  rowsDateFormat,
  withControlDefaults,
  type CrossFilterClause,
  type CrossFilterValue,
  type DashboardDataset,
  type DataMask,
  type DrillSourceQuery,
  type FormData,
} from '@tessera/core';
import { useMemo, useState } from 'react';
import { chartDatasourceMeta } from '../../../charts/datasource-meta';
import type { ChartContextMenuEvent } from '../../../charts/types';
import { useChartPlugin } from '../../../charts/use-chart-plugin';
import { ChartContextMenu } from './chart-context-menu';
import { contextMenuItems, selectionOf } from './context-menu-items';
import { DrillByModal, type DrillByStep } from './drill-by-modal';
import { DrillDetailModal } from './drill-detail-modal';

/** What opened the layer: a right-click on the chart, or the header menu's 'Drill to detail'. */
export type DrillRequest =
  { kind: 'menu'; event: ChartContextMenuEvent } | { kind: 'detail'; filters: CrossFilterClause[] };

type DrillView = DrillRequest | { kind: 'by'; step: DrillByStep };

export interface ChartDrillLayerProps {
  name: string;
  formData: FormData;
  dataset: DashboardDataset | undefined;
  request: DrillRequest;
  /** Drill to detail and drill by need explore access. */
  canDrill: boolean;
  /** The dashboard's cross-filter wiring for this chart; absent where the chart does not cross-filter. */
  crossFilter: { onCrossFilter: (mask: DataMask | null) => void; selectedValues: readonly unknown[] } | null;
  onClose: () => void;
}

/** A chart's right-click menu and the drill modals it opens (loaded on the first right-click). */
export function ChartDrillLayer(props: ChartDrillLayerProps) {
  const { name, formData, dataset, request, canDrill, crossFilter, onClose } = props;
  const [view, setView] = useState<DrillView>(request);
  const plugin = useChartPlugin(formData.viz_type);
  const meta = chartDatasourceMeta(dataset);
  const verboseMap = useMemo(() => meta?.verboseMap ?? {}, [meta]);
  const formatValue = useMemo(() => {
    const temporal = new Set((dataset?.columns ?? []).filter((c) => c.is_dttm).map((c) => c.column_name));
    const date = getTimeFormatter(rowsDateFormat(formData));
    return (column: string, value: CrossFilterValue) =>
      temporal.has(column) && typeof value === 'number' ? date(value) : String(value);
  }, [dataset, formData]);
  const columns = useMemo(
    () =>
      drillByColumns(dataset?.columns ?? [], formData).map((c) => ({
        name: c.column_name,
        label: c.verbose_name || c.column_name,
      })),
    [dataset, formData],
  );
  // The chart's own query: its filters, where clause and time range narrow the detail rows too.
  const query = useMemo((): DrillSourceQuery | undefined => {
    if (plugin.status !== 'ready') return undefined;
    const q = plugin.plugin.buildQuery(withControlDefaults(plugin.plugin.controlPanel, formData)).queries[0];
    if (q === undefined) return undefined;
    // A built query holds filters as written; the samples body takes them as the server reads them.
    const filters = (q.filters ?? []).flatMap((f) => {
      const op = filterOperatorOf(f.op);
      return op === null ? [] : [{ ...f, op }];
    });
    return { ...q, filters };
  }, [plugin, formData]);

  if (view.kind === 'menu') {
    const { event } = view;
    const selected = selectionOf(event.filters);
    const items = contextMenuItems({
      filters: event.filters,
      canDrill: canDrill && dataset !== undefined,
      drillByColumns: columns,
      crossFilter: crossFilter === null ? null : { selected: crossFilter.selectedValues.includes(selected) },
      formatValue,
    });
    return (
      <ChartContextMenu
        x={event.clientX}
        y={event.clientY}
        items={items}
        onDrillToDetail={(filters) => setView({ kind: 'detail', filters })}
        onDrillBy={(column) => setView({ kind: 'by', step: { filters: event.filters, column } })}
        onCrossFilter={(remove) => {
          crossFilter?.onCrossFilter(
            remove
              ? null
              : crossFilterMask({
                  columns: event.filters.map((f) => f.col),
                  values: event.filters.map((f) => f.val[0]),
                  selected,
                }),
          );
          onClose();
        }}
        onClose={onClose}
      />
    );
  }
  if (dataset === undefined || plugin.status === 'loading') return null;
  if (view.kind === 'detail') {
    return (
      <DrillDetailModal
        title={name}
        datasetId={dataset.id}
        formData={formData}
        query={query}
        filters={view.filters}
        verboseMap={verboseMap}
        formatValue={formatValue}
        onClose={onClose}
      />
    );
  }
  return (
    <DrillByModal
      title={name}
      formData={formData}
      datasource={meta}
      columns={columns}
      first={view.step}
      formatValue={formatValue}
      onClose={onClose}
    />
  );
}
