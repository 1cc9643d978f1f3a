import type { ChartCreate, FormData } from '@tessera/core';
import { errorMessage } from '../../../api/client';
import { t } from '../../../i18n/current-locale';
import { saveFailed, saveStarted, saveSucceeded } from './explore-slice';
import type { ExploreThunk } from './store';

export type SaveAction = 'overwrite' | 'saveas';

/** Where the saved chart goes besides the chart list: an existing dashboard, a new one, or none. */
export type DashboardTarget = { id: number; title: string } | { newTitle: string } | null;

export interface SaveRequest {
  action: SaveAction;
  sliceName: string;
  dashboard: DashboardTarget;
  /** Superset's 'Save & go to dashboard': open the dashboard once the chart is on it. */
  goToDashboard?: boolean;
}

/** The id of the dashboard a successful save put the chart on (a new one included), if any. */
export const savedDashboardId =
  (target: DashboardTarget): ExploreThunk<number | null> =>
  (_dispatch, getState) => {
    if (target === null) return null;
    if ('id' in target) return target.id;
    const title = target.newTitle.trim();
    return getState().explore.sliceDashboards.find((d) => d.dashboard_title === title)?.id ?? null;
  };

/** Keys of the page, not of the chart: they are not saved in its params. */
const PAGE_KEYS = ['slice_id', 'dashboardId', 'url_params', 'force'];

const savedParams = (formData: FormData): FormData => {
  const params: FormData = { ...formData };
  for (const key of PAGE_KEYS) delete params[key];
  return params;
};

/**
 * Saves the chart (spec: POST /api/v1/chart/ for a new one, PUT for an overwrite by an owner)
 * with its params and query context, creating the dashboard first when a new one is named.
 * Answers the chart id, or null when the save failed (the error is in the save state).
 */
export const saveChart =
  (request: SaveRequest): ExploreThunk<Promise<number | null>> =>
  async (dispatch, getState, extra) => {
    const { explore } = getState();
    const { services } = extra;
    dispatch(saveStarted());
    try {
      const name = request.sliceName.trim();
      if (name === '') throw new Error(t('Chart name is required'));
      const overwrite = request.action === 'overwrite' && explore.slice !== null;
      let dashboard: { id: number; dashboard_title: string } | null = null;
      if (request.dashboard !== null && 'newTitle' in request.dashboard) {
        const title = request.dashboard.newTitle.trim();
        dashboard = { id: await services.createDashboard(title), dashboard_title: title };
      } else if (request.dashboard !== null) {
        dashboard = { id: request.dashboard.id, dashboard_title: request.dashboard.title };
      }
      const kept = overwrite ? explore.sliceDashboards : [];
      const dashboards = dashboard === null || kept.some((d) => d.id === dashboard.id) ? kept : [...kept, dashboard];
      const params = savedParams(explore.formData);
      const plugin = await services.loadChartPlugin(params.viz_type);
      const datasourceId = Number(params.datasource.split('__')[0]);
      const body: ChartCreate = {
        slice_name: name,
        viz_type: params.viz_type,
        datasource_id: datasourceId,
        datasource_type: 'table',
        params: JSON.stringify(params),
        query_context: plugin === null ? null : JSON.stringify(plugin.buildQuery(params)),
        query_context_generation: true,
        dashboards: dashboards.map((d) => d.id),
      };
      const answer =
        overwrite && explore.slice !== null
          ? await services.updateChart(explore.slice.slice_id, body)
          : await services.createChart(body);
      dispatch(
        saveSucceeded({
          sliceId: answer.id,
          sliceName: name,
          owners: answer.result.owners ?? explore.slice?.owners ?? [],
          dashboards,
        }),
      );
      return answer.id;
    } catch (error) {
      dispatch(saveFailed(errorMessage(error)));
      return null;
    }
  };
