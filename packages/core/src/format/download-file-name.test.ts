import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition,
  downloadFileName,
  downloadTimestamp,
  fileNameOfDisposition,
  safeFileBase,
} from './download-file-name.js';

const now = new Date(2026, 10, 24, 18, 45, 0);

describe('download file names', () => {
  it("names a download after the chart and the time, as Superset's generate_download_headers", () => {
    expect(downloadTimestamp(now)).toBe('20261124_184500');
    expect(downloadFileName('Flights by carrier', 'csv', now)).toBe('Flights by carrier 20261124_184500.csv');
  });

  it('makes names safe for every file system', () => {
    expect(safeFileBase('a/b\\c:d*e?f"g<h>i|j')).toBe('a b c d e f g h i j');
    expect(safeFileBase('  ..hidden\n\tname  ')).toBe('hidden name');
    expect(safeFileBase('')).toBe('chart');
    expect(safeFileBase(null)).toBe('chart');
    expect(safeFileBase('x'.repeat(250))).toHaveLength(100);
    expect(safeFileBase('Vols par transporteur — été')).toBe('Vols par transporteur — été');
  });

  it('writes and reads Content-Disposition with a UTF-8 name', () => {
    const header = attachmentDisposition('Vols été 20261124_184500.csv');
    expect(header).toBe(
      `attachment; filename="Vols _t_ 20261124_184500.csv"; filename*=UTF-8''Vols%20%C3%A9t%C3%A9%2020261124_184500.csv`,
    );
    expect(fileNameOfDisposition(header)).toBe('Vols été 20261124_184500.csv');
    expect(fileNameOfDisposition('attachment; filename="plain.csv"')).toBe('plain.csv');
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});
