import { describe, expect, it } from 'vitest';
import { acceptFor, defaultUploadOptions, previewLines, uploadFormData } from './upload-request';

const file = new File(['a,b\n1,2\n'], 'sales.csv');
const fields = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file').map(([k, v]) => [k, String(v)]));

describe('upload request', () => {
  it('sends the CSV options Superset names, leaving blanks out', () => {
    const form = uploadFormData(
      { ...defaultUploadOptions('csv'), tableName: ' sales ', schema: 'main', columnDates: ['day'], delimiter: ';' },
      file,
    );
    expect(fields(form)).toEqual({
      type: 'csv',
      table_name: 'sales',
      schema: 'main',
      already_exists: 'fail',
      header_row: '0',
      skip_rows: '0',
      column_dates: 'day',
      decimal_character: '.',
      delimiter: ';',
      skip_blank_lines: 'true',
      skip_initial_space: 'false',
    });
    expect(form.get('file')).toBeInstanceOf(File);
  });

  it('sends only what the columnar and Excel readers take', () => {
    const parquet = fields(
      uploadFormData({ ...defaultUploadOptions('columnar'), tableName: 'p', columnDates: ['x'] }, file),
    );
    expect(parquet).not.toHaveProperty('column_dates');
    expect(parquet).not.toHaveProperty('delimiter');
    const excel = fields(uploadFormData({ ...defaultUploadOptions('excel'), tableName: 'x', sheetName: 'Q1' }, file));
    expect(excel).toMatchObject({ sheet_name: 'Q1' });
    expect(excel).not.toHaveProperty('delimiter');
  });

  it('writes the index only when the dataframe index is kept', () => {
    const off = fields(uploadFormData({ ...defaultUploadOptions('csv'), tableName: 't', indexLabel: 'id' }, file));
    expect(off).not.toHaveProperty('index_label');
    const on = fields(
      uploadFormData({ ...defaultUploadOptions('csv'), tableName: 't', dataframeIndex: true, indexLabel: 'id' }, file),
    );
    expect(on).toMatchObject({ dataframe_index: 'true', index_label: 'id' });
  });

  it('accepts the extensions of the type and previews the first lines', () => {
    expect(acceptFor('columnar')).toBe('.parquet,.zip');
    expect(previewLines('a;b\n\n1;2\n', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
