import { Box, Divider, Tabs, Title } from '@mantine/core';
import {
  activeTabsOf,
  BACKGROUND_WHITE,
  componentGeometry,
  GRID_GUTTER_SIZE,
  type ComponentGeometry,
  type LayoutItem,
} from '@tessera/core';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { shallowEqual } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { useEditMode, type EditModeParts } from '../edit/use-edit-mode';
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
  const edit = useEditMode(useDashboardSelector((s) => s.dashboard.editMode));
  if (edit !== null && item.children.length === 0) return <edit.EmptyContainerZone item={item} />;
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
function TabSections({ item, open }: { item: LayoutItem; open: boolean }) {
  const t = useT();
  const layout = useDashboardSelector((s) => s.dashboard.layout);
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
function TabsComponent({ item, open }: { item: LayoutItem; open: boolean }) {
  const reportMode = useDashboardSelector((s) => s.dashboard.urlParams.standalone === 3);
  return reportMode ? <TabSections item={item} open={open} /> : <TabStrip item={item} open={open} />;
}

function TabStrip({ item, open }: { item: LayoutItem; open: boolean }) {
  const t = useT();
  const layout = useDashboardSelector((s) => s.dashboard.layout);
  const dispatch = useDashboardDispatch();
  const activeTabs = useDashboardSelector((s) => s.dashboard.activeTabs);
  const showTabs = useDashboardSelector((s) => s.dashboard.urlParams.uiConfig & 2) === 0;
  const edit = useEditMode(useDashboardSelector((s) => s.dashboard.editMode));
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
      {edit !== null && <edit.TabsEditBar tabs={item} active={active} />}
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

/** Types drawn inside their parent without an edit frame (containers of the whole page or of a tab). */
const UNFRAMED = new Set(['ROOT', 'GRID', 'TAB']);

/**
 * One position_json component on Superset's 12-column grid (widths in columns, heights in 8 px
 * units). In edit mode each component sits in an edit frame that takes its grid width.
 */
export const LayoutComponent = memo(function LayoutComponent({ id, open }: NodeProps): ReactNode {
  // Only this component and its geometry: an edit elsewhere (core keeps unchanged components'
  // objects) re-renders neither it nor its chart.
  const item = useDashboardSelector((s) => s.dashboard.layout[id]);
  const geometry = useDashboardSelector((s) => componentGeometry(s.dashboard.layout, id), shallowEqual);
  const edit = useEditMode(useDashboardSelector((s) => s.dashboard.editMode));
  if (item === undefined) return null;
  const gridWidth = geometry?.widthCss ?? '100%';
  const content = (
    <ComponentBody item={item} geometry={geometry} open={open} width={edit !== null ? '100%' : gridWidth} edit={edit} />
  );
  if (edit === null || UNFRAMED.has(item.type)) return content;
  return (
    <edit.EditSlot item={item} width={gridWidth} geometry={geometry}>
      {content}
    </edit.EditSlot>
  );
});

interface BodyProps {
  item: LayoutItem;
  geometry: ComponentGeometry | null;
  open: boolean;
  width: string;
  /** Edit mode's components while editing, else null. */
  edit: EditModeParts | null;
}

function ComponentBody({ item, geometry, open, width, edit }: BodyProps): ReactNode {
  const t = useT();
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
      return <TabsComponent item={item} open={open} />;
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
      return edit !== null ? (
        <edit.MarkdownEditor item={item} height={geometry?.heightPx ?? 400} style={background(item)} />
      ) : (
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
      if (edit !== null)
        return (
          <Box {...anchor} className="dashboard-component-header" py="xs" px="sm" mb="md" style={background(item)}>
            <edit.HeaderTextEditor item={item} />
          </Box>
        );
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
