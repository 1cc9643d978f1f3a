import { TYPE_GENERIC, type ChartDataResult } from '@tessera/core';
import { stringify } from 'csv-stringify/sync';
import writeExcelFile, { type Cell, type SheetData } from 'write-excel-file/node';

type Tabular = Pick<ChartDataResult, 'colnames' | 'coltypes' | 'data'>;

const isoOrNull = (v: unknown): string | null =>
  typeof v === 'number' ? new Date(v).toISOString().replace('.000Z', '') : null;

/** Temporal columns are ISO datetimes in downloads, as Superset writes them. */
const cellValue = (v: unknown, coltype: number | undefined): string | number | boolean | null => {
  if (v === null || v === undefined) return null;
  if (coltype === TYPE_GENERIC.TEMPORAL) return isoOrNull(v) ?? String(v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return v;
  return JSON.stringify(v);
};

export const toCsv = (r: Tabular): string =>
  stringify([r.colnames, ...r.data.map((row) => r.colnames.map((c, i) => cellValue(row[c], r.coltypes[i])))], {
    cast: { boolean: (b) => (b ? 'True' : 'False') },
  });

export const toXlsx = async (r: Tabular): Promise<Buffer> => {
  const header: Cell[] = r.colnames.map((c) => ({ value: c, fontWeight: 'bold' }));
  const rows: SheetData = r.data.map((row) =>
    r.colnames.map((c, i): Cell => {
      const v = cellValue(row[c], r.coltypes[i]);
      if (v === null) return null;
      if (r.coltypes[i] === TYPE_GENERIC.TEMPORAL && typeof row[c] === 'number') {
        return { value: new Date(row[c] as number), type: Date, format: 'yyyy-mm-dd hh:mm:ss' };
      }
      return v;
    }),
  );
  return writeExcelFile([header, ...rows]).toBuffer();
};
