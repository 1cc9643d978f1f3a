import { createSelector } from '@reduxjs/toolkit';
import { hasFormDataChanges, type FormData } from '@tessera/core';
import { chartFormData, isChartStale } from './control-logic';
import type { ExploreRootState } from './store';

export const selectFormData = (state: ExploreRootState): FormData => state.explore.formData;
export const selectVizType = (state: ExploreRootState): string => state.explore.formData.viz_type;
export const selectDatasource = (state: ExploreRootState) => state.explore.datasource;
export const selectValidationErrors = (state: ExploreRootState) => state.explore.validationErrors;
export const selectChart = (state: ExploreRootState) => state.chart;
export const selectSlice = (state: ExploreRootState) => state.explore.slice;
export const selectSave = (state: ExploreRootState) => state.explore.save;

const selectLatestQueryFormData = (state: ExploreRootState) => state.chart.latestQueryFormData;
const selectRenderTriggerKeys = (state: ExploreRootState) => state.explore.renderTriggerKeys;

export const selectHasValidationErrors = (state: ExploreRootState): boolean =>
  Object.keys(state.explore.validationErrors).length > 0;

/** A query-affecting control changed since the last run (the Run button is highlighted). */
export const selectChartIsStale = createSelector(
  [selectFormData, selectLatestQueryFormData, selectRenderTriggerKeys],
  (formData, latest, keys) => isChartStale(formData, latest, keys),
);

/** The form data the chart draws with: the last query's plus the current render-only settings. */
export const selectChartFormData = createSelector(
  [selectFormData, selectLatestQueryFormData, selectRenderTriggerKeys],
  (formData, latest, keys) => chartFormData(formData, latest, keys),
);

export const selectIsLoading = (state: ExploreRootState): boolean => state.chart.chartStatus === 'loading';

/** The chart can be queried: a dataset is there and every control is valid. */
export const selectCanRun = (state: ExploreRootState): boolean =>
  state.explore.datasource !== null && !selectHasValidationErrors(state);

/** Run is highlighted while the chart does not show the current controls. */
export const selectRunHighlighted = (state: ExploreRootState): boolean =>
  state.chart.latestQueryFormData === null || selectChartIsStale(state);

/** Spec 02 §6: overwriting needs the user to own the saved chart. */
export const selectCanOverwrite = (state: ExploreRootState, userId: number): boolean =>
  state.explore.slice !== null && state.explore.slice.owners.includes(userId);

export const selectDatasetId = (state: ExploreRootState): number | null => {
  const match = /^(\d+)__/.exec(state.explore.formData.datasource);
  return state.explore.datasource?.id ?? (match ? Number(match[1]) : null);
};

const selectPristineFormData = (state: ExploreRootState): FormData => state.explore.pristineFormData;

/** The form data differs from the saved chart's, or a new chart's from what it opened with. */
export const selectIsModified = createSelector([selectPristineFormData, selectFormData], (pristine, formData) =>
  hasFormDataChanges(pristine, formData),
);

/** Superset's 'Altered' tag: a saved chart whose controls changed since it was saved. */
export const selectHasUnsavedChanges = (state: ExploreRootState): boolean =>
  state.explore.slice !== null && selectIsModified(state);
