import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_MODULE_MOCKS, WEB_MODULE_MOCKS } from '../vitest.config.js';

const root = fileURLToPath(new URL('..', import.meta.url));

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });

const mockingFiles = (dir: string): string[] =>
  testFiles(join(root, dir))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(join(root, file), 'utf8')))
    .sort();

// A vi.mock in a shared module graph would mock nothing the earlier files imported, or leak into later ones.
describe('the server and web projects share modules between files (isolate: false)', () => {
  it('runs every server test that mocks a module in the isolated server-mocks project', () => {
    expect(mockingFiles('packages/server/src')).toEqual([...SERVER_MODULE_MOCKS].sort());
  });

  it('runs every web test that mocks a module in the isolated web-mocks project', () => {
    expect([...mockingFiles('packages/web/src'), ...mockingFiles('packages/web/scripts')].sort()).toEqual(
      [...WEB_MODULE_MOCKS].sort(),
    );
  });
});
