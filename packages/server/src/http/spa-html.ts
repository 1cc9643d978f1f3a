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
   * renamed page costs a preload, never the page.
   */
  modulePreloads: (sources: readonly string[]) => string;
  /** The source modules of these viz types' chart chunks (the web build's map); unknown types are skipped. */
  chartSources: (vizTypes: Iterable<string>) => string[];
}

const readJson = <T>(path: string, fallback: T): T => {
  if (!existsSync(path)) return fallback;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return fallback;
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
  const manifest = readJson<Manifest>(join(dist, '.vite', 'manifest.json'), {});
  // viz_type → its chart chunk's source module, written by the web build (build/chart-modules.ts).
  const charts = readJson<Record<string, string>>(join(dist, '.vite', 'chart-modules.json'), {});
  const inEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, inEntry);
  return {
    render: (head) => (at === -1 ? html : `${html.slice(0, at)}${head}\n${html.slice(at)}`),
    modulePreloads: (sources) => {
      const keys = new Set<string>();
      for (const source of sources) collect(manifest, source, keys);
      return [...keys]
        .filter((key) => !inEntry.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file ?? ''}">`)
        .join('\n');
    },
    chartSources: (vizTypes) => [...new Set([...vizTypes].flatMap((vizType) => charts[vizType] ?? []))],
  };
};
