import type { IncomingMessage } from 'node:http';
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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), chunks.plugin, chartModules(import.meta.dirname)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: chunks.groupOf, includeDependenciesRecursively: false }] } },
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
});
