import type { ControlConfig, ControlContext, ControlPanelConfig, FormData } from '@tessera/core';
import type { ExploreDatasource } from '../../../controls/types';

/** Every control of a panel, in panel order. */
export const panelControls = (panel: ControlPanelConfig): ControlConfig[] =>
  panel.sections.flatMap((section) => section.controlSetRows.flat());

export const findControl = (panel: ControlPanelConfig, name: string): ControlConfig | undefined =>
  panelControls(panel).find((control) => control.name === name);

/** What visibility rules see of the explored dataset (Superset passes controls.datasource). */
export const controlContext = (datasource: ExploreDatasource | null): ControlContext => ({ datasource });

export const isControlVisible = (
  control: ControlConfig,
  formData: FormData,
  datasource: ExploreDatasource | null = null,
): boolean => control.visibility === undefined || control.visibility(formData, controlContext(datasource));

export const renderTriggerKeys = (panel: ControlPanelConfig): string[] =>
  panelControls(panel)
    .filter((control) => control.renderTrigger === true)
    .map((control) => control.name);

/** Messages of every failing validator of the visible controls, by control name. */
export const validateFormData = (
  panel: ControlPanelConfig,
  formData: FormData,
  datasource: ExploreDatasource | null = null,
): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  for (const control of panelControls(panel)) {
    if (!isControlVisible(control, formData, datasource)) continue;
    const messages = (control.validators ?? [])
      .map((validate) => validate(formData[control.name], { formData }))
      .filter((message): message is string => message !== null);
    if (messages.length > 0) errors[control.name] = messages;
  }
  return errors;
};

/**
 * Sets one control and resets the controls the change hides to their defaults (spec 03 §4),
 * unless a control opts out with `resetOnHide: false`. Only controls that were visible before
 * the change count as becoming hidden, so always-hidden controls keep their saved values.
 */
export const applyControlChange = (
  panel: ControlPanelConfig,
  formData: FormData,
  name: string,
  value: unknown,
  datasource: ExploreDatasource | null = null,
): FormData => {
  const next: FormData = { ...formData, [name]: value };
  for (const control of panelControls(panel)) {
    if (control.name === name || control.resetOnHide === false) continue;
    if (isControlVisible(control, formData, datasource) && !isControlVisible(control, next, datasource)) {
      if (control.default === undefined) delete next[control.name];
      else next[control.name] = control.default;
    }
  }
  return next;
};

/** Keys that describe the page or the saved chart rather than the query. */
const NON_QUERY_KEYS = new Set(['slice_id', 'url_params', 'dashboards', 'dashboardId', 'force']);

/** Whether a query-affecting control differs between the current form data and the last query's. */
export const isChartStale = (formData: FormData, latest: FormData | null, renderKeys: readonly string[]): boolean => {
  if (latest === null) return false;
  const ignored = new Set(renderKeys);
  const keys = new Set([...Object.keys(formData), ...Object.keys(latest)]);
  for (const key of keys) {
    if (ignored.has(key) || NON_QUERY_KEYS.has(key)) continue;
    if (JSON.stringify(formData[key]) !== JSON.stringify(latest[key])) return true;
  }
  return false;
};

/** The form data the chart draws: the last query's, with the current render-only settings on top. */
export const chartFormData = (formData: FormData, latest: FormData | null, renderKeys: readonly string[]): FormData => {
  if (latest === null) return formData;
  const drawn: FormData = { ...latest };
  for (const key of renderKeys) {
    if (key in formData) drawn[key] = formData[key];
    else delete drawn[key];
  }
  return drawn;
};
