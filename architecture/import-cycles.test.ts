import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const packagesDir = fileURLToPath(new URL('../packages', import.meta.url));
const tsConfig = fileURLToPath(new URL('../tsconfig.base.json', import.meta.url));

describe('imports between files in packages/', () => {
  it('form no cycle (type-only imports included)', async () => {
    const graph = await madge(packagesDir, {
      fileExtensions: ['ts', 'tsx'],
      tsConfig,
      excludeRegExp: [/node_modules/, /\/dist\//],
    });
    expect(graph.circular()).toEqual([]);
  });
});
