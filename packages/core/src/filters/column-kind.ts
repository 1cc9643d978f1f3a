import type { LegacyDatasource } from '../model/datasource.js';
import { TYPE_GENERIC } from '../model/dataset.js';

/** A dataset column as explore and the filters receive it. */
export type DatasourceColumn = LegacyDatasource['columns'][number];

/** What a column's kind is read from. */
export type ColumnTypeFacts = Pick<DatasourceColumn, 'type' | 'type_generic' | 'is_dttm'>;

export type ColumnKind = 'numeric' | 'string' | 'temporal' | 'boolean';

// Columns of datasets synced before type_generic existed only carry the database type name.
const NUMERIC_TYPE = /INT|DOUBLE|FLOAT|DECIMAL|NUMERIC|NUMBER|REAL|MONEY/i;
const TEMPORAL_TYPE = /DATE|TIME/i;
const BOOLEAN_TYPE = /BOOL/i;

/** A column's kind from Superset's GenericDataType (`type_generic`), is_dttm, or else its type name. */
export const columnKind = (column: ColumnTypeFacts): ColumnKind => {
  if (column.is_dttm) return 'temporal';
  switch (column.type_generic) {
    case TYPE_GENERIC.NUMERIC:
      return 'numeric';
    case TYPE_GENERIC.TEMPORAL:
      return 'temporal';
    case TYPE_GENERIC.BOOLEAN:
      return 'boolean';
    case TYPE_GENERIC.STRING:
      return 'string';
    default: {
      const type = column.type ?? '';
      if (BOOLEAN_TYPE.test(type)) return 'boolean';
      if (TEMPORAL_TYPE.test(type)) return 'temporal';
      return NUMERIC_TYPE.test(type) ? 'numeric' : 'string';
    }
  }
};

export const isTemporalColumn = (column: ColumnTypeFacts): boolean => columnKind(column) === 'temporal';

/** A dataset's saved metric as explore and the filters receive it. */
export type DatasourceMetric = LegacyDatasource['metrics'][number];
