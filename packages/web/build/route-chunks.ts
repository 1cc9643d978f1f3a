import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Modules whose static imports make up a first load: the pages and shells the router loads
 * lazily, and each chart type's chunk. Answers the root's label, or null for any other module.
 */
const rootLabel = (id: string): string | null => {
  const page = /[\\/]src[\\/](?:pages[\\/][^\\/]+|app[\\/]shell)[\\/]([^\\/]+)\.tsx$/.exec(id);
  if (page?.[1] !== undefined) return page[1];
  const chart = /[\\/]src[\\/]charts[\\/]([^\\/]+)[\\/]index\.ts$/.exec(id);
  return chart?.[1] === undefined ? null : `plugin-${chart[1]}`;
};

/** Pages the router draws without the signed-in shell. */
const STANDALONE = new Set([
  'login-page',
  'logout-page',
  'setup-page',
  'chart-preview-page',
  'not-found-page',
  'embedded-page',
]);

/** The shells a root's route always loads with it (see the layout routes in src/app/router.tsx). */
const shellsOf = (label: string): string[] => {
  if (label.startsWith('plugin-') || STANDALONE.has(label) || label === 'app-layout') return [];
  if (label === 'dashboard-page' || label === 'dashboard-permalink-page') return ['dashboard-shell', 'app-layout'];
  if (label === 'explore-page') return ['explore-shell', 'app-layout'];
  return ['app-layout'];
};

/**
 * The roots a module is grouped by. Charts draw on the explore and dashboard pages: what both of
 * them load is there before any chart, so which chart types also import it does not matter.
 */
const groupingRoots = (labels: ReadonlySet<string>): Set<string> => {
  const bothChartPages = labels.has('explore-page') && labels.has('dashboard-page');
  return new Set([...labels].filter((label) => !(bothChartPages && label.startsWith('plugin-'))));
};

/**
 * ECharts as three chunks instead of one of 227 kB (issue B: a chunk ≤ 120 kB gzip): zrender, which
 * draws; ECharts' core (models, scales, coordinate math); and the series and components chart types
 * share, with our modules that draw with them. The core is what `echarts/core` imports, so each chunk
 * imports only the ones before it: a cycle between chunks would run a component's
 * `extends ComponentModel` before the core chunk had defined it.
 */
const ZRENDER = /[\\/]node_modules[\\/]zrender[\\/]/;
const ECHARTS_CORE_ENTRY = /[\\/]node_modules[\\/]echarts[\\/]lib[\\/]core[\\/]echarts\.js$/;

/**
 * Pages with the tightest budgets (bench/bundle-size.ts), and the shell most pages load: they never
 * take a merged chunk (a merged chunk loads the imports of every module in it: through the shell,
 * the dataset list had come to load zod for the RLS page's API module).
 */
const LEAN_ROOTS = new Set(['login-page', 'setup-page', 'dataset-list-page', 'app-layout']);
/**
 * Below this much source code a group of page modules is not worth a file of its own: the groups
 * that small share one chunk, a few kB that a page may load without using all of it.
 */
const SMALL_GROUP_CHARS = 1_500;
/**
 * The same for what the dashboard page or a chart type shares with other pages: a dashboard loads
 * dozens of such groups before its first chart (issue A: at most 40 files), so the bar is higher.
 */
const SMALL_CHART_GROUP_CHARS = 6_000;
/**
 * A group that a lean root and a chart page share may not join a merged chunk (the lean page would load
 * the rest of it), but below this size it joins the entry's shared chunk: every page loads a few hundred
 * bytes more, and the dashboard a file less for each (issue A: at most 40 files before its first chart).
 */
const TINY_GROUP_CHARS = 2_000;

/** The roots that load a module, less those whose shell is among them (the shell loads it for them). */
const loaders = (labels: ReadonlySet<string>): string[] =>
  [...labels].filter((label) => !shellsOf(label).some((shell) => labels.has(shell))).sort();

/**
 * What the signed-in shell shares with pages drawn without it (chart preview, embedded, sign-out) is one
 * chunk with the shell's own, not one per set of such pages: every page in the shell loads all of it
 * anyway (the dashboard had 6 files of it before its first chart), and those few pages load a few kB
 * more. Sign-in and set-up keep their own (they are lean).
 */
const shellLoaders = (roots: string[]): string[] =>
  roots.includes('app-layout') &&
  roots.every((root) => root === 'app-layout' || (STANDALONE.has(root) && !LEAN_ROOTS.has(root)))
    ? ['app-layout']
    : roots;

/** Barrels that name far more modules than an importer uses: an import of them counts only the names it takes. */
const BARRELS: Readonly<Record<string, RegExp>> = {
  '@mantine/core': /[\\/]@mantine[\\/]core[\\/]esm[\\/]index\.mjs$/,
  '@mantine/hooks': /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
  '@tessera/core': /[\\/]packages[\\/]core[\\/]src[\\/]index\.ts$/,
  // ECharts' series and components: each chart type registers the few it draws with.
  'echarts/charts': /[\\/]node_modules[\\/]echarts[\\/]charts\.js$/,
  'echarts/components': /[\\/]node_modules[\\/]echarts[\\/]components\.js$/,
};

const REEXPORT_NAMED = /export\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g;
const REEXPORT_ALL = /export\s*\*\s*from\s*["'](\.[^"']+)["']/g;

/**
 * The modules a re-exporting file's names come from, through nested `export * from` files
 * (ECharts' `echarts/charts` re-exports `lib/export/charts.js`, which names each series' install).
 */
const reexportedNames = (file: string, into = new Map<string, string>()): Map<string, string> => {
  const code = readFileSync(file, 'utf8');
  for (const [, names = '', spec = ''] of code.matchAll(REEXPORT_NAMED))
    for (const name of names.split(',')) {
      const exported =
        name
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? '';
      if (exported !== '' && !into.has(exported)) into.set(exported, resolve(dirname(file), spec));
    }
  for (const [, spec = ''] of code.matchAll(REEXPORT_ALL)) reexportedNames(resolve(dirname(file), spec), into);
  return into;
};

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** The names `code` imports from each barrel specifier (`A as B` counts as A). */
const namedImports = (code: string): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const [, names = '', spec = ''] of code.matchAll(NAMED_IMPORT)) {
    if (BARRELS[spec] === undefined) continue;
    const taken = names
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .split(/\s+as\s+/)[0]
            ?.replace(/^type\s+/, '') ?? '',
      )
      .filter((n) => n !== '');
    out.set(spec, [...(out.get(spec) ?? []), ...taken]);
  }
  return out;
};

const shortName = (key: string): string =>
  key.length <= 40 ? key : `${key.slice(0, 32)}-${createHash('sha1').update(key).digest('hex').slice(0, 6)}`;

/**
 * Groups the modules a first load needs into one chunk per set of roots that need them, instead
 * of one chunk per set of lazy modules (every modal, editor and page) that import them: the same
 * bytes in far fewer files. What the entry needs is one chunk beside it; a module only one root
 * needs stays in that root's own chunk (the router, the server's preloads and the bundle bench
 * name the roots' chunks); code only lazy features use is split by the bundler as before.
 */
export const routeChunks = (): { plugin: Plugin; groupOf: (id: string) => string | null } => {
  const groups = new Map<string, string>();
  const plugin: Plugin = {
    name: 'tessera-route-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const barrelIds = new Map<string, string>();
      for (const [spec, pattern] of Object.entries(BARRELS)) {
        const id = ids.find((m) => pattern.test(m));
        if (id !== undefined) barrelIds.set(spec, id);
      }
      // Each barrel's names, by the module that defines them (its direct imports' exports).
      const defining = new Map<string, Map<string, string>>();
      for (const [spec, barrel] of barrelIds) {
        const names = new Map<string, string>();
        for (const dep of this.getModuleInfo(barrel)?.importedIds ?? [])
          for (const name of this.getModuleInfo(dep)?.exports ?? []) if (!names.has(name)) names.set(name, dep);
        if (barrel.includes('node_modules')) for (const [name, from] of reexportedNames(barrel)) names.set(name, from);
        defining.set(spec, names);
      }
      const barrels = new Set(barrelIds.values());
      const edges = new Map<string, string[]>();
      const importsOf = (id: string): string[] => {
        const known = edges.get(id);
        if (known !== undefined) return known;
        const info = this.getModuleInfo(id);
        const direct = (info?.importedIds ?? []).filter((to) => !barrels.has(to));
        const viaBarrels = [...namedImports(info?.code ?? '')].flatMap(([spec, names]) =>
          names.flatMap((name) => defining.get(spec)?.get(name) ?? []),
        );
        const all = [...direct, ...viaBarrels];
        edges.set(id, all);
        return all;
      };
      const closure = (start: string): Set<string> => {
        const seen = new Set<string>();
        const stack = [start];
        for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...importsOf(id));
        }
        return seen;
      };
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry === true);
      const inEntry = new Set(entries.flatMap((id) => [...closure(id)]));
      // The entry (index.html) and the script it names keep the entry chunk.
      const own = new Set([...entries, ...entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? [])]);
      for (const id of inEntry) if (!own.has(id)) groups.set(id, 'entry-shared');
      const users = new Map<string, Set<string>>();
      for (const root of ids) {
        const label = rootLabel(root);
        if (label === null) continue;
        for (const id of closure(root)) {
          if (inEntry.has(id) || rootLabel(id) !== null) continue;
          users.set(id, (users.get(id) ?? new Set()).add(label));
        }
      }
      // Chart code no page loads: one chunk for echarts and what draws with it, one for the rest
      // (a table drawn alone never loads echarts).
      const echarts = new Set(
        [...users.keys()].filter((id) =>
          [...closure(id)].some((m) => /[\\/]node_modules[\\/](echarts|zrender)[\\/]/.test(m)),
        ),
      );
      const coreEntry = ids.find((id) => ECHARTS_CORE_ENTRY.test(id));
      const echartsCore = coreEntry === undefined ? new Set<string>() : closure(coreEntry);
      const pageGroups = new Map<string, { ids: string[]; chars: number; lean: boolean; withCharts: boolean }>();
      for (const [id, all] of users) {
        const labels = groupingRoots(all);
        const pluginsOnly = [...labels].every((label) => label.startsWith('plugin-'));
        // What one chart type alone draws with stays in that type's chunk.
        if (pluginsOnly && echarts.has(id) && labels.size > 1)
          groups.set(
            id,
            ZRENDER.test(id) ? 'charts-zrender' : echartsCore.has(id) ? 'charts-echarts' : 'charts-echarts-parts',
          );
        else if (pluginsOnly && labels.size > 1) groups.set(id, 'charts-shared');
        else if (labels.size > 1) {
          const name = shortName(`with-${shellLoaders(loaders(labels)).join('+')}`);
          groups.set(id, name);
          const group = pageGroups.get(name) ?? { ids: [], chars: 0, lean: false, withCharts: false };
          group.ids.push(id);
          group.chars += this.getModuleInfo(id)?.code?.length ?? 0;
          group.lean ||= [...labels].some((label) => LEAN_ROOTS.has(label));
          group.withCharts ||= [...labels].some((label) => label.startsWith('plugin-') || label === 'dashboard-page');
          pageGroups.set(name, group);
        }
      }
      const tiny: string[][] = [];
      const smallGroups = new Map<string, string[][]>();
      for (const { ids: group, chars, lean, withCharts } of pageGroups.values()) {
        if (lean && withCharts && chars < TINY_GROUP_CHARS) tiny.push(group);
        else if (chars < (withCharts ? SMALL_CHART_GROUP_CHARS : SMALL_GROUP_CHARS) && !lean) {
          const merged = withCharts ? 'charts-pages-small-shared' : 'pages-small-shared';
          smallGroups.set(merged, [...(smallGroups.get(merged) ?? []), group]);
        }
      }
      const inEntryChunk = new Set(inEntry);
      // A merged chunk imports only the entry's chunk: a page loading it for one small module would
      // otherwise load whatever any other module in it imports (SQL Lab had come to load the chart
      // host's chunk, 11 kB, for `useDebouncedValue`, through the markdown sanitiser beside it).
      for (const [merged, candidates] of smallGroups) {
        const members = new Set(candidates.flat());
        for (let dropped = true; dropped; ) {
          dropped = false;
          for (const group of candidates) {
            if (!group.some((id) => members.has(id))) continue;
            if (group.every((id) => importsOf(id).every((to) => inEntryChunk.has(to) || members.has(to)))) continue;
            for (const id of group) members.delete(id);
            dropped = true;
          }
        }
        for (const id of members) groups.set(id, merged);
      }
      // A tiny group joins the entry's chunk only once all it imports is there: the entry importing a
      // page's chunk would run that page's modules before their own imports were defined.
      for (let moved = true; moved;) {
        moved = false;
        for (const [i, small] of tiny.entries()) {
          const own = new Set(small);
          if (
            small.length === 0 ||
            !small.every((id) => importsOf(id).every((to) => inEntryChunk.has(to) || own.has(to)))
          )
            continue;
          for (const id of small) {
            groups.set(id, 'entry-shared');
            inEntryChunk.add(id);
          }
          tiny[i] = [];
          moved = true;
        }
      }
    },
  };
  return { plugin, groupOf: (id) => groups.get(id) ?? null };
};
