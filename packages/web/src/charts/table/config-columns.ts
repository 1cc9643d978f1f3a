import type { ChartDataResult, ConfigurableColumn, FormData } from '@tessera/core';
import { transformProps } from './transform-props';

/**
 * The columns the `column_config` control lists for a table result: the columns the table shows,
 * so a time comparison lists its Main, #, △ and % parts. The rows are left out: only names and types count.
 */
export const configurableColumns = (formData: FormData, result: ChartDataResult | undefined): ConfigurableColumn[] => {
  if (!result) return [];
  const { columns } = transformProps({
    formData,
    queriesData: [{ ...result, data: [] }],
    width: 0,
    height: 0,
    theme: 'light',
  });
  return columns.map((c) => ({
    key: c.key,
    label: c.label,
    dataType: c.dataType,
    ...(c.group && { group: c.group.label }),
  }));
};
