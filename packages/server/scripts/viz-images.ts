/**
 * Regenerates the chart-type picker's thumbnails and example images (issue 25): every type of the
 * example 'Chart gallery' dashboard, drawn from the example data by our own report renderer, never
 * copied from Superset. Run `npm run viz-images` after adding a chart type to the gallery; it
 * writes packages/web/public/viz/<viz_type>.png and <viz_type>-example.png, and the list of types
 * that have them (packages/web/src/charts/viz-images.ts).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { chromiumRenderer } from '../src/renderer/chromium-renderer.js';
import { chartRenderUrl } from '../src/services/report/report-content.js';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const OUT = join(ROOT, 'packages', 'web', 'public', 'viz');
const LIST = join(ROOT, 'packages', 'web', 'src', 'charts', 'viz-images.ts');
const PORT = 18_531;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: 'viz-images', password: 'viz-images-password-1' };
/** Superset's thumbnails are small landscape tiles; the example is what the detail panel shows. */
const SIZES = { thumbnail: { width: 360, height: 240 }, example: { width: 800, height: 480 } } as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const waitFor = async <T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await sleep(500);
  }
};

const home = mkdtempSync(join(tmpdir(), 'tessera-viz-images-'));
const server = spawn(process.execPath, [join(ROOT, 'packages', 'server', 'bin', 'tessera.mjs'), 'start'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    TESSERA_HOME: home,
    LOG_LEVEL: 'warn',
    TESSERA_ADMIN_USERNAME: ADMIN.username,
    TESSERA_ADMIN_PASSWORD: ADMIN.password,
    DATABASE_URL: '',
    REDIS_URL: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const renderer = chromiumRenderer({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  poolSize: 2,
  log: pino({ level: 'warn' }),
});

try {
  await waitFor('server', async () => ((await fetch(`${BASE}/health`)).ok ? true : null), 180_000);
  const login = await fetch(`${BASE}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, provider: 'db', refresh: false }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  // The examples load in the background on first start; the gallery is the last dashboard they add.
  const gallery = await waitFor(
    'Chart gallery example dashboard',
    async () => {
      const res = await fetch(`${BASE}/api/v1/dashboard/chart-gallery/charts`, { headers: auth });
      return res.ok ? ((await res.json()) as { result: { id: number; viz_type: string }[] }).result : null;
    },
    600_000,
  );
  // Every example chart, for the types the gallery leaves to the other example dashboards (line, table ...).
  const q = encodeURIComponent('(page_size:1000,order_column:id,order_direction:asc)');
  const all = (await (await fetch(`${BASE}/api/v1/chart/?q=${q}`, { headers: auth })).json()) as {
    result: { id: number; viz_type: string }[];
  };
  const firstOfType = new Map<string, number>();
  for (const chart of [...gallery, ...all.result])
    if (!firstOfType.has(chart.viz_type)) firstOfType.set(chart.viz_type, chart.id);
  mkdirSync(OUT, { recursive: true });
  const drawn: string[] = [];
  for (const [vizType, id] of [...firstOfType].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [kind, size] of Object.entries(SIZES)) {
      const png = await renderer.render({
        url: chartRenderUrl(BASE, id),
        token,
        format: 'png',
        ...size,
        timeoutMs: 60_000,
      });
      writeFileSync(join(OUT, kind === 'thumbnail' ? `${vizType}.png` : `${vizType}-example.png`), png);
    }
    drawn.push(vizType);
    console.log(`drew ${vizType}`);
  }
  writeFileSync(
    LIST,
    [
      '// Written by `npm run viz-images` (packages/server/scripts/viz-images.ts); do not edit.',
      '/** The chart types whose thumbnail and example image the report renderer drew (public/viz/). */',
      'export const VIZ_IMAGES: ReadonlySet<string> = new Set([',
      ...drawn.map((t) => `  '${t}',`),
      ']);',
      '',
    ].join('\n'),
  );
  console.log(`${drawn.length} chart types drawn into ${OUT}`);
} finally {
  await renderer.close();
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(home, { recursive: true, force: true });
}
