import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMPLETE_CATALOGS } from '../src/i18n/catalogs/complete';
import { coreSourceStrings } from '../src/i18n/core-source-strings';
import { checkCatalog, extractSourceStrings, type SourceFile } from '../src/i18n/extract-strings';

/**
 * `npm run i18n:missing`: the source strings each complete catalog lacks, as JSON
 * (`--dynamic` also lists t() calls whose argument is not a literal).
 */
const srcDir = fileURLToPath(new URL('../src', import.meta.url));
const isSource = (name: string): boolean =>
  /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts');

const readSources = (dir: string): SourceFile[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'catalogs' || entry.name === 'testing' ? [] : readSources(path);
    return isSource(entry.name) ? [{ path: relative(srcDir, path), text: readFileSync(path, 'utf8') }] : [];
  });

const { strings, dynamic } = extractSourceStrings(readSources(srcDir));
const sources = new Set([...strings.keys(), ...coreSourceStrings()]);
const report = Object.fromEntries(
  Object.entries(COMPLETE_CATALOGS).map(([locale, catalog]) => {
    const { missing, slotMismatches } = checkCatalog(sources, catalog);
    return [locale, { sourceStrings: sources.size, missingCount: missing.length, missing, slotMismatches }];
  }),
);
const output = process.argv.includes('--dynamic') ? { ...report, dynamic } : report;
process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
