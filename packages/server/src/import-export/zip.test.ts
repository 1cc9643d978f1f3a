import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ZIP_LIMITS, unsafeEntryName, unzipFiles, withZip64End, zipFiles } from './zip.js';

/** Rewrites every central-directory record's uncompressed size, as a zip bomb declares it. */
const declareSize = (zip: Uint8Array, size: number): Uint8Array => {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 46 <= out.length; i += 1) {
    if (view.getUint32(i, true) === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return out;
};

describe('zip', () => {
  it('round-trips a file map deterministically', () => {
    const files = new Map([
      ['b/metadata.yaml', 'version: 1.0.0\n'],
      ['b/charts/x.yaml', 'slice_name: x\n'],
    ]);
    const a = zipFiles(files);
    expect(zipFiles(new Map([...files].reverse()))).toEqual(a);
    expect(unzipFiles(a)).toEqual(files);
  });

  it('refuses an archive whose declared size exceeds the limit before inflating', () => {
    const entries = Object.fromEntries(Array.from({ length: 3 }, (_, i) => [`f${i}.yaml`, strToU8('a: 1\n')]));
    const bomb = declareSize(zipSync(entries), 40 * 1024 * 1024);
    expect(() => unzipFiles(bomb)).toThrow(/would expand to more than 104857600 bytes/);
  });

  it('never inflates more than an entry declares', () => {
    const liar = declareSize(zipSync({ 'a.yaml': strToU8('a: 1\nb: 2\nc: 3\n') }), 2);
    let out: Map<string, string> | null = null;
    try {
      out = unzipFiles(liar);
    } catch {
      out = null;
    }
    expect((out?.get('a.yaml') ?? '').length).toBeLessThanOrEqual(2);
  });

  it('refuses path traversal, absolute paths and backslashes', () => {
    for (const name of ['../evil.yaml', 'x/../../evil.yaml', '/etc/passwd', 'a\\b.yaml', 'C:/x.yaml']) {
      expect(unsafeEntryName(name)).not.toBeNull();
      expect(() => unzipFiles(zipSync({ [name]: strToU8('a') }))).toThrow(/Error importing bundle: entry/);
    }
    expect(unsafeEntryName('export/charts/a..b.yaml')).toBeNull();
  });

  it('refuses too many entries', () => {
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, strToU8('')]));
    expect(() => unzipFiles(zipSync(many), { maxEntries: 10, maxTotalBytes: 1000 })).toThrow(/more than 10 entries/);
    const count = DEFAULT_ZIP_LIMITS.maxEntries + 1;
    const lots = Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, new Uint8Array()]));
    expect(() => unzipFiles(withZip64End(zipSync(lots, { level: 0 }), count))).toThrow(/more than 200000 entries/);
  });

  it('reads back every entry of an archive past 65,535 entries, which needs the ZIP64 end records', () => {
    const count = 70_000;
    const tree = Object.fromEntries(Array.from({ length: count }, (_, i) => [`b/c${i}.yaml`, strToU8(`n: ${i}\n`)]));
    const plain = zipSync(tree, { level: 0 });
    // Without them the 16-bit entry count wraps and readers silently see only count - 65,536 entries.
    expect(unzipFiles(plain).size).toBe(count - 65_536);
    const files = unzipFiles(withZip64End(plain, count));
    expect(files.size).toBe(count);
    expect(files.get('b/c69999.yaml')).toBe('n: 69999\n');
    const small = zipSync({ 'a.yaml': strToU8('a: 1\n') });
    expect(withZip64End(small, 1)).toBe(small);
  });

  it('refuses data that is not a ZIP', () => {
    expect(() => unzipFiles(strToU8('not a zip at all, just text'))).toThrow(/not a valid ZIP file/);
  });
});
