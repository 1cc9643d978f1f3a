/** What a click selects, as filterState.selectedValues keeps it: a node's name or a link's two ends. */
export const nodeKey = (name: string): string => `node:${name}`;
export const linkKey = (source: string, target: string): string => `link:${source}\u2192${target}`;
