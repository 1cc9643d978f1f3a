import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';

/** Where same-origin plugin bundles are served: a registered bundle_url such as `/static/plugins/hello-bars/index.js`. */
export const PLUGIN_BUNDLES_PREFIX = '/static/plugins/';

/**
 * Serves TESSERA_PLUGINS_DIR (the repo's examples/plugins by default) under /static/plugins/, so a
 * plugin bundle can be registered with a same-origin URL the page's CSP already allows. Like the
 * web's assets the files are public: a bundle is code, not data; the data comes through chart data.
 */
export const registerPluginBundles = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  const root = ctx.config.pluginsDir;
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix: PLUGIN_BUNDLES_PREFIX,
    decorateReply: false,
    index: false,
    // Bundles keep their URL across versions: a browser asks again rather than keep an old one.
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
  });
};
