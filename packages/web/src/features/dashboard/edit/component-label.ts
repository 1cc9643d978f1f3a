import type { DashboardChart, LayoutItem } from '@tessera/core';
import type { TranslateFn } from '../../../i18n';

/** What the editor calls a component in handles, the drag overlay and screen-reader announcements. */
export const componentLabel = (
  t: TranslateFn,
  item: LayoutItem,
  charts: Readonly<Record<number, DashboardChart>>,
): string => {
  switch (item.type) {
    case 'CHART':
      return (
        item.meta.sliceNameOverride || charts[item.meta.chartId ?? -1]?.slice_name || item.meta.sliceName || t('Chart')
      );
    case 'HEADER':
      return item.meta.text || t('Header');
    case 'TAB':
      return item.meta.text || item.meta.defaultText || t('Tab title');
    case 'MARKDOWN':
      return t('Markdown');
    case 'ROW':
      return t('Row');
    case 'COLUMN':
      return t('Column');
    case 'TABS':
      return t('Tabs');
    case 'DIVIDER':
      return t('Divider');
    default:
      return t('Dashboard');
  }
};
