import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { badRequest, type HttpError } from '../lib/http-error.js';

export interface ZipLimits {
  /** Total uncompressed bytes, as the central directory declares them. */
  maxTotalBytes: number;
  maxEntries: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = { maxTotalBytes: 100 * 1024 * 1024, maxEntries: 10_000 };

/** A text file map (path → content) written as one ZIP; paths are sorted so the archive is deterministic. */
export const zipFiles = (files: ReadonlyMap<string, string>): Uint8Array => {
  const tree: Zippable = {};
  // A fixed mtime keeps identical bundles byte-identical; fflate needs a date after 1980.
  const mtime = new Date('2000-01-01T00:00:00Z');
  for (const path of [...files.keys()].sort()) tree[path] = [strToU8(files.get(path) ?? ''), { mtime }];
  return zipSync(tree, { level: 6 });
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
