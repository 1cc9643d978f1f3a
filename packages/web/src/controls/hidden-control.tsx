import type { ReactNode } from 'react';
import type { ControlWidgetProps } from './types';

/** Superset's HiddenControl: the value lives in the form data (slice_id, url_params ...) with nothing to show. */
export function HiddenControl(_props: ControlWidgetProps): ReactNode {
  return null;
}
