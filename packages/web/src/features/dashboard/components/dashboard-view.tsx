import { Box, Button } from '@mantine/core';
import { DASHBOARD_ROOT_ID } from '@tessera/core';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { Provider } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { FilterBar, useShowsFilterBar } from '../native-filters/filter-bar/filter-bar';
import { useNativeFiltersUrl } from '../native-filters/url-state/use-native-filters-url';
import { scopeCss } from '../css-scope';
import { useEditMode } from '../edit/use-edit-mode';
import { dashboardActions } from '../state/dashboard-slice';
import { selectChrome } from '../state/selectors';
import type { DashboardStore } from '../state/store';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { DashboardServicesContext, type DashboardServices } from './dashboard-context';
import { DashboardHeader } from './dashboard-header';
import { ReportMasthead } from './report-masthead';
import { PrintModeContext } from '../../../ui/print-mode';
import { LayoutComponent } from './layout-node';
import { useAutoRefresh } from './use-auto-refresh';
import { useFirstScreenQueries } from './use-first-screen-queries';
import { ViewportProvider } from './viewport-observer';

/** The dashboard's `css`, confined to its page root (Superset injects it into the document). */
function DashboardCss({ scope }: { scope: string }) {
  const css = useDashboardSelector((s) => s.dashboard.info.css ?? s.dashboard.metadata.css ?? '');
  const scoped = useMemo(() => (css.trim() === '' ? '' : scopeCss(css, scope)), [css, scope]);
  return scoped === '' ? null : <style data-testid="dashboard-css">{scoped}</style>;
}

/** Leaves a chart's full screen with the button or Escape, and drops `focused_chart` from the URL. */
function ExitFullscreen() {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const [, setParams] = useSearchParams();
  const focused = useDashboardSelector((s) => s.dashboard.focusedChart);
  const exit = useCallback(() => {
    dispatch(dashboardActions.focusedChartSet(null));
    setParams(
      (params) => {
        params.delete('focused_chart');
        return params;
      },
      { replace: true },
    );
  }, [dispatch, setParams]);
  useEffect(() => {
    if (focused === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) exit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [focused, exit]);
  if (focused === null) return null;
  return (
    <Button size="xs" variant="default" style={{ position: 'fixed', top: 8, right: 48, zIndex: 301 }} onClick={exit}>
      {t('Exit fullscreen')}
    </Button>
  );
}

function DashboardBody() {
  const anchor = useDashboardSelector((s) => s.dashboard.anchor);
  const orientation = useDashboardSelector((s) => s.dashboard.metadata.filter_bar_orientation ?? 'VERTICAL');
  const editMode = useDashboardSelector((s) => s.dashboard.editMode);
  const edit = useEditMode(editMode);
  const reportMode = !useDashboardSelector((s) => selectChrome(s).chartControls);
  const printed = useDashboardSelector((s) => s.dashboard.urlParams.standalone === 3);
  // Superset hides the bar while editing the layout and in report mode.
  const bar = useShowsFilterBar() && !editMode && !reportMode;
  const grid = useRef<HTMLDivElement>(null);
  useAutoRefresh();
  useFirstScreenQueries(grid);
  useNativeFiltersUrl();
  // An anchor (permalink or #hash) scrolls its component into view once the layout is drawn.
  useEffect(() => {
    if (anchor !== null) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [anchor]);
  return (
    <>
      <DashboardHeader />
      {printed && <ReportMasthead />}
      {bar && orientation === 'HORIZONTAL' && <FilterBar />}
      <Box style={{ display: 'flex', alignItems: 'stretch' }}>
        {bar && orientation === 'VERTICAL' && <FilterBar />}
        <Box ref={grid} style={{ flex: 1, minWidth: 0 }}>
          {edit !== null ? (
            <edit.EditModeShell>
              <LayoutComponent id={DASHBOARD_ROOT_ID} open />
            </edit.EditModeShell>
          ) : (
            <LayoutComponent id={DASHBOARD_ROOT_ID} open />
          )}
        </Box>
      </Box>
      <ExitFullscreen />
    </>
  );
}

export interface DashboardViewProps {
  store: DashboardStore;
  services: DashboardServices;
}

/** A hydrated dashboard: its store, transport and viewport watcher around the header and the layout. */
export function DashboardView({ store, services }: DashboardViewProps) {
  const scopeId = `dashboard-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  // Report mode (standalone=3): no lazy loading, every chart mounts and queries at once.
  const reportMode = store.getState().dashboard.urlParams.standalone === 3;
  return (
    <Provider store={store}>
      <DashboardServicesContext value={services}>
        <ViewportProvider eager={reportMode}>
          <PrintModeContext value={reportMode}>
            <Box id={scopeId} className="dashboard" data-testid="dashboard-page" data-dashboard-status="hydrated">
              <DashboardCss scope={`#${scopeId}`} />
              <DashboardBody />
            </Box>
          </PrintModeContext>
        </ViewportProvider>
      </DashboardServicesContext>
    </Provider>
  );
}
