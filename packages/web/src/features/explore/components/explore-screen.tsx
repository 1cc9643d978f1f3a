import { Box, Flex, Title } from '@mantine/core';
import type { ControlPanelConfig } from '@tessera/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PrintModeContext } from '../../../ui/print-mode';
import { useChartPlugin } from '../../../charts/use-chart-plugin';
import { ExploreDndProvider } from '../../../controls/dnd';
import { selectVizType } from '../state/selectors';
import { useExploreDispatch, useExploreSelector } from '../state/store';
import { changeVizType, runChart } from '../state/thunks';
import { useExploreHistory } from '../use-explore-history';
import { ChartArea } from './chart-area/chart-area';
import { ChartDomContext } from './chart-area/chart-dom-context';
import { ExploreChart } from './chart-area/explore-chart';
import { ControlPanel } from './control-panel/control-panel';
import { DatasetPane } from './dataset-panel/dataset-pane';
import { LeaveGuard } from './leave-guard';

const NO_CONTROLS: ControlPanelConfig = { sections: [] };

/** Runs the chart's query whenever the state asks for one (page load); `force=1` bypasses the cache then. */
const useQueryTrigger = (): void => {
  const dispatch = useExploreDispatch();
  const trigger = useExploreSelector((state) => state.chart.triggerQuery);
  const force = useExploreSelector((state) => state.explore.force);
  useEffect(() => {
    if (trigger) void dispatch(runChart({ force }));
  }, [trigger, force, dispatch]);
};

/** Keeps the edits in the URL and the history; a separate component, so the standalone chart skips it. */
function ExploreHistory(): ReactNode {
  useExploreHistory();
  return <LeaveGuard />;
}

/** The explore screen: dataset, controls and chart; with `standalone=1` only the chart, filling the window. */
export function ExploreScreen({ height }: { height: string }): ReactNode {
  const dispatch = useExploreDispatch();
  const vizType = useExploreSelector(selectVizType);
  const standalone = useExploreSelector((state) => state.explore.standalone);
  const pluginState = useChartPlugin(vizType);
  const plugin = pluginState.status === 'ready' ? pluginState.plugin : null;
  const panel = plugin?.controlPanel ?? (pluginState.status === 'loading' ? null : NO_CONTROLS);
  const chartDom = useRef<HTMLDivElement | null>(null);
  // standalone=3: an export (the report renderer's chart PNG and PDF) carries the chart's title.
  const report = useSearchParams()[0].get('standalone') === '3';
  const sliceName = useExploreSelector((state) => state.explore.slice?.slice_name ?? null);
  useQueryTrigger();

  if (standalone && report) {
    return (
      <ChartDomContext value={chartDom}>
        <PrintModeContext value>
          <Flex h="100vh" w="100vw" direction="column" data-testid="explore-standalone">
            {sliceName !== null && (
              <Title order={1} size="h3" px="md" pt="sm" data-testid="explore-report-title">
                {sliceName}
              </Title>
            )}
            <Box style={{ flex: 1, minHeight: 0 }}>
              <ExploreChart panel={panel} />
            </Box>
          </Flex>
        </PrintModeContext>
      </ChartDomContext>
    );
  }
  if (standalone) {
    return (
      <ChartDomContext value={chartDom}>
        <Box h="100vh" w="100vw" data-testid="explore-standalone">
          <ExploreChart panel={panel} />
        </Box>
      </ChartDomContext>
    );
  }
  return (
    <ExploreDndProvider>
      <ExploreHistory />
      <ChartDomContext value={chartDom}>
        <Flex h={height} gap={0} wrap="nowrap" data-testid="explore-page">
          <Box w={280} style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-default-border)' }}>
            <DatasetPane />
          </Box>
          <Box w={360} style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-default-border)' }}>
            <ControlPanel panel={panel} onVizTypeChange={(type) => void dispatch(changeVizType(type))} />
          </Box>
          <Box style={{ flex: 1, minWidth: 0 }}>
            <ChartArea plugin={plugin} />
          </Box>
        </Flex>
      </ChartDomContext>
    </ExploreDndProvider>
  );
}
