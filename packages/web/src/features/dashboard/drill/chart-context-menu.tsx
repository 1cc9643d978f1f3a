import { Menu } from '@mantine/core';
import type { CrossFilterClause } from '@tessera/core';
import { useT } from '../../../i18n';
import type { ContextMenuItem } from './context-menu-items';

export interface ChartContextMenuProps {
  x: number;
  y: number;
  items: readonly ContextMenuItem[];
  onDrillToDetail?: (filters: CrossFilterClause[]) => void;
  onDrillBy: (column: string) => void;
  onCrossFilter?: (remove: boolean) => void;
  onClose: () => void;
}

/** ECharts draws its tooltip at z-index 9999999. */
const ABOVE_CHART_TOOLTIP = 10_000_000;

/** Superset's ChartContextMenu, opened where the chart was right-clicked. */
export function ChartContextMenu({
  x,
  y,
  items,
  onDrillToDetail,
  onDrillBy,
  onCrossFilter,
  onClose,
}: ChartContextMenuProps) {
  const t = useT();
  const entry = (item: ContextMenuItem, i: number) => {
    switch (item.kind) {
      case 'drill-detail':
        return (
          <Menu.Item key={i} onClick={() => onDrillToDetail?.([])}>
            {t('Drill to detail')}
          </Menu.Item>
        );
      case 'drill-detail-by':
        return (
          <Menu.Item key={i} onClick={() => onDrillToDetail?.(item.filters)}>
            {item.label === '' ? t('Drill to detail by all') : t('Drill to detail by %s', item.label)}
          </Menu.Item>
        );
      case 'drill-by':
        return (
          <Menu.Sub key={i}>
            <Menu.Sub.Target>
              <Menu.Sub.Item>{t('Drill by')}</Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown mah={320} style={{ overflowY: 'auto' }} data-testid="drill-by-columns">
              {item.columns.map((c) => (
                <Menu.Item key={c.name} onClick={() => onDrillBy(c.name)}>
                  {c.label}
                </Menu.Item>
              ))}
            </Menu.Sub.Dropdown>
          </Menu.Sub>
        );
      case 'cross-filter':
        return (
          <Menu.Item key={i} onClick={() => onCrossFilter?.(item.remove)}>
            {item.remove ? t('Remove cross-filter') : t('Add cross-filter')}
          </Menu.Item>
        );
    }
  };
  return (
    // Items switch the layer to a modal themselves, so a click must not close (unmount) it first;
    // the menu sits above the ECharts tooltip, which stays where the right-click left it.
    <Menu
      opened
      onChange={(open) => !open && onClose()}
      closeOnItemClick={false}
      position="bottom-start"
      withinPortal
      shadow="md"
      zIndex={ABOVE_CHART_TOOLTIP}
    >
      <Menu.Target>
        <div style={{ position: 'fixed', left: x, top: y, width: 1, height: 1, pointerEvents: 'none' }} />
      </Menu.Target>
      <Menu.Dropdown data-testid="chart-context-menu">{items.map(entry)}</Menu.Dropdown>
    </Menu>
  );
}
