import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULE_MOCKS } from '../vitest.config.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });

describe('the server project shares modules between files (isolate: false)', () => {
  it('runs every server test that mocks a module in the isolated server-mocks project', () => {
    // A vi.mock in a shared module graph would mock nothing the earlier files imported, or leak into later ones.
    const mocking = testFiles(join(root, 'packages/server/src')).filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect([...mocking].sort()).toEqual([...SERVER_MODULE_MOCKS].sort());
  });
});
