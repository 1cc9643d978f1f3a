import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unsafeEntryName, unzipFiles, zipFiles } from './zip.js';

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
    const lots = Object.fromEntries(Array.from({ length: 10_001 }, (_, i) => [`f${i}`, new Uint8Array()]));
    expect(() => unzipFiles(zipSync(lots, { level: 0 }))).toThrow(/more than 10000 entries/);
  });

  it('refuses data that is not a ZIP', () => {
    expect(() => unzipFiles(strToU8('not a zip at all, just text'))).toThrow(/not a valid ZIP file/);
  });
});
