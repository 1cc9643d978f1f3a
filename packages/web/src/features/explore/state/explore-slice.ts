import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ControlPanelConfig, ExploreSlice, FormData } from '@tessera/core';
import type { ExploreDatasource } from '../../../controls/types';
import { chartUpdateStarted } from './chart-slice';
import { applyControlChange, findControl, renderTriggerKeys, validateFormData } from './control-logic';
import { withCompatibleValues, withTemporalDefaults } from './datasource-compat';
import type { ExploreDashboardRef, ExploreState } from './types';
import { switchVizType } from './viz-switch';

/** What a save answers: the chart's id and name, and who owns it now. */
export interface SavedChart {
  sliceId: number;
  sliceName: string;
  owners: number[];
  dashboards: ExploreDashboardRef[];
}

/** The chart properties the properties modal edits. */
export type SliceProperties = Pick<
  ExploreSlice,
  'slice_name' | 'description' | 'cache_timeout' | 'certified_by' | 'certification_details' | 'owners'
>;

const emptySlice = (saved: SavedChart): ExploreSlice => ({
  slice_id: saved.sliceId,
  slice_name: saved.sliceName,
  description: null,
  cache_timeout: null,
  certified_by: null,
  certification_details: null,
  changed_on: null,
  changed_on_humanized: '',
  datasource: null,
  edit_url: `/chart/edit/${saved.sliceId}`,
  slice_url: `/explore/?slice_id=${saved.sliceId}`,
  form_data: {},
  query_context: null,
  owners: saved.owners,
  is_managed_externally: false,
});

export const initialExploreState: ExploreState = {
  datasource: null,
  formData: { viz_type: 'table', datasource: '' },
  pristineFormData: { viz_type: 'table', datasource: '' },
  formDataKey: null,
  formDataByVizType: {},
  validationErrors: {},
  renderTriggerKeys: [],
  triggerRender: false,
  slice: null,
  sliceName: null,
  sliceDashboards: [],
  standalone: false,
  force: false,
  message: null,
  save: { status: 'idle', error: null },
};

/**
 * The form data and what hangs off it. Actions that need the plugin's control panel carry it
 * (validators and visibility are functions, so the panel stays out of the state).
 */
export const exploreSlice = createSlice({
  name: 'explore',
  initialState: initialExploreState,
  reducers: {
    controlChanged: (state, action: PayloadAction<{ name: string; value: unknown; panel: ControlPanelConfig }>) => {
      const { name, value, panel } = action.payload;
      state.formData = applyControlChange(panel, state.formData, name, value, state.datasource);
      state.validationErrors = validateFormData(panel, state.formData, state.datasource);
      if (findControl(panel, name)?.renderTrigger === true) state.triggerRender = true;
    },
    vizTypeChanged: (state, action: PayloadAction<{ vizType: string; panel: ControlPanelConfig }>) => {
      const { vizType, panel } = action.payload;
      const current = state.formData;
      if (vizType === current.viz_type) return;
      state.formDataByVizType[current.viz_type] = current;
      const switched = switchVizType(current, vizType, panel, state.formDataByVizType[vizType]);
      const compatible = withCompatibleValues(panel, switched, state.datasource);
      state.formData = withTemporalDefaults(panel, compatible, state.datasource);
      state.validationErrors = validateFormData(panel, state.formData, state.datasource);
      state.renderTriggerKeys = renderTriggerKeys(panel);
    },
    datasourceChanged: (state, action: PayloadAction<{ datasource: ExploreDatasource; panel: ControlPanelConfig }>) => {
      const { datasource, panel } = action.payload;
      state.datasource = datasource;
      const moved = { ...state.formData, datasource: `${datasource.id}__table` };
      state.formData = withTemporalDefaults(panel, withCompatibleValues(panel, moved, datasource), datasource);
      state.validationErrors = validateFormData(panel, state.formData, state.datasource);
      state.message = null;
    },
    /**
     * Back or Forward to an earlier edit (Superset's handlePopstate → setExploreControls): the entry's
     * form data replaces the current one, with the panel of its viz type.
     */
    formDataRestored: (state, action: PayloadAction<{ formData: FormData; panel: ControlPanelConfig }>) => {
      const { formData, panel } = action.payload;
      state.formData = formData;
      state.validationErrors = validateFormData(panel, formData, state.datasource);
      state.renderTriggerKeys = renderTriggerKeys(panel);
    },
    formDataKeyAssigned: (state, action: PayloadAction<string>) => {
      state.formDataKey = action.payload;
    },
    sliceNameChanged: (state, action: PayloadAction<string>) => {
      state.sliceName = action.payload;
    },
    slicePropertiesChanged: (state, action: PayloadAction<SliceProperties>) => {
      state.sliceName = action.payload.slice_name;
      if (state.slice !== null) state.slice = { ...state.slice, ...action.payload };
    },
    saveStarted: (state) => {
      state.save = { status: 'saving', error: null };
    },
    saveSucceeded: (state, action: PayloadAction<SavedChart>) => {
      const saved = action.payload;
      const base = state.slice !== null && state.slice.slice_id === saved.sliceId ? state.slice : emptySlice(saved);
      state.slice = { ...base, slice_name: saved.sliceName, owners: saved.owners, form_data: state.formData };
      state.sliceName = saved.sliceName;
      state.sliceDashboards = saved.dashboards;
      state.formData.slice_id = saved.sliceId;
      state.pristineFormData = state.formData;
      state.save = { status: 'saved', error: null };
    },
    saveFailed: (state, action: PayloadAction<string>) => {
      state.save = { status: 'failed', error: action.payload };
    },
    saveReset: (state) => {
      state.save = { status: 'idle', error: null };
    },
    renderTriggered: (state) => {
      state.triggerRender = false;
    },
  },
  extraReducers: (builder) => {
    // A new query draws every setting, render-only ones included.
    builder.addCase(chartUpdateStarted, (state) => {
      state.triggerRender = false;
    });
  },
});

export const {
  controlChanged,
  vizTypeChanged,
  formDataRestored,
  formDataKeyAssigned,
  datasourceChanged,
  sliceNameChanged,
  slicePropertiesChanged,
  saveStarted,
  saveSucceeded,
  saveFailed,
  saveReset,
  renderTriggered,
} = exploreSlice.actions;
