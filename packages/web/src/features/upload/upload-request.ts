import { UPLOAD_EXTENSIONS, type UploadAlreadyExists, type UploadType } from '@tessera/core';

/** What the upload modal's form holds (Superset's UploadDataModal fields). */
export interface UploadOptions {
  type: UploadType;
  tableName: string;
  schema: string | null;
  alreadyExists: UploadAlreadyExists;
  delimiter: string;
  sheetName: string | null;
  headerRow: number;
  skipRows: number;
  rowsToRead: number | null;
  columnDates: string[];
  columnsRead: string[];
  columnDataTypes: string;
  indexColumn: string | null;
  dataframeIndex: boolean;
  indexLabel: string;
  decimalCharacter: string;
  nullValues: string;
  dayFirst: boolean;
  skipBlankLines: boolean;
  skipInitialSpace: boolean;
}

export const defaultUploadOptions = (type: UploadType): UploadOptions => ({
  type,
  tableName: '',
  schema: null,
  alreadyExists: 'fail',
  delimiter: ',',
  sheetName: null,
  headerRow: 0,
  skipRows: 0,
  rowsToRead: null,
  columnDates: [],
  columnsRead: [],
  columnDataTypes: '',
  indexColumn: null,
  dataframeIndex: false,
  indexLabel: '',
  decimalCharacter: '.',
  nullValues: '',
  dayFirst: false,
  skipBlankLines: true,
  skipInitialSpace: false,
});

/** The file picker's `accept`: the type's extensions (Superset's checkUploadExtensions on the picker). */
export const acceptFor = (type: UploadType): string => UPLOAD_EXTENSIONS[type].map((e) => `.${e}`).join(',');

/** The multipart form `POST /api/v1/database/{pk}/upload/` takes; options left at their default are not sent. */
export const uploadFormData = (o: UploadOptions, file: File): FormData => {
  const form = new FormData();
  const set = (key: string, value: string | null | undefined): void => {
    if (value !== null && value !== undefined && value !== '') form.append(key, value);
  };
  form.append('type', o.type);
  form.append('file', file, file.name);
  set('table_name', o.tableName.trim());
  set('schema', o.schema);
  set('already_exists', o.alreadyExists);
  set('header_row', String(o.headerRow));
  set('rows_to_read', o.rowsToRead === null ? null : String(o.rowsToRead));
  set('skip_rows', String(o.skipRows));
  set('columns_read', o.columnsRead.join(','));
  set('index_column', o.indexColumn);
  if (o.dataframeIndex) {
    set('dataframe_index', 'true');
    set('index_label', o.indexLabel.trim());
  }
  if (o.type === 'columnar') return form;
  set('column_dates', o.columnDates.join(','));
  set('column_data_types', o.columnDataTypes.trim());
  set('decimal_character', o.decimalCharacter);
  set('null_values', o.nullValues.trim());
  if (o.dayFirst) set('day_first', 'true');
  if (o.type === 'excel') {
    set('sheet_name', o.sheetName);
    return form;
  }
  set('delimiter', o.delimiter);
  set('skip_blank_lines', String(o.skipBlankLines));
  set('skip_initial_space', String(o.skipInitialSpace));
  return form;
};

/** The first lines of a CSV, split on the delimiter, for the modal's preview (quotes are not parsed). */
export const previewLines = (text: string, delimiter: string, lines = 6): string[][] =>
  text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(0, lines)
    .map((l) => l.split(delimiter === '\\t' ? '\t' : delimiter));
