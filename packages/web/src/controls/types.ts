import type { ControlConfig, FormData, LegacyDatasource } from '@tessera/core';
import type { ComponentType } from 'react';

/** The dataset explore works on, as `GET /api/v1/explore/` and `/datasource/get` return it. */
export type ExploreDatasource = LegacyDatasource;

/** What every explore control widget receives; the control panel renders one per control config. */
export interface ControlWidgetProps<V = unknown> {
  config: ControlConfig;
  value: V;
  onChange: (value: V) => void;
  /** The whole form data, for controls whose choices depend on other controls. */
  formData: FormData;
  /** Null while the dataset loads or when it is missing. */
  datasource: ExploreDatasource | null;
  /** Messages of the control's validators for the current value (already translated). */
  validationErrors: string[];
}

export type ControlWidget = ComponentType<ControlWidgetProps>;

/**
 * A column or metric dragged from the dataset panel onto a control. Saved metrics travel by
 * name; columns carry their metadata so drop rules can check the column type.
 */
export type DragItem =
  | { kind: 'column'; column: ExploreDatasource['columns'][number] }
  | { kind: 'metric'; metric: ExploreDatasource['metrics'][number] };
