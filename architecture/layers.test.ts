import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { SERVER_LAYERS, WEB_LAYERS, type LayerException, type LayerOrder } from './layers.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One import between two files of a package's src/, both paths relative to src/. */
interface Import {
  from: string;
  to: string;
}

/** Tests, and the test helpers still left under src/, wire real pieces together and are not layered. */
const isTestOnly = (path: string): boolean =>
  /\.test\.tsx?$/.test(path) || /(^|\/)(test-support|testing|test-utils)\//.test(path);

const isSource = (name: string): boolean => /\.tsx?$/.test(name) && !name.endsWith('.d.ts');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, as TypeScript's bundler resolution finds it ('./x.js' is x.ts). */
const resolveSpecifier = (file: string, specifier: string): string | null => {
  const base = resolve(dirname(file), specifier.replace(/\.jsx?$/, ''));
  for (const suffix of CANDIDATES) {
    const path = base + suffix;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
};

/** Every relative import (static, dynamic, type-only, re-export) of the non-test files of `src`. */
const importsOf = (src: string): Import[] =>
  sourceFiles(src)
    .filter((file) => !isTestOnly(relative(src, file)))
    .flatMap((file) =>
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.map(({ fileName }) => (fileName.startsWith('.') ? resolveSpecifier(file, fileName) : null))
        .filter((target): target is string => target !== null && target.startsWith(src))
        .map((target) => ({ from: relative(src, file), to: relative(src, target) })),
    );

/** The layer index of each member of the order (0 is the top). */
const layerIndex = (order: LayerOrder): Map<string, number> =>
  new Map(order.layers.flatMap((members, index) => members.map((member) => [member, index] as const)));

const memberOf = (path: string): string => path.split('/')[0] ?? path;

const matches = (pattern: string, path: string): boolean =>
  pattern.endsWith('/') ? path.startsWith(pattern) : path === pattern;

const covers = (exception: LayerException, imp: Import): boolean =>
  matches(exception.from, imp.from) && matches(exception.to, imp.to);

const show = ({ from, to }: Import | LayerException): string => `${from} -> ${to}`;

describe.each([
  ['server', SERVER_LAYERS, 8],
  ['web', WEB_LAYERS, WEB_LAYERS.exceptions.length],
])('the %s layer order (architecture/layers.js)', (_name, order, maxExceptions) => {
  const src = join(root, order.src);
  const layers = layerIndex(order);
  const imports = importsOf(src);
  const upward = imports.filter(({ from, to }) => {
    const [a, b] = [layers.get(memberOf(from)), layers.get(memberOf(to))];
    return a !== undefined && b !== undefined && b < a;
  });

  it('places every folder and file directly under src/ in one layer', () => {
    const entries = readdirSync(src, { withFileTypes: true })
      .filter((e) => (e.isDirectory() ? sourceFiles(join(src, e.name)).length > 0 : isSource(e.name)))
      .map((e) => e.name)
      .filter((name) => !isTestOnly(`${name}${name.includes('.') ? '' : '/'}`));
    expect(entries.filter((name) => !layers.has(name)).map((name) => `${name} has no layer`)).toEqual([]);
    const members = order.layers.flat();
    expect(members.filter((m) => !entries.includes(m)).map((m) => `${m} is not under src/`)).toEqual([]);
    expect(members).toHaveLength(new Set(members).size);
  });

  it('has no import running up a layer but the named exceptions', () => {
    const unexpected = upward.filter((imp) => !order.exceptions.some((e) => covers(e, imp)));
    expect(unexpected.map(show)).toEqual([]);
  });

  it('names each exception with its reason, and only exceptions that still occur', () => {
    expect(order.exceptions.filter((e) => e.reason.trim().length < 20).map(show)).toEqual([]);
    expect(order.exceptions.filter((e) => !upward.some((imp) => covers(e, imp))).map(show)).toEqual([]);
    expect(order.exceptions.length).toBeLessThanOrEqual(maxExceptions);
  });
});
