import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (`.vite/manifest.json`), by source path. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface SpaHtml {
  /** index.html with `head` added at the end of its `<head>`. */
  render: (head: string) => string;
  /**
   * `<link rel="modulepreload">` for the chunks these source modules need (their static imports
   * included), leaving out what index.html already loads; unknown modules are skipped, so a
   * renamed page costs a preload, never the page. Modules they load lazily from under
   * `lazyUnder` (a folder of the source tree) are preloaded too, with their imports.
   */
  modulePreloads: (sources: readonly string[], lazyUnder?: string) => string;
}

const readManifest = (dist: string): Manifest => {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch {
    return {};
  }
};

const collect = (manifest: Manifest, key: string, into: Set<string>): void => {
  if (into.has(key) || manifest[key] === undefined) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
};

/** The built SPA's index.html and manifest, read once; null when the web is not built. */
export const loadSpaHtml = (dist: string): SpaHtml | null => {
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) return null;
  const html = readFileSync(indexPath, 'utf8');
  const at = html.indexOf('</head>');
  const manifest = readManifest(dist);
  const inEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, inEntry);
  return {
    render: (head) => (at === -1 ? html : `${html.slice(0, at)}${head}\n${html.slice(at)}`),
    modulePreloads: (sources, lazyUnder) => {
      const keys = new Set<string>();
      for (const source of sources) collect(manifest, source, keys);
      if (lazyUnder !== undefined) {
        const lazy = [...keys].flatMap((key) => manifest[key]?.dynamicImports ?? []);
        for (const source of lazy) if (source.startsWith(lazyUnder)) collect(manifest, source, keys);
      }
      return [...keys]
        .filter((key) => !inEntry.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}">`)
        .join('\n');
    },
  };
};
