export { embedDashboard, IFRAME_COMMS_MESSAGE_TYPE } from './embed-dashboard.js';
export type { EmbedDashboardParams, EmbeddedDashboard } from './embed-dashboard.js';
export type { ChartClickEvent, DataMask, EmbedEvents, FilterChangeEvent } from './events.js';
export { Switchboard, type SwitchboardMethod } from './switchboard.js';
export { embeddedPageUrl, uiConfigNumber, UI_CONFIG_BITS, type DashboardUiConfig } from './ui-config.js';
