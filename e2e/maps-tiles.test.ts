import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/browser.js';
import { MAP_CHARTS } from './support/map-charts.js';
import { drawMapChart, MAP_SHOT_DIR, startOfflineMaps, type OfflineMaps } from './support/offline-maps.js';

/** The test tiles' colour: a map that shows it drew the remote tiles. */
const TILE_RGB = [255, 0, 255] as const;

/**
 * Issue E's optional MAP_TILE_URL: a tile server (here a second local port, as the network is
 * unplugged) that the maps draw over the offline base, allowed by the CSP only because it is set.
 */
describe.runIf(chromiumAvailable())('maps with remote tiles (MAP_TILE_URL)', () => {
  let maps: OfflineMaps;
  let tiles: Server;
  let tileOrigin: string;
  const requested: string[] = [];

  beforeAll(async () => {
    let png: Buffer | null = null;
    tiles = createServer((req, res) => {
      requested.push(req.url ?? '');
      if (png === null || !/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(png);
    });
    await new Promise<void>((done) => tiles.listen(0, '127.0.0.1', done));
    tileOrigin = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}`;
    maps = await startOfflineMaps({
      env: { MAP_TILE_URL: `${tileOrigin}/{z}/{x}/{y}.png`, MAP_TILE_ATTRIBUTION: '© Test tiles' },
    });
    // One solid tile, drawn by the browser itself.
    const dataUrl = await maps.page.evaluate(([r, g, b]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 256;
      canvas.height = 256;
      const ctx = canvas.getContext('2d');
      if (ctx === null) return '';
      ctx.fillStyle = `rgb(${r}, ${g}, ${b})`;
      ctx.fillRect(0, 0, 256, 256);
      return canvas.toDataURL('image/png');
    }, TILE_RGB);
    png = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
  });
  afterAll(async () => {
    await maps?.close();
    await new Promise((done) => tiles?.close(done));
  });

  it('lists the tile host in the CSP of the pages, for images and fetches', async () => {
    const res = await fetch(`${maps.session.t.url}/login/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`img-src 'self' data: blob: ${tileOrigin};`);
    expect(csp).toContain(`connect-src 'self' ${tileOrigin};`);
  });

  it('draws the tiles over the offline base and under the data, with the provider credit', async () => {
    const scatter = MAP_CHARTS.find((c) => c.vizType === 'deck_scatter');
    if (scatter === undefined) throw new Error('no deck_scatter chart');
    await drawMapChart(maps, scatter, 'light');
    await expect.poll(() => requested.filter((url) => url.endsWith('.png')).length).toBeGreaterThan(1);
    await maps.page.getByTestId('map-tile-attribution').getByText('© Test tiles').waitFor();
    const map = maps.page.getByTestId('deck-map');
    const share = async (): Promise<number> => {
      const shot = (await map.screenshot()).toString('base64');
      return maps.page.evaluate(
        async ({ png, rgb }) => {
          const image = new Image();
          image.src = `data:image/png;base64,${png}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const ctx = canvas.getContext('2d');
          if (ctx === null) return 0;
          ctx.drawImage(image, 0, 0);
          const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
          let hits = 0;
          for (let i = 0; i < data.length; i += 4)
            if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2]) hits += 1;
          return hits / (data.length / 4);
        },
        { png: shot, rgb: TILE_RGB },
      );
    };
    // Mostly tile colour: the tiles cover the base; the data's points are drawn over them.
    await expect.poll(share).toBeGreaterThan(0.5);
    expect(await share()).toBeLessThan(1);
    await map.screenshot({ path: join(MAP_SHOT_DIR, 'light-deck_scatter-tiles.png') });
  });
});
