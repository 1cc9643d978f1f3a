import type { ChartOwnState, FilterState } from '../filters/data-mask.js';
import type { ChartDataResult, QueryContextInput } from '../query/query-object.js';

/** Superset's chart behaviors: what a chart can do inside a dashboard. */
export const CHART_BEHAVIORS = ['INTERACTIVE_CHART', 'NATIVE_FILTER', 'DRILL_TO_DETAIL'] as const;
export type ChartBehavior = (typeof CHART_BEHAVIORS)[number];

/** Form data as explore and dashboards hold it: common keys plus each plugin's own controls. */
export type FormData = Record<string, unknown> & { viz_type: string; datasource: string };

export interface ChartMetadata {
  name: string;
  description: string;
  category: string;
  tags: string[];
  thumbnail: string | null;
  exampleGallery: { url: string; caption?: string }[];
  behaviors: ChartBehavior[];
  label?: 'DEPRECATED' | 'FEATURED' | 'VERIFIED' | null;
  labelExplanation?: string | null;
}

export interface ControlValidatorContext {
  formData: FormData;
}

/** The dataset columns a control's visibility and choices may look at (Superset's controls.datasource). */
export interface ControlDatasourceColumn {
  column_name: string;
  verbose_name?: string | null;
  is_dttm?: boolean | null;
}

/** What a control's visibility and choices see besides the form data: the explored dataset, if any. */
export interface ControlContext {
  datasource: { columns: readonly ControlDatasourceColumn[] } | null;
}

export type ControlChoices = readonly (readonly [value: string | number | boolean | null, label: string])[];

/** A control returns an error text (through i18n in the web) or null when valid. */
export type ControlValidator = (value: unknown, ctx: ControlValidatorContext) => string | null;

export interface ControlConfig {
  name: string;
  /** Widget type in web/src/controls: 'MetricsControl', 'SelectControl', 'CheckboxControl', ... */
  type: string;
  label: string;
  description?: string;
  default?: unknown;
  /** Changing it re-renders without a new query. */
  renderTrigger?: boolean;
  /** Reset to the default when the control becomes hidden. */
  resetOnHide?: boolean;
  validators?: ControlValidator[];
  visibility?: (formData: FormData, context: ControlContext) => boolean;
  /** A null value is Superset's 'None' choice (the control saves null). */
  choices?: ControlChoices;
  /** Choices that follow other controls (Superset's mapStateToProps), in place of `choices`. */
  choicesOf?: (formData: FormData, context: ControlContext) => ControlChoices;
  multi?: boolean;
  freeForm?: boolean;
  /** A SelectAsyncControl's choices come from this API path (Superset's dataEndpoint), asked once. */
  dataEndpoint?: string;
  /** Turns the endpoint's answer into choices (Superset's mutator); the current value lets them show a pick's rank. */
  mutator?: (data: unknown, value: unknown) => ControlChoices;
  /** A SliderControl's range and step (Superset's min, max and step). */
  min?: number;
  max?: number;
  step?: number;
}

export interface ControlPanelSection {
  label: string;
  expanded?: boolean;
  controlSetRows: ControlConfig[][];
}

export interface ControlPanelConfig {
  sections: ControlPanelSection[];
}

/** Superset's buildQuery options: the chart's own state shapes the query it asks for. */
export interface BuildQueryOptions {
  ownState?: ChartOwnState;
}

export type BuildQuery = (formData: FormData, options?: BuildQueryOptions) => QueryContextInput;

/** What charts read of their datasource (Superset's chartProps.datasource): display names and saved formats. */
export interface ChartDatasourceMeta {
  /** Column and metric names to their verbose names. */
  verboseMap: Record<string, string>;
  /** Metric names to their saved d3 number formats. */
  columnFormats: Record<string, string>;
}

export interface ChartProps {
  formData: FormData;
  queriesData: ChartDataResult[];
  width: number;
  height: number;
  theme: 'light' | 'dark';
  /** This chart's own cross-filter on a dashboard, so the chart can show what is selected. */
  filterState?: FilterState;
  /** The own state the data was queried with, so a chart can show the page and sort it asked for. */
  ownState?: ChartOwnState;
  /** Verbose names and formats; without it charts show raw names and their own formats. */
  datasource?: ChartDatasourceMeta;
}

export type TransformProps<P> = (chartProps: ChartProps) => P;
