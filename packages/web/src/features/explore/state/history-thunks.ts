import type { ExploreFormDataWrite, FormData } from '@tessera/core';
import { isApiRequestError } from '../../../api/client';
import { formDataKeyAssigned, formDataRestored } from './explore-slice';
import { selectDatasetId } from './selectors';
import type { ExploreThunk } from './store';
import { runChart } from './thunks';

/**
 * Superset's updateHistory: the tab's first edit POSTs the form data (a new form_data_key), later
 * edits PUT it under the same key; the server may answer another key (another tab, an expired key),
 * which replaces it. Answers the key, or null when there is no dataset to cache it for.
 */
export const persistFormData =
  (tabId: number): ExploreThunk<Promise<string | null>> =>
  async (dispatch, getState, extra) => {
    const state = getState();
    const datasetId = selectDatasetId(state);
    if (datasetId === null) return null;
    const { formData, slice, formDataKey } = state.explore;
    const body: ExploreFormDataWrite = {
      datasource_id: datasetId,
      datasource_type: 'table',
      chart_id: slice?.slice_id ?? null,
      form_data: JSON.stringify(formData),
    };
    const { postFormData, putFormData } = extra.services;
    let key: string;
    if (formDataKey === null) key = await postFormData(body, tabId);
    else {
      try {
        key = await putFormData(formDataKey, body, tabId);
      } catch (error) {
        // An expired or foreign key (Superset answers 404/403) starts a new one rather than losing the edit.
        if (!isApiRequestError(error) || (error.status !== 404 && error.status !== 403)) throw error;
        key = await postFormData(body, tabId);
      }
    }
    if (key !== formDataKey) dispatch(formDataKeyAssigned(key));
    return key;
  };

/**
 * Superset's handlePopstate: Back or Forward brings an earlier edit's form data back, with the
 * controls of its viz type, and queries it when it is valid.
 */
export const restoreFormData =
  (formData: FormData): ExploreThunk<Promise<void>> =>
  async (dispatch, getState, extra) => {
    const plugin = await extra.services.loadChartPlugin(formData.viz_type);
    dispatch(formDataRestored({ formData, panel: plugin?.controlPanel ?? { sections: [] } }));
    const { explore } = getState();
    if (explore.datasource !== null && Object.keys(explore.validationErrors).length === 0) {
      await dispatch(runChart());
    }
  };
