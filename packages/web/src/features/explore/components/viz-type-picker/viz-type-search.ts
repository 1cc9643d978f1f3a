import Fuse, { type IFuseOptions } from 'fuse.js';
import { tagWeight, type VizTypeEntry } from './viz-type-catalog';

interface Searchable {
  entry: VizTypeEntry;
  name: string;
  tags: string[];
  description: string;
}

/** Spec 03 §9: fuzzy search over name (weight 4), tags (2) and description (1), threshold 0.3. */
export const FUSE_OPTIONS: IFuseOptions<Searchable> = {
  keys: [
    { name: 'name', weight: 4 },
    { name: 'tags', weight: 2 },
    { name: 'description', weight: 1 },
  ],
  threshold: 0.3,
  includeScore: true,
  ignoreLocation: true,
};

/** A search over the entries, built once; results are best first, featured charts nudged up. */
export const createVizTypeSearch = (entries: readonly VizTypeEntry[]): ((query: string) => VizTypeEntry[]) => {
  const docs: Searchable[] = entries.map((entry) => ({
    entry,
    name: entry.metadata.name,
    tags: entry.metadata.tags,
    description: entry.metadata.description,
  }));
  const fuse = new Fuse(docs, FUSE_OPTIONS);
  return (query) => {
    const text = query.trim();
    if (text === '') return [...entries];
    return fuse
      .search(text)
      .map((r) => ({ entry: r.item.entry, score: (r.score ?? 1) - tagWeight(r.item.entry.metadata) }))
      .sort((a, b) => a.score - b.score)
      .map((r) => r.entry);
  };
};
