import type { ReactNode } from 'react';
import { ColumnConfigControl } from '../column-config';
import type { ControlWidgetProps } from '../types';
import { columnsFromFormData } from './column-config-columns';
import { WithErrors } from './with-errors';

const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * The column-config control as a registry widget. It lists the columns the form data asks for;
 * the explore page can register a result-aware widget instead to list time-comparison parts too.
 */
export function ColumnConfigWidget(props: ControlWidgetProps): ReactNode {
  const { config, value, onChange, formData, datasource, validationErrors } = props;
  return (
    <WithErrors errors={validationErrors}>
      <ColumnConfigControl
        value={value}
        onChange={onChange}
        columns={columnsFromFormData(formData, datasource)}
        defaults={{
          showCellBars: flag(formData.show_cell_bars, true),
          alignPositiveNegative: flag(formData.align_pn, false),
          colorPositiveNegative: flag(formData.color_pn, true),
        }}
        label={config.label}
        description={config.description}
      />
    </WithErrors>
  );
}
