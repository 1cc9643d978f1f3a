import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SourceFile } from './extract-strings';

const srcDir = fileURLToPath(new URL('../../src', import.meta.url));

const isSource = (name: string): boolean =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

const readSources = (dir: string): SourceFile[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : readSources(path);
    return isSource(entry.name) ? [{ path: relative(srcDir, path), text: readFileSync(path, 'utf8') }] : [];
  });

/** The web app's source files, tests and test helpers left out, with paths relative to `src/`. */
export const readWebSources = (): SourceFile[] => readSources(srcDir);
