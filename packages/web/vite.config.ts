import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { chartModules } from './build/chart-modules';
import { routeChunks } from './build/route-chunks';

const SERVER = process.env.TESSERA_DEV_SERVER ?? 'http://localhost:8088';

/** A browser navigation to a SPA route such as /login/ is served by Vite; API calls go to the server. */
const isPageNavigation = (req: IncomingMessage): boolean =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');

const toServer: ProxyOptions = { target: SERVER, changeOrigin: false };
const spaOrServer: ProxyOptions = {
  ...toServer,
  bypass: (req) => (isPageNavigation(req) ? '/index.html' : undefined),
};

const chunks = routeChunks();
/** Exact-match alias: only the bare `react-router` specifier, not its subpaths. */
const REACT_ROUTER_PRODUCTION = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * deck.gl (issue E's maps) in chunks of its own, each under the 250 kB gzip a map chunk may
 * weigh: the WebGL layer (luma.gl), deck's core (view state, picking, math), its layers and its aggregation layers. Only
 * a map chart's chunk imports them, so no page loads them before a map is drawn.
 */
const DECK_GROUPS = [
  // Our deck host (base map, spatial rules) with them: left to the chart groups it joined the chunk every chart loads.
  {
    name: 'deck-host',
    test: /[\\/]src[\\/]charts[\\/]deck[\\/]/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
  // Three layers, each importing only those above it: luma.gl's shader modules are read while its chunk
  // loads, so a luma chunk importing a chunk that imports it back finds them undefined.
  {
    name: 'deck-math',
    test: /[\\/]node_modules[\\/](@math\.gl|mjolnir\.js|@loaders\.gl|@probe\.gl|gl-matrix)[\\/]/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
  {
    name: 'deck-luma',
    test: /[\\/]node_modules[\\/]@luma\.gl[\\/]/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
  {
    name: 'deck-core',
    test: /[\\/]node_modules[\\/]@deck\.gl[\\/]core[\\/]/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
  {
    name: 'deck-layers',
    test: /[\\/]node_modules[\\/]@deck\.gl[\\/]layers[\\/]/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
  {
    name: 'deck-aggregation',
    test: /[\\/]node_modules[\\/]@deck\.gl[\\/]aggregation-layers[\\/]/,
    priority: 10,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  plugins: [react(), chunks.plugin, chartModules(import.meta.dirname)],
  // React Router 7's package exports point every condition at its development build (dev-only
  // route checks and warnings, measured at ~5 % of the dashboard's script time before hydration);
  // the production build it ships beside it is the one a production bundle should carry.
  resolve: mode === 'production' ? { alias: [REACT_ROUTER_PRODUCTION] } : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [...DECK_GROUPS, { name: chunks.groupOf, includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': toServer,
      '/login': spaOrServer,
      '/logout': toServer,
      '/health': toServer,
    },
  },
}));
