import { createWriteStream } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import type { UploadColumnType, UploadForm, UploadMetadataForm, UploadType } from '@tessera/core';
import { unprocessable } from '../../../http/http-error.js';

/** The file to read and where its helpers (an Excel sheet as CSV, a ZIP's Parquet files) may be written. */
export interface UploadFileRef {
  path: string;
  dir: string;
}

/** Reading options: the metadata form's, or the full upload form's. */
type ReadOptions = UploadMetadataForm & Partial<Omit<UploadForm, keyof UploadMetadataForm>>;

/** Superset's column_data_types are pandas dtypes; these are the DuckDB types they land as. */
const DUCKDB_TYPES: Record<UploadColumnType, string> = {
  int64: 'BIGINT',
  float64: 'DOUBLE',
  str: 'VARCHAR',
  string: 'VARCHAR',
  object: 'VARCHAR',
  bool: 'BOOLEAN',
  'datetime64[ns]': 'TIMESTAMP',
};

export const duckString = (s: string): string => `'${s.replace(/'/g, "''")}'`;
export const duckIdent = (s: string): string => `"${s.replace(/"/g, '""')}"`;

/** The read_csv call for the options (pandas read_csv's parameters as Superset's CSVReader passes them). */
const csvSource = (path: string, o: ReadOptions, delimiter: string): string => {
  const args = [
    duckString(path),
    `delim=${duckString(delimiter === '\\t' ? '\t' : delimiter)}`,
    'header=true',
    // pandas skips `skiprows` lines, then takes the `header` row of what is left as the header.
    `skip=${(o.skip_rows ?? 0) + o.header_row}`,
    `decimal_separator=${duckString(o.decimal_character ?? '.')}`,
  ];
  const types = new Map<string, string>();
  for (const c of o.column_dates ?? []) types.set(c, 'TIMESTAMP');
  for (const [c, t] of Object.entries(o.column_data_types ?? {})) types.set(c, DUCKDB_TYPES[t]);
  if (types.size > 0) {
    args.push(`types={${[...types].map(([c, t]) => `${duckString(c)}: ${duckString(t)}`).join(', ')}}`);
  }
  // pandas' dayfirst: 25/12/2020 is the 25th of December.
  if (o.day_first) args.push(`timestampformat=${duckString('%d/%m/%Y')}`, `dateformat=${duckString('%d/%m/%Y')}`);
  if (o.null_values && o.null_values.length > 0) args.push(`nullstr=[${o.null_values.map(duckString).join(', ')}]`);
  // Blank lines are always skipped by DuckDB's reader (pandas' skip_blank_lines default); leading spaces
  // are trimmed from unquoted numbers and dates whatever skip_initial_space says.
  return `read_csv(${args.join(', ')})`;
};

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const s =
    v instanceof Date
      ? v
          .toISOString()
          .replace('T', ' ')
          .replace(/\.000Z$|Z$/, '')
      : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * Excel: read-excel-file parses the sheet (the first unless `sheet_name`), which is written out as
 * CSV so DuckDB types it like an uploaded CSV (Superset's ExcelReader hands pandas the same options).
 */
const excelAsCsv = async (file: UploadFileRef, sheetName: string | undefined): Promise<string> => {
  let sheets;
  try {
    sheets = await readXlsxFile(file.path);
  } catch (err) {
    throw unprocessable(
      `file: the Excel file could not be read (${err instanceof Error ? err.message : String(err)})`,
      'file',
    );
  }
  const sheet = sheetName === undefined ? sheets[0] : sheets.find((s) => s.sheet === sheetName);
  if (!sheet) throw unprocessable(`sheet_name: Worksheet named ${sheetName ?? ''} not found`, 'sheet_name');
  const csvPath = join(file.dir, 'sheet.csv');
  const out = createWriteStream(csvPath);
  for (const row of sheet.data) out.write(`${row.map(cellText).join(',')}\n`);
  await new Promise<void>((done, fail) => out.end((err?: Error | null) => (err ? fail(err) : done())));
  return csvPath;
};

/** Superset's ColumnarReader takes a Parquet file or a ZIP of them (all of one schema). */
const parquetSource = async (file: UploadFileRef): Promise<string> => {
  const head = Buffer.alloc(4);
  const handle = await open(file.path, 'r');
  await handle.read(head, 0, 4, 0).finally(() => handle.close());
  if (head.toString('latin1') !== 'PK\u0003\u0004') return `read_parquet(${duckString(file.path)})`;
  // A ZIP is unpacked in memory (fflate); large columnar uploads should send the Parquet file itself.
  const bytes = await readFile(file.path);
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: (f) => f.name.toLowerCase().endsWith('.parquet') });
  } catch {
    throw unprocessable('file: the ZIP file could not be read', 'file');
  }
  const names = Object.keys(entries);
  if (names.length === 0) throw unprocessable('file: the ZIP file holds no .parquet file', 'file');
  const paths = await Promise.all(
    names.map(async (n, i) => {
      const p = join(file.dir, `part-${i}.parquet`);
      await writeFile(p, entries[n] ?? new Uint8Array());
      return p;
    }),
  );
  return `read_parquet([${paths.map(duckString).join(', ')}])`;
};

/** The DuckDB table function that reads the uploaded file with the form's options. */
export const fileSource = async (type: UploadType, file: UploadFileRef, o: ReadOptions): Promise<string> => {
  if (type === 'csv') return csvSource(file.path, o, o.delimiter);
  if (type === 'excel') return csvSource(await excelAsCsv(file, o.sheet_name), o, ',');
  return parquetSource(file);
};

/** Superset's ExcelReader.file_metadata: each sheet's name and header row. */
export const excelSheetColumns = async (
  file: UploadFileRef,
  headerRow: number,
): Promise<{ sheet_name: string; column_names: string[] }[]> => {
  let sheets;
  try {
    sheets = await readXlsxFile(file.path);
  } catch (err) {
    throw unprocessable(
      `file: the Excel file could not be read (${err instanceof Error ? err.message : String(err)})`,
      'file',
    );
  }
  return sheets.map((s) => ({
    sheet_name: s.sheet,
    column_names: (s.data[headerRow] ?? []).map((v) => (v === null ? '' : String(v))),
  }));
};
