import { Anchor, Box, Breadcrumbs, Modal, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import {
  drillByField,
  drillByFormData,
  withControlDefaults,
  type ChartDatasourceMeta,
  type CrossFilterClause,
  type FormData,
} from '@tessera/core';
import { useMemo, useState } from 'react';
import { ChartHost } from '../../../charts/chart-host';
import type { ChartContextMenuEvent } from '../../../charts/types';
import { useChartPlugin } from '../../../charts/use-chart-plugin';
import { useT } from '../../../i18n';
import { ChartContextMenu } from './chart-context-menu';
import { contextMenuItems } from './context-menu-items';

/** One level of a drill by: the clicked mark's filters and the column the chart is then grouped by. */
export interface DrillByStep {
  filters: CrossFilterClause[];
  column: string;
}

export interface DrillByModalProps {
  title: string;
  formData: FormData;
  datasource: ChartDatasourceMeta | undefined;
  /** Groupable dataset columns, as the drill-by menu lists them. */
  columns: readonly { name: string; label: string }[];
  first: DrillByStep;
  formatValue: (column: string, value: CrossFilterClause['val'][number]) => string;
  onClose: () => void;
}

const dimensionOf = (formData: FormData, filters: readonly CrossFilterClause[]): string => {
  const field = drillByField(formData, filters);
  const value = field === null ? undefined : formData[field];
  return String((Array.isArray(value) ? value[0] : value) ?? '');
};

/**
 * Superset's DrillByModal: the chart re-queried grouped by another column and narrowed by the
 * clicked mark; right-clicking drills further, the breadcrumbs go back a level.
 */
export function DrillByModal({ title, formData, datasource, columns, first, formatValue, onClose }: DrillByModalProps) {
  const t = useT();
  const plugin = useChartPlugin(formData.viz_type);
  const [steps, setSteps] = useState<DrillByStep[]>([first]);
  const [menu, setMenu] = useState<ChartContextMenuEvent | null>(null);
  const { ref, width } = useElementSize();
  const label = (name: string) => columns.find((c) => c.name === name)?.label ?? datasource?.verboseMap[name] ?? name;
  // Each level's form data, the first being the chart's own.
  const levels = useMemo(
    () =>
      steps.reduce<FormData[]>(
        (all, s) => [...all, drillByFormData(all.at(-1) ?? formData, s.filters, s.column)],
        [formData],
      ),
    [formData, steps],
  );
  const current = levels.at(-1) ?? formData;
  const full = useMemo(
    () => (plugin.status === 'ready' ? withControlDefaults(plugin.plugin.controlPanel, current) : null),
    [plugin, current],
  );
  const used = new Set([dimensionOf(formData, first.filters), ...steps.map((s) => s.column)]);
  const items =
    menu === null
      ? []
      : contextMenuItems({
          filters: menu.filters,
          canDrill: true,
          drillByColumns: columns.filter((c) => !used.has(c.name)),
          crossFilter: null,
          formatValue,
        }).filter((i) => i.kind === 'drill-by');
  const crumbs = steps.map((s, i) => {
    const values = s.filters.map((f) => f.val.map((v) => formatValue(f.col, v)).join(', ')).join(', ');
    const text = `${label(dimensionOf(levels[i] ?? formData, s.filters))} (${values})`;
    return (
      <Anchor key={i} size="sm" onClick={() => (i === 0 ? onClose() : setSteps(steps.slice(0, i)))}>
        {text}
      </Anchor>
    );
  });
  const last = steps.at(-1);
  return (
    <Modal opened onClose={onClose} size="90%" title={t('Drill by: %s', title)}>
      <Breadcrumbs mb="sm" data-testid="drill-by-breadcrumbs">
        {crumbs}
        <Text size="sm">{last === undefined ? '' : label(last.column)}</Text>
      </Breadcrumbs>
      <Box ref={ref} h={420} data-testid="drill-by-chart">
        {full !== null && width > 0 && (
          <ChartHost
            formData={full}
            width={Math.floor(width)}
            height={420}
            onContextMenu={setMenu}
            {...(datasource !== undefined && { datasource })}
          />
        )}
      </Box>
      {menu !== null && items.length > 0 && (
        <ChartContextMenu
          x={menu.clientX}
          y={menu.clientY}
          items={items}
          onDrillBy={(column) => {
            setSteps([...steps, { filters: menu.filters, column }]);
            setMenu(null);
          }}
          onClose={() => setMenu(null)}
        />
      )}
    </Modal>
  );
}
