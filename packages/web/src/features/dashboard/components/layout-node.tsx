import { Box, Divider, Tabs, Title } from '@mantine/core';
import {
  activeTabsOf,
  BACKGROUND_WHITE,
  componentGeometry,
  GRID_GUTTER_SIZE,
  type DashboardLayout,
  type LayoutItem,
} from '@tessera/core';
import type { CSSProperties, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { dashboardActions } from '../state/dashboard-slice';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { ChartSlot } from './chart-slot';
import { MarkdownBlock } from './markdown-block';

interface NodeProps {
  id: string;
  /** Every TAB above is open: charts below may query. */
  open: boolean;
}

const background = (item: LayoutItem): CSSProperties =>
  item.meta.background === BACKGROUND_WHITE ? { background: 'var(--mantine-color-body)' } : {};

const HEADER_ORDER = { SMALL_HEADER: 4, MEDIUM_HEADER: 3, LARGE_HEADER: 2 } as const;

function Children({ item, open }: { item: LayoutItem; open: boolean }) {
  return (
    <>
      {item.children.map((child) => (
        <LayoutComponent key={child} id={child} open={open} />
      ))}
    </>
  );
}

/**
 * Report mode (`standalone=3`, what the report renderer opens): every tab one after another as a
 * titled section, all open, so a screenshot or PDF holds every chart of every tab.
 */
function TabSections({ item, open, layout }: { item: LayoutItem; open: boolean; layout: DashboardLayout }) {
  const t = useT();
  return (
    <Box className="dashboard-component-tabs" mb="md">
      {item.children.map((tabId) => {
        const tab = layout[tabId];
        if (tab === undefined) return null;
        return (
          <Box key={tabId} component="section" data-testid={`dashboard-tab-section-${tabId}`} mb="md">
            <Title order={3} mb="sm" style={{ breakAfter: 'avoid' }}>
              {tab.meta.text || tab.meta.defaultText || t('Tab title')}
            </Title>
            <Children item={tab} open={open} />
          </Box>
        );
      })}
    </Box>
  );
}

/** A TABS component: Superset's tab strip; closed tabs stay mounted but hidden, their charts idle. */
function TabsComponent({ item, open, layout }: { item: LayoutItem; open: boolean; layout: DashboardLayout }) {
  const reportMode = useDashboardSelector((s) => s.dashboard.urlParams.standalone === 3);
  return reportMode ? (
    <TabSections item={item} open={open} layout={layout} />
  ) : (
    <TabStrip item={item} open={open} layout={layout} />
  );
}

function TabStrip({ item, open, layout }: { item: LayoutItem; open: boolean; layout: DashboardLayout }) {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const activeTabs = useDashboardSelector((s) => s.dashboard.activeTabs);
  const showTabs = useDashboardSelector((s) => s.dashboard.urlParams.uiConfig & 2) === 0;
  const [, setParams] = useSearchParams();
  const active = item.children.find((c) => activeTabs.includes(c)) ?? item.children[0] ?? null;
  const topLevel = item.parents.length <= 1;
  const select = (tab: string | null) => {
    if (tab === null || tab === active) return;
    const others = activeTabs.filter((id) => !item.children.includes(id));
    dispatch(dashboardActions.tabsChanged(activeTabsOf(layout, [...others, tab])));
    // The open tab lives in the URL (`?tab=`), so a reload or a shared link opens it again.
    setParams(
      (params) => {
        params.set('tab', tab);
        return params;
      },
      { replace: true },
    );
  };
  return (
    <Tabs value={active} onChange={select} keepMounted className="dashboard-component-tabs" mb="md">
      {(showTabs || !topLevel) && (
        <Tabs.List>
          {item.children.map((tabId) => {
            const tab = layout[tabId];
            return (
              <Tabs.Tab key={tabId} value={tabId} data-testid={`dashboard-tab-${tabId}`}>
                {tab?.meta.text || tab?.meta.defaultText || t('Tab title')}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
      )}
      {item.children.map((tabId) => {
        const tab = layout[tabId];
        return (
          <Tabs.Panel key={tabId} value={tabId} pt="md">
            {tab !== undefined && <Children item={tab} open={open && tabId === active} />}
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
}

/** One position_json component on Superset's 12-column grid (widths in columns, heights in 8 px units). */
export function LayoutComponent({ id, open }: NodeProps): ReactNode {
  const t = useT();
  const layout = useDashboardSelector((s) => s.dashboard.layout);
  const item = layout[id];
  if (item === undefined) return null;
  const geometry = componentGeometry(layout, id);
  const width = geometry?.widthCss ?? '100%';
  const anchor = { id: item.id };
  switch (item.type) {
    case 'ROOT':
    case 'GRID':
    case 'TAB':
      return (
        <div className={item.type === 'GRID' ? 'grid-container' : undefined}>
          <Children item={item} open={open} />
        </div>
      );
    case 'TABS':
      return <TabsComponent item={item} open={open} layout={layout} />;
    case 'ROW':
      return (
        <div
          {...anchor}
          className="grid-row"
          style={{ display: 'flex', gap: GRID_GUTTER_SIZE, marginBottom: GRID_GUTTER_SIZE, ...background(item) }}
        >
          <Children item={item} open={open} />
        </div>
      );
    case 'COLUMN':
      return (
        <div
          {...anchor}
          className="grid-column"
          style={{
            width,
            flex: 'none',
            display: 'flex',
            flexDirection: 'column',
            gap: GRID_GUTTER_SIZE,
            ...background(item),
          }}
        >
          <Children item={item} open={open} />
        </div>
      );
    case 'CHART':
      return item.meta.chartId === undefined ? null : (
        <ChartSlot
          componentId={item.id}
          chartId={item.meta.chartId}
          width={width}
          height={geometry?.heightPx ?? 400}
          open={open}
          nameOverride={item.meta.sliceNameOverride ?? null}
        />
      );
    case 'MARKDOWN':
      return (
        <MarkdownBlock
          id={item.id}
          code={item.meta.code ?? ''}
          width={width}
          height={geometry?.heightPx ?? 400}
          style={background(item)}
        />
      );
    case 'HEADER': {
      const size = item.meta.headerSize ?? 'MEDIUM_HEADER';
      return (
        <Box {...anchor} className="dashboard-component-header" py="xs" px="sm" mb="md" style={background(item)}>
          <Title order={HEADER_ORDER[size as keyof typeof HEADER_ORDER] ?? 3}>
            {item.meta.text || t('New header')}
          </Title>
        </Box>
      );
    }
    case 'DIVIDER':
      return <Divider {...anchor} className="dashboard-component-divider" my="md" />;
    default:
      return null;
  }
}
