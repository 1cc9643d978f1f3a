import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChartDataResult, FormData } from '@tessera/core';
import { t } from '../../../i18n/current-locale';
import { initialChartState } from './hydrate';

/** What a failed update knows: the error of each query answer, or none when no answer came back. */
export interface ChartFailure {
  errors: string[] | null;
  stackTrace?: string | null;
  endTime: number;
}

/** Spec 02 §4's chart status transitions. Alerts are translated when the action is created. */
export const chartSlice = createSlice({
  name: 'chart',
  initialState: initialChartState(false),
  reducers: {
    chartUpdateStarted: (state, action: PayloadAction<{ formData: FormData; startTime: number }>) => {
      state.chartStatus = 'loading';
      state.chartAlert = null;
      state.chartStackTrace = null;
      state.chartUpdateStartTime = action.payload.startTime;
      state.chartUpdateEndTime = null;
      state.latestQueryFormData = action.payload.formData;
      state.triggerQuery = false;
    },
    chartUpdateSucceeded: (state, action: PayloadAction<{ queriesResponse: ChartDataResult[]; endTime: number }>) => {
      state.chartStatus = 'success';
      state.queriesResponse = action.payload.queriesResponse;
      state.chartUpdateEndTime = action.payload.endTime;
    },
    chartUpdateStopped: {
      reducer: (state, action: PayloadAction<{ alert: string; endTime: number }>) => {
        state.chartStatus = 'stopped';
        state.chartAlert = action.payload.alert;
        state.chartUpdateEndTime = action.payload.endTime;
      },
      prepare: (endTime: number) => ({ payload: { alert: t('Updating chart was stopped'), endTime } }),
    },
    chartUpdateFailed: {
      reducer: (state, action: PayloadAction<{ alert: string; stackTrace: string | null; endTime: number }>) => {
        state.chartStatus = 'failed';
        state.chartAlert = action.payload.alert;
        state.chartStackTrace = action.payload.stackTrace;
        state.chartUpdateEndTime = action.payload.endTime;
      },
      prepare: (failure: ChartFailure) => ({
        payload: {
          alert: failure.errors?.find((e) => e !== '') ?? t('Network error.'),
          stackTrace: failure.stackTrace ?? null,
          endTime: failure.endTime,
        },
      }),
    },
    chartRenderingSucceeded: (state, action: PayloadAction<{ time: number }>) => {
      // A late render of an answer already replaced by a new query or a failure changes nothing.
      if (state.chartStatus !== 'success' && state.chartStatus !== 'rendered') return;
      state.chartStatus = 'rendered';
      state.lastRendered = action.payload.time;
    },
    chartRenderingFailed: {
      reducer: (state, action: PayloadAction<{ alert: string; stackTrace: string | null }>) => {
        state.chartStatus = 'failed';
        state.chartAlert = action.payload.alert;
        state.chartStackTrace = action.payload.stackTrace;
      },
      prepare: (error: { message: string; stack?: string }) => ({
        payload: {
          alert: t('An error occurred while rendering the visualization: %s', error.message),
          stackTrace: error.stack ?? null,
        },
      }),
    },
    queryTriggered: (state, action: PayloadAction<boolean>) => {
      state.triggerQuery = action.payload;
      if (action.payload) state.chartStatus = 'loading';
    },
    /** After the dataset is refreshed, a chart that failed with a stack trace starts over. */
    datasourceRefreshed: (state) => {
      if (state.chartStatus === 'failed' && state.chartStackTrace !== null) {
        state.chartStatus = '';
        state.chartAlert = null;
        state.chartStackTrace = null;
      }
    },
  },
});

export const {
  chartUpdateStarted,
  chartUpdateSucceeded,
  chartUpdateStopped,
  chartUpdateFailed,
  chartRenderingSucceeded,
  chartRenderingFailed,
  queryTriggered,
  datasourceRefreshed,
} = chartSlice.actions;
