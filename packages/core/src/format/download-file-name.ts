/**
 * File names of chart downloads (CSV, XLSX, JSON, image), as Superset names them: the chart's name
 * (the dataset's for a chart not saved yet) and the time as YYYYMMDD_HHMMSS, e.g.
 * 'Flights by carrier 20261124_184500.csv'. Characters no file system takes (/ \ : * ? " < > |,
 * control characters) become spaces, runs of spaces one, and the name is cut to 100 characters.
 */
const RESERVED = new Set('/\\:*?"<>|');
const isUnsafe = (char: string): boolean => RESERVED.has(char) || char.charCodeAt(0) < 0x20 || char === '\u007f';
const MAX_BASE_LENGTH = 100;
const FALLBACK = 'chart';

const pad = (n: number): string => String(n).padStart(2, '0');

/** Superset's generate_download_headers timestamp: local wall clock, YYYYMMDD_HHMMSS. */
export const downloadTimestamp = (now: Date): string =>
  `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_` +
  `${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;

/** A name safe as a file name's base: no path separators or reserved characters, not hidden, not empty. */
export const safeFileBase = (name: string | null | undefined): string => {
  const cleaned = [...(name ?? '')]
    .map((char) => (isUnsafe(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, MAX_BASE_LENGTH)
    .trim();
  return cleaned === '' ? FALLBACK : cleaned;
};

/** 'Chart name 20261124_184500.csv': the base made safe, the timestamp and the extension. */
export const downloadFileName = (name: string | null | undefined, extension: string, now: Date): string =>
  `${safeFileBase(name)} ${downloadTimestamp(now)}.${extension}`;

/** A Content-Disposition value for a download: an ASCII fallback plus RFC 5987's UTF-8 filename*. */
export const attachmentDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

/** The file name a Content-Disposition header gives (filename* first), or null. */
export const fileNameOfDisposition = (header: string | null): string | null => {
  if (header === null) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
};
