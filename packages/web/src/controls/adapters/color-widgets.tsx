import type { ReactNode } from 'react';
import { ColorSchemeControl } from '../color-scheme/color-scheme-control';
import type { ControlWidgetProps } from '../types';
import { WithErrors } from './with-errors';

/** Superset's sequential scheme control is `linear_color_scheme`; the others are categorical. */
const schemeKind = (name: string): 'categorical' | 'sequential' =>
  name === 'linear_color_scheme' ? 'sequential' : 'categorical';

export function ColorSchemeWidget({ config, value, onChange, validationErrors }: ControlWidgetProps): ReactNode {
  return (
    <WithErrors errors={validationErrors}>
      <ColorSchemeControl
        kind={schemeKind(config.name)}
        value={typeof value === 'string' ? value : null}
        onChange={onChange}
        label={config.label}
        description={config.description}
      />
    </WithErrors>
  );
}
