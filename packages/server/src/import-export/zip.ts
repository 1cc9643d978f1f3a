import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { badRequest, type HttpError } from '../http/http-error.js';

export interface ZipLimits {
  /** Total uncompressed bytes, as the central directory declares them. */
  maxTotalBytes: number;
  maxEntries: number;
}

/**
 * An assets bundle holds one file per object: 200,000 entries takes an instance of well over 100,000
 * charts, about as many ~600-byte chart files as the byte limit admits anyway.
 */
export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxTotalBytes: 100 * 1024 * 1024, maxEntries: 200_000 };

const EOCD = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_EOCD = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;

/**
 * fflate writes the entry count in 16 bits, so past 65,535 entries readers would see the count modulo
 * 65,536 and silently drop files. ZIP64's end record and locator carry the full count; the classic end
 * record then says 0xFFFF, as the format asks.
 */
export const withZip64End = (zip: Uint8Array, entries: number): Uint8Array => {
  if (entries <= 0xffff) return zip;
  const end = zip.length - EOCD_SIZE;
  const src = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  // zipFiles writes no archive comment, so the end record is the last 22 bytes.
  if (src.getUint32(end, true) !== EOCD) throw new Error('zip: end of central directory not found');
  const out = new Uint8Array(zip.length + ZIP64_EOCD_SIZE + ZIP64_LOCATOR_SIZE);
  out.set(zip.subarray(0, end));
  const v = new DataView(out.buffer);
  v.setUint32(end, ZIP64_EOCD, true);
  v.setBigUint64(end + 4, BigInt(ZIP64_EOCD_SIZE - 12), true);
  v.setUint16(end + 12, 45, true);
  v.setUint16(end + 14, 45, true);
  v.setBigUint64(end + 24, BigInt(entries), true);
  v.setBigUint64(end + 32, BigInt(entries), true);
  v.setBigUint64(end + 40, BigInt(src.getUint32(end + 12, true)), true);
  v.setBigUint64(end + 48, BigInt(src.getUint32(end + 16, true)), true);
  const locator = end + ZIP64_EOCD_SIZE;
  v.setUint32(locator, ZIP64_LOCATOR, true);
  v.setBigUint64(locator + 8, BigInt(end), true);
  v.setUint32(locator + 16, 1, true);
  const last = locator + ZIP64_LOCATOR_SIZE;
  out.set(zip.subarray(end), last);
  v.setUint16(last + 8, 0xffff, true);
  v.setUint16(last + 10, 0xffff, true);
  return out;
};

/** A text file map (path → content) written as one ZIP; paths are sorted so the archive is deterministic. */
export const zipFiles = (files: ReadonlyMap<string, string>): Uint8Array => {
  const tree: Zippable = {};
  // A fixed mtime keeps identical bundles byte-identical; fflate needs a date after 1980.
  const mtime = new Date('2000-01-01T00:00:00Z');
  for (const path of [...files.keys()].sort()) tree[path] = [strToU8(files.get(path) ?? ''), { mtime }];
  return withZip64End(zipSync(tree, { level: 6 }), files.size);
};

const zipError = (reason: string): HttpError => badRequest(`Error importing bundle: ${reason}`, 'formData');

/** Refuses names that could escape an extraction directory, even though nothing here writes to disk. */
export const unsafeEntryName = (name: string): string | null => {
  if (name.includes('\\')) return 'contains a backslash';
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) return 'is an absolute path';
  if (name.split('/').some((seg) => seg === '..')) return "contains a '..' segment";
  if (name.includes('\0')) return 'contains a NUL byte';
  return null;
};

/**
 * Reads a ZIP of text files. The central directory is walked first without inflating anything,
 * so a zip bomb, a path-traversal name or too many entries is refused before any memory is spent.
 */
export const unzipFiles = (data: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): Map<string, string> => {
  let entries = 0;
  let total = 0;
  const declared = new Map<string, number>();
  try {
    unzipSync(data, {
      filter: (file) => {
        entries += 1;
        if (entries > limits.maxEntries) throw zipError(`the archive has more than ${limits.maxEntries} entries`);
        const unsafe = unsafeEntryName(file.name);
        if (unsafe) throw zipError(`entry '${file.name}' ${unsafe}`);
        total += file.originalSize;
        if (total > limits.maxTotalBytes) {
          throw zipError(`the archive would expand to more than ${limits.maxTotalBytes} bytes`);
        }
        declared.set(file.name, file.originalSize);
        return false;
      },
    });
  } catch (err) {
    if (err instanceof Error && 'statusCode' in err) throw err;
    throw zipError(`not a valid ZIP file (${err instanceof Error ? err.message : String(err)})`);
  }
  let raw: Record<string, Uint8Array>;
  try {
    raw = unzipSync(data, { filter: (file) => !file.name.endsWith('/') });
  } catch (err) {
    throw zipError(`the ZIP file is corrupt (${err instanceof Error ? err.message : String(err)})`);
  }
  const out = new Map<string, string>();
  for (const [name, bytes] of Object.entries(raw)) {
    if (bytes.length !== declared.get(name)) throw zipError(`entry '${name}' does not match its declared size`);
    out.set(name, strFromU8(bytes));
  }
  return out;
};
