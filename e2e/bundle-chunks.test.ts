import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildWeb, WEB_DIST } from './support/web-app.js';

/** The chunks each built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const chunkImports = (assets: string): Map<string, string[]> => {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(assets, file), 'utf8');
    const imported = [...code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] ?? '');
    graph.set(file, [...new Set(imported)]);
  }
  return graph;
};

/** Strongly connected groups of more than one chunk (or a chunk importing itself): the import cycles. */
const cycles = (graph: Map<string, string[]>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === node ? undefined : stack.pop())
      group.push(member);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
};

describe('the built web app', () => {
  it('has no import cycle between its chunks', () => {
    // A chunk that imports a chunk importing it back runs before its imports are defined: the browser
    // then fails with 'x is not a constructor' or reads undefined (the deck.gl maps did, in the build only).
    buildWeb();
    const graph = chunkImports(join(WEB_DIST, 'assets'));
    expect(graph.size).toBeGreaterThan(20);
    expect(cycles(graph)).toEqual([]);
  });
});
