import { Box, Center, Loader } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import type { ControlPanelConfig } from '@tessera/core';
import { useCallback, type ReactNode } from 'react';
import { ChartHost } from '../../../../charts/chart-host';
import { ChartLoading } from '../../../../charts/chart-states';
import { chartDatasourceMeta } from '../../../../charts/datasource-meta';
import { useT } from '../../../../i18n';
import { chartRenderingFailed, chartRenderingSucceeded } from '../../state/chart-slice';
import { controlChanged, renderTriggered } from '../../state/explore-slice';
import { selectChart, selectChartFormData, selectDatasource, selectValidationErrors } from '../../state/selectors';
import { useExploreDispatch, useExploreSelector } from '../../state/store';
import { useChartDom } from './chart-dom-context';
import { ChartAlert, ChartPlaceholder, validationLines } from './chart-placeholder';

/** The chart itself, sized to its box, in the state spec 02 §4 describes. */
export function ExploreChart({ panel }: { panel: ControlPanelConfig | null }): ReactNode {
  const t = useT();
  const dispatch = useExploreDispatch();
  const chart = useExploreSelector(selectChart);
  const formData = useExploreSelector(selectChartFormData);
  const errors = useExploreSelector(selectValidationErrors);
  const datasource = useExploreSelector(selectDatasource);
  const { ref: sizeRef, width, height } = useElementSize();
  const domRef = useChartDom();
  const ref = useMergedRef(sizeRef, domRef);
  const onRendered = useCallback(() => {
    dispatch(chartRenderingSucceeded({ time: Date.now() }));
    dispatch(renderTriggered());
  }, [dispatch]);
  const onRenderFailed = useCallback((error: Error) => dispatch(chartRenderingFailed(error)), [dispatch]);
  const setControlValue = useCallback(
    (name: string, value: unknown) => {
      if (panel !== null) dispatch(controlChanged({ name, value, panel }));
    },
    [dispatch, panel],
  );

  const { chartStatus, queriesResponse, chartAlert } = chart;
  let content: ReactNode;
  if (chartStatus === 'failed' || chartStatus === 'stopped') {
    content = <ChartAlert kind={chartStatus} message={chartAlert ?? ''} />;
  } else if (queriesResponse === null) {
    content =
      chartStatus === 'loading' ? (
        <ChartLoading width={width} height={height} startedAt={chart.chartUpdateStartTime || undefined} />
      ) : (
        <ChartPlaceholder missing={validationLines(errors, panel)} />
      );
  } else if (width > 0 && height > 0) {
    content = (
      <>
        <ChartHost
          formData={formData}
          queriesData={queriesResponse}
          width={width}
          height={height}
          onRendered={onRendered}
          onRenderFailed={onRenderFailed}
          setControlValue={setControlValue}
          datasource={chartDatasourceMeta(datasource)}
        />
        {chartStatus === 'loading' && (
          <Center pos="absolute" inset={0} style={{ zIndex: 3, background: 'rgba(128, 128, 128, 0.15)' }}>
            <Loader size="sm" aria-label={t('Loading')} />
          </Center>
        )}
      </>
    );
  }
  return (
    <Box
      ref={ref}
      pos="relative"
      h="100%"
      w="100%"
      role="region"
      aria-label={t('Chart')}
      data-testid="explore-chart"
      data-chart-status={chartStatus || 'none'}
      style={{ overflow: 'hidden' }}
    >
      {content}
    </Box>
  );
}
