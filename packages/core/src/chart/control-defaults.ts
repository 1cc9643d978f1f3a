import type { ControlPanelConfig, FormData } from './plugin.js';

/** Each control's default value by control name. */
export const controlDefaults = (panel: ControlPanelConfig): Record<string, unknown> => {
  const defaults: Record<string, unknown> = {};
  for (const section of panel.sections) {
    for (const row of section.controlSetRows) {
      for (const control of row) if (control.default !== undefined) defaults[control.name] = control.default;
    }
  }
  return defaults;
};

/**
 * Form data completed with the control panel's defaults, as explore hydrates a chart: keys the
 * form data sets (even to null) win.
 */
export const withControlDefaults = (panel: ControlPanelConfig, fd: FormData): FormData => ({
  ...controlDefaults(panel),
  ...fd,
});
