import type { ControlConfig, ControlPanelConfig } from '@tessera/core';
import { memo, useCallback, type ReactNode } from 'react';
import { getControlWidget } from '../../../../controls/registry';
import { controlChanged } from '../../state/explore-slice';
import { isControlVisible } from '../../state/control-logic';
import { selectDatasource, selectFormData } from '../../state/selectors';
import { useExploreDispatch, useExploreSelector } from '../../state/store';

const NO_ERRORS: string[] = [];

export interface ControlItemProps {
  config: ControlConfig;
  panel: ControlPanelConfig;
}

/**
 * The narrowest a control of a row may get before the row wraps (the panel is about 300px inside):
 * a checkbox shares a row with a select, two short text fields sit side by side, and selects and
 * drop zones take the full width rather than cutting off their values, as at 1280px they would.
 */
const controlBasis = (type: string): number => {
  if (type === 'CheckboxControl') return 120;
  if (type === 'TextControl') return 120;
  return 200;
};

/** One control of the panel, drawn by the widget its type names; hidden while its visibility says so. */
export const ControlItem = memo(function ControlItem({ config, panel }: ControlItemProps): ReactNode {
  const dispatch = useExploreDispatch();
  const formData = useExploreSelector(selectFormData);
  const datasource = useExploreSelector(selectDatasource);
  const errors = useExploreSelector((state) => state.explore.validationErrors[config.name] ?? NO_ERRORS);
  const onChange = useCallback(
    (value: unknown) => dispatch(controlChanged({ name: config.name, value, panel })),
    [dispatch, config.name, panel],
  );
  if (!isControlVisible(config, formData, datasource)) return null;
  const Widget = getControlWidget(config.type);
  return (
    <div
      role="group"
      aria-label={config.label}
      data-control-name={config.name}
      style={{ flex: `1 1 ${controlBasis(config.type)}px`, minWidth: 0 }}
    >
      <Widget
        config={config}
        value={formData[config.name]}
        onChange={onChange}
        formData={formData}
        datasource={datasource}
        validationErrors={errors}
      />
    </div>
  );
});
