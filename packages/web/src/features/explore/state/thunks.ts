import { isApiRequestError } from '../../../api/client';
import type { ExploreDatasource } from '../../../controls/types';
import { t } from '../../../i18n/current-locale';
import { chartUpdateFailed, chartUpdateStarted, chartUpdateStopped, chartUpdateSucceeded } from './chart-slice';
import { datasourceChanged, vizTypeChanged } from './explore-slice';
import type { ExploreThunk } from './store';

const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';

/** A failure's messages: the server's for an answer, none for a request that never got one. */
const errorsOf = (error: unknown): string[] | null => {
  if (isApiRequestError(error)) return error.status === 0 ? null : [error.message];
  return error instanceof Error ? [error.message] : null;
};

/**
 * Builds the plugin's query from the current form data and runs it. A newer run aborts an
 * older one; Stop (stopChart) aborts the run and marks the chart stopped.
 */
export const runChart =
  (options: { force?: boolean } = {}): ExploreThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const { formData } = getState().explore;
    extra.inflight?.abort();
    const controller = new AbortController();
    extra.inflight = controller;
    dispatch(chartUpdateStarted({ formData, startTime: Date.now() }));
    try {
      const plugin = await extra.services.loadChartPlugin(formData.viz_type);
      if (plugin === null) throw new Error(t('This visualization type is not supported.'));
      const qc = plugin.buildQuery(formData);
      const queriesResponse = await extra.services.fetchChartData(
        options.force === true ? { ...qc, force: true } : qc,
        {
          signal: controller.signal,
        },
      );
      if (controller.signal.aborted) throw new DOMException('Aborted', 'AbortError');
      const failed = queriesResponse.filter((q) => q.status === 'failed' || (q.error ?? '') !== '');
      if (failed.length > 0) {
        dispatch(chartUpdateFailed({ errors: failed.map((q) => q.error ?? ''), endTime: Date.now() }));
      } else {
        dispatch(chartUpdateSucceeded({ queriesResponse, endTime: Date.now() }));
      }
    } catch (error) {
      // An abort by a newer run is that run's business; only Stop leaves this one current.
      if (extra.inflight !== controller) return;
      if (isAbort(error) || controller.signal.aborted) dispatch(chartUpdateStopped(Date.now()));
      else dispatch(chartUpdateFailed({ errors: errorsOf(error), endTime: Date.now() }));
    } finally {
      if (extra.inflight === controller) extra.inflight = null;
    }
  };

/** Stops the query in flight (spec 02 §4: status stopped, 'Updating chart was stopped'). */
export const stopChart = (): ExploreThunk => (_dispatch, _getState, extra) => {
  extra.inflight?.abort();
};

/** Loads the target type's plugin, then switches the form data to it. */
export const changeVizType =
  (vizType: string): ExploreThunk<Promise<boolean>> =>
  async (dispatch, _getState, extra) => {
    const plugin = await extra.services.loadChartPlugin(vizType);
    if (plugin === null) return false;
    dispatch(vizTypeChanged({ vizType, panel: plugin.controlPanel }));
    return true;
  };

/**
 * Points the chart at another dataset, or at its own dataset as just saved in the editor,
 * keeping the form data values that still fit the new columns and metrics.
 */
export const swapDatasource =
  (datasource: ExploreDatasource): ExploreThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const plugin = await extra.services.loadChartPlugin(getState().explore.formData.viz_type);
    dispatch(datasourceChanged({ datasource, panel: plugin?.controlPanel ?? { sections: [] } }));
  };
