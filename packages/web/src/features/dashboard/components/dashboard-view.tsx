import { Box, Button } from '@mantine/core';
import { DASHBOARD_ROOT_ID } from '@tessera/core';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Provider } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n';
import { scopeCss } from '../css-scope';
import { dashboardActions } from '../state/dashboard-slice';
import type { DashboardStore } from '../state/store';
import { useDashboardDispatch, useDashboardSelector } from '../state/store';
import { DashboardServicesContext, type DashboardServices } from './dashboard-context';
import { DashboardHeader } from './dashboard-header';
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

function ExitFullscreen() {
  const t = useT();
  const dispatch = useDashboardDispatch();
  const [, setParams] = useSearchParams();
  const focused = useDashboardSelector((s) => s.dashboard.focusedChart);
  if (focused === null) return null;
  return (
    <Button
      size="xs"
      variant="default"
      style={{ position: 'fixed', top: 8, right: 48, zIndex: 301 }}
      onClick={() => {
        dispatch(dashboardActions.focusedChartSet(null));
        setParams(
          (params) => {
            params.delete('focused_chart');
            return params;
          },
          { replace: true },
        );
      }}
    >
      {t('Exit fullscreen')}
    </Button>
  );
}

function DashboardBody() {
  const anchor = useDashboardSelector((s) => s.dashboard.anchor);
  const grid = useRef<HTMLDivElement>(null);
  useAutoRefresh();
  useFirstScreenQueries(grid);
  // An anchor (permalink or #hash) scrolls its component into view once the layout is drawn.
  useEffect(() => {
    if (anchor !== null) document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [anchor]);
  return (
    <>
      <DashboardHeader />
      <div ref={grid}>
        <LayoutComponent id={DASHBOARD_ROOT_ID} open />
      </div>
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
  return (
    <Provider store={store}>
      <DashboardServicesContext value={services}>
        <ViewportProvider>
          <Box id={scopeId} className="dashboard" data-testid="dashboard-page" data-dashboard-status="hydrated">
            <DashboardCss scope={`#${scopeId}`} />
            <DashboardBody />
          </Box>
        </ViewportProvider>
      </DashboardServicesContext>
    </Provider>
  );
}
