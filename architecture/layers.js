/**
 * The layer order of each package's src/, top first: a file may import its own layer or a lower one.
 * eslint.config.js turns the server's order into no-restricted-imports rules; layers.test.ts holds both
 * orders against the real imports, so an import up a layer fails `npm run check` unless it is named
 * below with its reason. To place a new folder, add it to the layer it belongs to; to fix an exception,
 * move the code and delete its row (the test also fails on a row that no longer matches an import).
 *
 * @typedef {object} LayerException
 * @property {string} from  the importing file, or a folder ending in '/', relative to src/
 * @property {string} to    the imported file, or a folder ending in '/', relative to src/
 * @property {string} reason why it stands, and what removes it
 *
 * @typedef {object} LayerOrder
 * @property {string} src   the source root, relative to the repository
 * @property {string[][]} layers top first; a member is a folder or a file directly under src/
 * @property {LayerException[]} exceptions imports allowed to run up a layer
 */

/** @type {LayerOrder} */
export const SERVER_LAYERS = {
  src: 'packages/server/src',
  layers: [
    // The command line: start, migrate, worker, import and export.
    ['cli.ts'],
    // The Fastify app (plugins, request hooks, then the routes); start-up (migrate, roles, admin, examples).
    // ops-server.ts: metrics and probes on METRICS_PORT, outside the app.
    ['app.ts', 'bootstrap.ts', 'ops-server.ts'],
    // One thin module per resource, and their registrar.
    ['routes'],
    // Whole-bundle work built from several services: asset import/export, the examples.
    ['import-export', 'examples'],
    // One folder per resource, plus shared/.
    ['services'],
    // The chart-data pipeline: access, compile, cache, run, post-process.
    ['query'],
    // The process's infrastructure container, built once and handed to everything above.
    ['context.ts'],
    // One spec per database; the headless browser that draws reports.
    ['engines', 'renderer'],
    // Who is asking: principals, sessions, tokens, secrets.
    ['auth'],
    // Error shape and HTTP helpers; the metadata schema and migrations.
    ['http', 'db'],
    // Plain helpers; ops/ holds the Prometheus registry and the readiness check every layer reports to.
    ['config.ts', 'logger.ts', 'lib', 'ops'],
  ],
  exceptions: [
    {
      from: 'context.ts',
      to: 'query/query-cache.ts',
      reason:
        "context builds the result cache store (memory or Redis), which lives beside the query pipeline's " +
        'cache rules; it moves down once the prepare/run split of query/ settles what stays there.',
    },
    {
      from: 'context.ts',
      to: 'query/query-dataset.ts',
      reason:
        "the dataset memo is typed with query's LoadedQueryDataset; it goes with the cache store above, " +
        'after the prepare/run split of query/.',
    },
  ],
};

/** @type {LayerOrder} */
export const WEB_LAYERS = {
  src: 'packages/web/src',
  layers: [
    ['main.tsx'],
    // The shell: router, providers, layout.
    ['app'],
    // One folder per route.
    ['pages'],
    ['features'],
    ['charts', 'controls'],
    // The signed-in user, its permissions and the auth guard.
    ['session'],
    // The design-system layer.
    ['ui'],
    // The typed client.
    ['api'],
    // Texts, and the route paths every layer may link to.
    ['i18n', 'routing'],
  ],
  exceptions: [],
};
